import type { AcaoMesDepreciacao } from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import { brazilMonth } from '../../../lib/brazil-time.js';
import { conflict } from '../../../lib/errors.js';
import { type Actor, requireLocal } from '../../auth/actor.js';
import { oneClient } from '../client-scope.js';
import { label } from './depreciacao.mapper.js';
import {
  exercicioDoMes,
  findConfig,
  findMes,
  latestMonths,
  type MonthRef,
  monthIndex,
  monthOf,
  monthStartInstant,
  valueMovementSince,
} from './depreciacao.repository.js';
import { nextMonth } from './depreciacao-locks.js';
import { type FatosDoCliente, type FatosDoMes, recusa } from './depreciacao-regras.js';

/** The facts the months' rule reads (depreciacao-regras.ts), and the refusal of an action by that rule. */

export const monthKey = (clientId: string, m: MonthRef) => `${clientId}:${monthIndex(m)}`;

/** The one client a depreciation call works on (support names it). */
export async function clientOf(db: ReadDb, actor: Actor, clienteId?: string) {
  return oneClient(db, requireLocal(actor), clienteId);
}

/** The client's facts the months' rule reads (docs/domain.md, "Depreciação"). */
export async function fatosDoCliente(tx: Db, clientId: string): Promise<FatosDoCliente> {
  const [config, latest, proximo] = await Promise.all([
    findConfig(tx, clientId),
    latestMonths(tx, clientId),
    nextMonth(tx, clientId),
  ]);
  return {
    implantacao:
      config?.implantacaoAno && config.implantacaoMes
        ? { ano: config.implantacaoAno, mes: config.implantacaoMes }
        : null,
    hoje: brazilMonth(new Date()),
    proximo,
    ultimoProcessado: latest.processado,
  };
}

/** One month's facts (its row, its exercício, a value movement after it when it is the latest). */
export async function fatosDoMes(tx: Db, clientId: string, m: MonthRef, cliente: FatosDoCliente) {
  const [row, exercicio] = await Promise.all([findMes(tx, clientId, m), exercicioDoMes(tx, clientId, m)]);
  const latest = cliente.ultimoProcessado === monthIndex(m);
  return {
    estado: (row?.estado as 'processado' | 'fechado' | undefined) ?? 'nao_processado',
    exercicio,
    valorDepois: latest && (await valueMovementAfter(tx, clientId, m)),
    row,
  } satisfies FatosDoMes & { row: unknown };
}

export const valueMovementAfter = (tx: Db, clientId: string, m: MonthRef) =>
  valueMovementSince(tx, clientId, monthStartInstant(monthOf(monthIndex(m) + 1)));

/** Refuses `acao` on month `m` with the months' rule (the same that lists the screen's actions). */
export async function assertAcao(tx: Db, clientId: string, acao: AcaoMesDepreciacao, m: MonthRef) {
  const cliente = await fatosDoCliente(tx, clientId);
  const mes = await fatosDoMes(tx, clientId, m, cliente);
  const refused = recusa(acao, m, cliente, mes);
  if (refused) throw conflict(refused.message, refused.code);
  return { cliente, mes };
}

/** Whether month `m` may be run now; the run's kind (first or again). Read again under the lock. */
export async function checkRun(tx: Db, clientId: string, m: MonthRef): Promise<'nova' | 'refazer'> {
  const { cliente } = await assertAcao(tx, clientId, 'processar', m);
  return cliente.ultimoProcessado === monthIndex(m) ? 'refazer' : 'nova';
}

/** The month must be processed: the reports read its rows. */
export async function processedMonth(db: ReadDb, clientId: string, m: MonthRef) {
  const row = await findMes(db, clientId, m);
  if (!row) throw conflict(`O mês ${label(m)} não foi processado.`, 'MES_NAO_PROCESSADO');
  return row;
}
