import type { DepreciacaoMes, DepreciacaoMeses, EstadoMesDepreciacao } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { type Actor, requireLocal } from '../../auth/actor.js';
import { latestByKeys } from '../../trabalhos/trabalhos.repository.js';
import { money, toConfig } from './depreciacao.mapper.js';
import {
  exerciciosDoAno,
  findConfig,
  latestMonths,
  monthIndex,
  monthOf,
  monthsOfYear,
  monthsRunning,
} from './depreciacao.repository.js';
import { clientOf, fatosDoCliente, monthKey, valueMovementAfter } from './depreciacao-fatos.js';
import { nextMonth } from './depreciacao-locks.js';
import { acoesDoMes, type FatosDoMes } from './depreciacao-regras.js';

/**
 * The months of a year with their state (a queued or running job: processando), totals, the job's error and
 * the actions the months' rule allows (depreciacao-regras.ts), for the depreciation screen.
 */
export function createDepreciacaoMeses(db: Db) {
  return {
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
