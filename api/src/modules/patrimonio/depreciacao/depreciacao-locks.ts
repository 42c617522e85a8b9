import { periodLabel } from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import { brazilMonth } from '../../../lib/brazil-time.js';
import { AppError } from '../../../lib/errors.js';
import {
  findConfig,
  firstDepreciableMonth,
  latestMonths,
  type MonthRef,
  monthIndex,
  monthOf,
  processedFrom,
  quemPodeEstornar,
} from './depreciacao.repository.js';

/**
 * What a processed or closed depreciation month forbids to the rest of the patrimônio (docs/domain.md,
 * "Depreciação"): a movement dated in it, and a change of an asset's values while it is closed.
 */

export const closedMonth = (m: MonthRef) =>
  new AppError(
    'CONFLICT',
    `O mês ${periodLabel(m)} está fechado na depreciação: reabra-o para lançar movimentações ou mudar valores nele.`,
    { extra: { code: 'DEPRECIACAO_FECHADA', link: depreciacaoLink(m) } },
  );

/** The page where a month's depreciation is reversed (the months of its year). */
export const depreciacaoLink = (m: MonthRef) => ({
  href: `/app/patrimonio/depreciacao?ano=${m.ano}`,
  label: `Abrir a depreciação de ${m.ano}`,
});

/**
 * 409 for a movement dated in a processed month: which month to reverse, who may reverse it (support and
 * the client's users whose profile has `depreciations:delete` in the Patrimônio area, named, so a works
 * user who cannot open that page knows whom to ask) and the link to the page where it is done.
 */
export async function depreciatedMonth(db: Db, clientId: string, processed: MonthRef) {
  const names = await quemPodeEstornar(db, clientId, QUEM_PODE_ESTORNAR_MAX + 1);
  const shown = names.slice(0, QUEM_PODE_ESTORNAR_MAX);
  const more = names.length > shown.length ? ' e outros' : '';
  const who =
    shown.length > 0
      ? `o suporte ou quem tem a permissão Depreciação › Excluir no Patrimônio (${shown.join(', ')}${more})`
      : 'o suporte ou quem tem a permissão Depreciação › Excluir no Patrimônio';
  return new AppError(
    'CONFLICT',
    `mês já depreciado: estorne a depreciação de ${periodLabel(processed)} para lançar esta movimentação. ` +
      `Pode estornar, em Patrimônio › Depreciação: ${who}.`,
    { extra: { code: 'MES_DEPRECIADO', link: depreciacaoLink(processed) } },
  );
}

/** How many names the 409 of a processed month lists. */
const QUEM_PODE_ESTORNAR_MAX = 3;

/**
 * The month the client runs next: the month after the latest processed one (the implantação month when
 * none is), skipping months before the first use of any asset that still has something to depreciate.
 * Null while the implantação month is not set.
 */
export async function nextMonth(db: ReadDb, clientId: string): Promise<MonthRef | null> {
  const config = await findConfig(db, clientId);
  if (!config?.implantacaoAno || !config.implantacaoMes) return null;
  const implantacao = monthIndex({ ano: config.implantacaoAno, mes: config.implantacaoMes });
  const latest = await latestMonths(db, clientId);
  const candidate = latest.processado === null ? implantacao : Math.max(latest.processado + 1, implantacao);
  const first = await firstDepreciableMonth(db, clientId, candidate);
  return monthOf(first !== null && first > candidate ? first : candidate);
}

/**
 * A movement of the client dated `at`: refused in a processed or closed month (409); a revaluation or an
 * impairment of a depreciable asset also needs every earlier month processed, since it sets the value the
 * next months depreciate from.
 */
export async function assertMovementMonth(
  db: Db,
  clientId: string,
  at: Date,
  opts: { valueEffect: boolean },
) {
  const m = brazilMonth(at);
  const processed = await processedFrom(db, clientId, m);
  if (processed) {
    if (processed.estado === 'fechado' && monthIndex(processed) === monthIndex(m)) throw closedMonth(m);
    throw await depreciatedMonth(db, clientId, processed);
  }
  if (!opts.valueEffect) return;
  const next = await nextMonth(db, clientId);
  if (next && monthIndex(next) < monthIndex(m)) {
    throw new AppError(
      'CONFLICT',
      `Processe antes a depreciação de ${periodLabel(next)}: uma reavaliação ou redução ao valor recuperável vale a partir do mês seguinte ao seu, depois dos meses anteriores depreciados.`,
      { extra: { code: 'DEPRECIACAO_PENDENTE' } },
    );
  }
}

/** An asset's values (valor, residual, vida útil, início de uso…) may not change while the current month is closed. */
export async function assertValuesOpen(db: Db, clientId: string, at = new Date()) {
  const m = brazilMonth(at);
  const processed = await processedFrom(db, clientId, m);
  if (processed?.estado === 'fechado' && monthIndex(processed) === monthIndex(m)) throw closedMonth(m);
}
