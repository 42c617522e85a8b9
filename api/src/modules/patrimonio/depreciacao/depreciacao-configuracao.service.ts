import type {
  DepreciacaoConfiguracao,
  DepreciacaoMes,
  DepreciacaoMeses,
  EstadoMesDepreciacao,
  UpdateDepreciacaoConfiguracaoBody,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { conflict } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { latestByKeys } from '../../trabalhos/trabalhos.repository.js';
import { money, toConfig } from './depreciacao.mapper.js';
import {
  exerciciosDoAno,
  findConfig,
  latestMonths,
  lockClient,
  monthIndex,
  monthOf,
  monthsOfYear,
  monthsRunning,
  saveConfig,
} from './depreciacao.repository.js';
import { clientOf, fatosDoCliente, monthKey, valueMovementAfter } from './depreciacao-fatos.js';
import { nextMonth } from './depreciacao-locks.js';
import { acoesDoMes, type FatosDoMes } from './depreciacao-regras.js';

/**
 * The client's depreciation settings (first month, implantação) and the months of a year with their state
 * and the actions the months' rule allows (depreciacao-regras.ts).
 */

export function createDepreciacaoConfiguracao(db: Db) {
  return {
    async configuracao(actor: Actor, clienteId?: string): Promise<DepreciacaoConfiguracao> {
      const clientId = await clientOf(db, actor, clienteId);
      return toConfig(clientId, await findConfig(db, clientId));
    },

    async salvarConfiguracao(
      actor: Actor,
      body: UpdateDepreciacaoConfiguracaoBody,
    ): Promise<DepreciacaoConfiguracao> {
      const clientId = await clientOf(db, actor, body.cliente_id);
      return db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const current = await findConfig(tx, clientId);
        const before = toConfig(clientId, current);
        const changesImplantacao =
          (before.implantacao === null) !== (body.implantacao === null) ||
          (before.implantacao !== null &&
            body.implantacao !== null &&
            monthIndex(before.implantacao) !== monthIndex(body.implantacao));
        if (changesImplantacao && (await latestMonths(tx, clientId)).processado !== null) {
          throw conflict(
            'Há meses de depreciação processados: estorne-os antes de mudar o mês de implantação.',
            'DEPRECIACAO_JA_PROCESSADA',
          );
        }
        const saved = await saveConfig(tx, clientId, {
          primeiroMes: body.primeiro_mes,
          implantacaoAno: body.implantacao?.ano ?? null,
          implantacaoMes: body.implantacao?.mes ?? null,
        });
        const after = toConfig(clientId, saved);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'depreciacao-configuracao',
          entityId: clientId,
          before,
          after,
          clientId,
        });
        return after;
      });
    },

    async meses(actor: Actor, q: { ano: number; cliente_id?: string }): Promise<DepreciacaoMeses> {
      const clientId = await clientOf(db, actor, q.cliente_id);
      const keys = Array.from({ length: 12 }, (_, i) => monthKey(clientId, { ano: q.ano, mes: i + 1 }));
      const [config, rows, running, latest, proximo, exerciciosDoMes, cliente, runs] = await Promise.all([
        findConfig(db, clientId),
        monthsOfYear(db, clientId, q.ano),
        monthsRunning(db, clientId, q.ano),
        latestMonths(db, clientId),
        nextMonth(db, clientId),
        exerciciosDoAno(db, clientId, q.ano),
        fatosDoCliente(db, clientId),
        latestByKeys(db, 'depreciacao', keys),
      ]);
      // Only the latest processed month can be undone or run again: the one a later value movement blocks.
      const ultimo = latest.processado === null ? null : monthOf(latest.processado);
      const valorDepois = ultimo?.ano === q.ano ? await valueMovementAfter(db, clientId, ultimo) : false;
      const local = requireLocal(actor);
      const meses: DepreciacaoMes[] = Array.from({ length: 12 }, (_, i) => {
        const m = { ano: q.ano, mes: i + 1 };
        const row = rows.find((r) => r.mes === m.mes);
        const job = runs.find((j) => j.dedupeKey === monthKey(clientId, m));
        const queued = job?.state === 'na_fila' || job?.state === 'executando';
        const processando = queued || running.includes(m.mes);
        const estado: EstadoMesDepreciacao = processando
          ? 'processando'
          : ((row?.estado as 'processado' | 'fechado' | undefined) ?? 'nao_processado');
        const fatos: FatosDoMes = {
          estado,
          exercicio: exerciciosDoMes.get(m.mes) ?? null,
          valorDepois: ultimo !== null && monthIndex(ultimo) === monthIndex(m) && valorDepois,
        };
        return {
          mes: m.mes,
          ano: m.ano,
          estado,
          valor_depreciado: money(row?.valorDepreciado),
          valor_implantacao: money(row?.valorImplantacao),
          quantidade_bens: row?.quantidadeBens ?? 0,
          processado_em: row?.processadoEm.toISOString() ?? null,
          processado_por: row?.processadoPorNome ?? null,
          fechado_em: row?.fechadoEm?.toISOString() ?? null,
          fechado_por: row?.fechadoPorNome ?? null,
          erro: job?.state === 'falhou' ? job.error : null,
          trabalho_id: queued ? job.id : null,
          acoes: acoesDoMes(m, cliente, fatos, local),
        };
      });
      return {
        cliente_id: clientId,
        ano: q.ano,
        configuracao: toConfig(clientId, config),
        proximo,
        ultimo_processado: latest.processado === null ? null : monthOf(latest.processado),
        ultimo_fechado: latest.fechado === null ? null : monthOf(latest.fechado),
        meses,
      };
    },
  };
}
