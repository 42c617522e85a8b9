import type { LoteMovimentacao } from '@gp/shared-contracts';

/**
 * What the asset list shows of a batch without opening its dialog. Apart from lote.ts, whose calls and
 * schemas (the carga's too) load with the dialog: the list, the first screen of the area, stays light.
 */

/** The batch's termo, issued by its POST (the link the API answered, without the leading slash). */
export const loteTermoPath = (lote: Pick<LoteMovimentacao, 'termo'>) => lote.termo.replace(/^\//, '');

export const bensWord = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'bem' : 'bens'}`;
