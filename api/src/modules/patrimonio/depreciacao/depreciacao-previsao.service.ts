import type { DepreciacaoPrevisao } from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import type { Actor } from '../../auth/actor.js';
import { money } from './depreciacao.mapper.js';
import { findConfig, forecast, monthIndex, monthOf, previousMonth } from './depreciacao.repository.js';
import { clientOf } from './depreciacao-fatos.js';
import { nextMonth } from './depreciacao-locks.js';

/** The forecast of the next twelve months' depreciation (docs/domain.md, "Depreciação"). */

/** The next 12 months' quotas from the next month to process (none when every month is done). */
export async function previsaoReport(db: ReadDb, clientId: string): Promise<DepreciacaoPrevisao> {
  const from = await nextMonth(db, clientId);
  if (!from) return { cliente_id: clientId, meses: [] };
  const config = await findConfig(db, clientId);
  const anterior = await previousMonth(db, clientId, from);
  const list = await forecast(db, {
    clientId,
    from,
    anterior,
    proRata: config?.primeiroMes === 'pro_rata',
    months: 12,
  });
  return {
    cliente_id: clientId,
    meses: Array.from({ length: 12 }, (_, j) => {
      const m = monthOf(monthIndex(from) + j);
      const row = list.find((r) => Number(r.j) === j);
      return {
        mes: m.mes,
        ano: m.ano,
        valor_depreciado: money(row?.total),
        quantidade_bens: Number(row?.bens ?? 0),
      };
    }),
  };
}

export function createDepreciacaoPrevisao(db: Db) {
  return {
    async previsao(actor: Actor, clienteId?: string): Promise<DepreciacaoPrevisao> {
      return previsaoReport(db, await clientOf(db, actor, clienteId));
    },
  };
}
