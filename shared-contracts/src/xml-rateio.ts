import { moneyToCents } from './patrimonio-common.js';
import { MAX_BENS_POR_NOTA, type ModoItem, type NfeItem, type NfeTotais } from './xml-nfe.js';

/**
 * What each asset of an NF-e costs (docs/domain.md, "NF-e"): a line's value plus its freight, insurance,
 * other expenses and IPI, less its discount, split over the assets the line becomes. Everything is in
 * exact centavos (bigint): where an amount does not divide evenly, the largest-remainder method gives
 * the leftover centavos one by one, so the parts always add up to the whole. The API computes the
 * assets' values with this, and the incorporation wizard shows the same arithmetic.
 */

/** The note's additions and discount, per line. */
const CUSTOS = ['frete', 'seguro', 'outros', 'ipi', 'desconto'] as const;
type Custo = (typeof CUSTOS)[number];

export type RateioLinha = {
  item: number;
  modo: ModoItem;
  /** Assets the line becomes (0 when not incorporated). */
  unidades: number;
  produtos: bigint;
  frete: bigint;
  seguro: bigint;
  outros: bigint;
  ipi: bigint;
  desconto: bigint;
  /** produtos + frete + seguro + outros + ipi − desconto. */
  total: bigint;
  /** One value per asset, adding up to `total`. */
  valores: bigint[];
};

export type Rateio = {
  linhas: RateioLinha[];
  /** Sum of the incorporated lines: what the created assets are worth together. */
  total: bigint;
  bens: number;
};

/**
 * Splits `amount` (≥ 0) in proportion to `weights` (≥ 0): each part is the floor of its exact share,
 * and the centavos left go to the parts with the largest remainders (the earliest on a tie). Equal
 * weights when they are all zero.
 */
export function distribuir(amount: bigint, weights: bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((a, b) => a + b, 0n);
  const w = total === 0n ? weights.map(() => 1n) : weights;
  const sum = total === 0n ? BigInt(weights.length) : total;
  const parts = w.map((x) => (amount * x) / sum);
  let left = amount - parts.reduce((a, b) => a + b, 0n);
  const order = w
    .map((x, i) => ({ i, rest: (amount * x) % sum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i] = (parts[i] as bigint) + 1n;
    left -= 1n;
  }
  return parts;
}

/** A quantity that is a whole number of units (1 to MAX_BENS_POR_NOTA), or null ("2.5000" kg is not). */
export function unidadesInteiras(quantidade: string): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(quantidade.trim());
  if (!match || (match[2] && /[1-9]/.test(match[2]))) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= MAX_BENS_POR_NOTA ? n : null;
}

/** The wizard's first proposal for a line: one asset per unit when the quantity is whole, else one for the line. */
export const modoSugerido = (item: Pick<NfeItem, 'quantidade'>): ModoItem =>
  unidadesInteiras(item.quantidade) === null ? 'linha' : 'unidade';

/** Why a choice cannot be incorporated, in Portuguese, or null when it can. */
export function problemaDoModo(item: NfeItem, modo: ModoItem): string | null {
  if (modo === 'unidade' && unidadesInteiras(item.quantidade) === null) {
    return `O item ${item.numero} tem quantidade ${item.quantidade} ${item.unidade}: um bem por unidade exige uma quantidade inteira de 1 a ${MAX_BENS_POR_NOTA}.`;
  }
  return null;
}

/**
 * Each line's share of the note's costs: the values the line itself carries (the emitter's own
 * apportioning, `det/prod/vFrete`...), plus, when the note's total of a cost is larger than what its
 * lines carry, the difference split over every line in proportion to its value.
 */
function custosPorLinha(itens: NfeItem[], totais: NfeTotais): Record<Custo, bigint>[] {
  const produtos = itens.map((i) => moneyToCents(i.valor));
  const out = itens.map((i) => Object.fromEntries(CUSTOS.map((c) => [c, moneyToCents(i[c])])));
  for (const custo of CUSTOS) {
    const carried = itens.reduce((sum, i) => sum + moneyToCents(i[custo]), 0n);
    const missing = moneyToCents(totais[custo]) - carried;
    if (missing <= 0n) continue;
    distribuir(missing, produtos).forEach((part, index) => {
      const line = out[index] as Record<Custo, bigint>;
      line[custo] += part;
    });
  }
  return out as Record<Custo, bigint>[];
}

/**
 * The value of every asset of the note for the chosen modes (a line without a choice is not
 * incorporated). A line's total is split equally among its units, the leftover centavos to the first.
 */
export function ratearNota(
  itens: NfeItem[],
  totais: NfeTotais,
  modos: ReadonlyMap<number, ModoItem>,
): Rateio {
  const custos = custosPorLinha(itens, totais);
  const linhas = itens.map((item, index): RateioLinha => {
    const c = custos[index] as Record<Custo, bigint>;
    const produtos = moneyToCents(item.valor);
    const total = produtos + c.frete + c.seguro + c.outros + c.ipi - c.desconto;
    const modo = modos.get(item.numero) ?? 'nao_incorporar';
    const unidades =
      modo === 'nao_incorporar' ? 0 : modo === 'linha' ? 1 : (unidadesInteiras(item.quantidade) ?? 0);
    const valores = unidades === 0 || total < 0n ? [] : distribuir(total, Array(unidades).fill(1n));
    return { item: item.numero, modo, unidades, produtos, ...c, total, valores };
  });
  const incorporadas = linhas.filter((l) => l.unidades > 0);
  return {
    linhas,
    total: incorporadas.reduce((sum, l) => sum + l.total, 0n),
    bens: incorporadas.reduce((sum, l) => sum + l.unidades, 0),
  };
}
