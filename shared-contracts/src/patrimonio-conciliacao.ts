import * as v from 'valibot';
import { exportFormatField, PageQuerySchema, pageOf } from './common.js';
import { csvCells } from './csv.js';
import {
  centsToMoney,
  dateField,
  MONEY_PATTERN,
  MoneyTotalResponseSchema,
  moneyField,
  moneyToCents,
  optionalText,
  PCASP_PATTERN,
  pcaspField,
} from './patrimonio-common.js';
import { DEPRECIACAO_ANO_MAX, DEPRECIACAO_ANO_MIN } from './patrimonio-depreciacao.js';

/**
 * Conciliação contábil (docs/domain.md, "Conciliação com a contabilidade"): the register's position per
 * PCASP account — quantity, gross value, accumulated depreciation, net value — set against the balances
 * of accounting's balancete, and the differences. Taken after an implantação, at an inventory's closing,
 * or whenever the accountant asks; each one is kept as it was taken (a snapshot), never edited.
 */

/** Most accounts one balancete carries (a municipality's asset accounts are a few dozen). */
export const CONCILIACAO_CONTAS_MAX = 2000;

/** One line of the balancete: the account, its balance and, optionally, its accumulated depreciation. */
export const BalanceteLinhaSchema = v.object({
  conta_contabil: pcaspField('Conta contábil'),
  saldo: moneyField('Saldo contábil'),
  depreciacao: v.nullish(moneyField('Depreciação acumulada contábil', { min: '0' })),
});
export type BalanceteLinha = v.InferOutput<typeof BalanceteLinhaSchema>;

export const CreateConciliacaoBodySchema = v.object({
  cliente_id: v.optional(v.pipe(v.string('Cliente inválido.'), v.uuid('Cliente inválido.'))),
  data_balancete: dateField('Data do balancete'),
  observacao: optionalText('Observação', 500),
  /**
   * The monthly statement (source "mensal/RMB"): the register's side is its position at this processed
   * month's end, whose book value per account is the RMB's closing balance; absent, the position now.
   */
  competencia: v.optional(
    v.object({
      ano: v.pipe(
        v.number('Ano inválido.'),
        v.integer('Ano inválido.'),
        v.minValue(DEPRECIACAO_ANO_MIN, `Ano inválido: use ${DEPRECIACAO_ANO_MIN} a ${DEPRECIACAO_ANO_MAX}.`),
        v.maxValue(DEPRECIACAO_ANO_MAX, `Ano inválido: use ${DEPRECIACAO_ANO_MIN} a ${DEPRECIACAO_ANO_MAX}.`),
      ),
      mes: v.pipe(
        v.number('Mês inválido.'),
        v.integer('Mês inválido: use 1 a 12.'),
        v.minValue(1, 'Mês inválido: use 1 a 12.'),
        v.maxValue(12, 'Mês inválido: use 1 a 12.'),
      ),
    }),
  ),
  saldos: v.pipe(
    v.array(BalanceteLinhaSchema, 'Informe os saldos do balancete.'),
    v.minLength(1, 'Informe ao menos uma conta do balancete.'),
    v.maxLength(
      CONCILIACAO_CONTAS_MAX,
      `O balancete tem no máximo ${CONCILIACAO_CONTAS_MAX.toLocaleString('pt-BR')} contas.`,
    ),
    v.check(
      (linhas) => new Set(linhas.map((l) => l.conta_contabil)).size === linhas.length,
      'Cada conta aparece uma vez no balancete: some as linhas repetidas.',
    ),
  ),
});
export type CreateConciliacaoBody = v.InferOutput<typeof CreateConciliacaoBodySchema>;

/** One account of the report: the register's side, accounting's side (null when not in the balancete). */
export const ConciliacaoContaSchema = v.object({
  conta_contabil: v.string(),
  quantidade_bens: v.number(),
  valor_bruto: MoneyTotalResponseSchema,
  depreciacao_acumulada: MoneyTotalResponseSchema,
  valor_liquido: MoneyTotalResponseSchema,
  saldo_contabil: v.nullable(MoneyTotalResponseSchema),
  /**
   * saldo_contabil − valor_bruto (the asset account holds the gross value); an account the balancete
   * lacks counts as zero there.
   */
  diferenca: MoneyTotalResponseSchema,
  depreciacao_contabil: v.nullable(MoneyTotalResponseSchema),
  /** depreciacao_contabil − depreciacao_acumulada; null when the balancete gives none for the account. */
  diferenca_depreciacao: v.nullable(MoneyTotalResponseSchema),
  confere: v.boolean(),
});
export type ConciliacaoConta = v.InferOutput<typeof ConciliacaoContaSchema>;

export const ConciliacaoResumoSchema = v.object({
  id: v.string(),
  cliente: v.object({ id: v.string(), name: v.string() }),
  data_balancete: v.string(),
  /** The month whose closing (the RMB's) was compared; null: the register's position when taken. */
  competencia: v.nullable(v.object({ ano: v.number(), mes: v.number() })),
  observacao: v.nullable(v.string()),
  criada_em: v.string(),
  criada_por: v.string(),
  contas: v.number(),
  contas_divergentes: v.number(),
});
export type ConciliacaoResumo = v.InferOutput<typeof ConciliacaoResumoSchema>;

export const ConciliacaoSchema = v.object({
  ...ConciliacaoResumoSchema.entries,
  linhas: v.array(ConciliacaoContaSchema),
  total: ConciliacaoContaSchema,
});
export type Conciliacao = v.InferOutput<typeof ConciliacaoSchema>;

export const ConciliacoesPageSchema = pageOf(ConciliacaoResumoSchema);
export type ConciliacoesPage = v.InferOutput<typeof ConciliacoesPageSchema>;

export const ConciliacoesQuerySchema = v.object({
  ...PageQuerySchema.entries,
  cliente_id: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
});
export type ConciliacoesQuery = v.InferOutput<typeof ConciliacoesQuerySchema>;

/** GET .../{id}/exportar: the report's table as a file. */
export const ConciliacaoExportQuerySchema = v.object({ formato: exportFormatField() });

/**
 * An account agrees when the balancete has it, its gross value difference is zero and so is its
 * depreciation's, when the balancete gives one.
 */
export function linhaConfere(l: {
  saldo_contabil: string | null;
  diferenca: string;
  diferenca_depreciacao: string | null;
}) {
  return (
    l.saldo_contabil !== null &&
    moneyToCents(l.diferenca) === 0n &&
    (l.diferenca_depreciacao === null || moneyToCents(l.diferenca_depreciacao) === 0n)
  );
}

// ---------------------------------------------------------------- the balancete as a file

/**
 * A value as accounting systems write it: "1.234,56", "1234,56", "1234.56", "R$ 1.234,56", "(1.234,56)"
 * or "1.234,56 D/C" (a credit balance is negative), "7e+05". Answers the API's money text ("1234.56"), or
 * null when it is not a value or has more than two decimals.
 */
export function parseValorContabil(raw: string): string | null {
  let text = raw.trim().replace(/^R\$\s*/i, '');
  let sign = 1n;
  if (/^\(.*\)$/.test(text)) {
    sign = -1n;
    text = text.slice(1, -1).trim();
  }
  const nature = /\s*([DC])$/i.exec(text);
  if (nature) {
    if (nature[1]!.toUpperCase() === 'C') sign = -sign;
    text = text.slice(0, nature.index).trim();
  }
  if (text.startsWith('-')) {
    sign = -sign;
    text = text.slice(1).trim();
  }
  let normal: string;
  if (/^\d+(\.\d+)?e[+-]?\d+$/i.test(text)) {
    const n = Number(text);
    if (!Number.isFinite(n) || Math.round(n * 100) !== n * 100) return null;
    normal = n.toFixed(2);
  } else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text) || /^\d+(,\d{1,2})?$/.test(text)) {
    normal = text.replace(/\./g, '').replace(',', '.');
    // "1,234" alone could be a thousand or a value with three decimals: only "1,234.56" is read as thousands.
  } else if (/^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(text) || /^\d+(\.\d{1,2})?$/.test(text)) {
    normal = text.replace(/,/g, '');
  } else return null;
  if (!MONEY_PATTERN.test(normal)) return null;
  return centsToMoney(sign * moneyToCents(normal));
}

export type BalanceteLido = {
  saldos: { conta_contabil: string; saldo: string; depreciacao: string | null }[];
  erros: { linha: number; mensagem: string }[];
};

/**
 * Reads a balancete exported as CSV: one account per line — the account, its balance and, optionally, the
 * accumulated depreciation — separated by ";" (or "," or a tab when no ";" is in the file); a first line
 * without an account is a header. Lines whose first cell is not a PCASP account are reported, never
 * skipped in silence.
 */
export function parseBalancete(text: string): BalanceteLido {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  const sep = text.includes(';') ? ';' : text.includes('\t') ? '\t' : ',';
  const saldos: BalanceteLido['saldos'] = [];
  const erros: BalanceteLido['erros'] = [];
  const seen = new Map<string, number>();
  lines.forEach((raw, i) => {
    const linha = i + 1;
    if (!raw.trim()) return;
    const [conta = '', saldo = '', depreciacao = ''] = csvCells(raw, sep);
    if (!PCASP_PATTERN.test(conta)) {
      if (linha === 1) return; // the header
      erros.push({ linha, mensagem: `"${conta}" não é uma conta do PCASP (ex.: 1.2.3.1.1.01.01).` });
      return;
    }
    const valor = parseValorContabil(saldo);
    if (valor === null) {
      erros.push({ linha, mensagem: `Saldo "${saldo}" da conta ${conta} não é um valor (ex.: 1.234,56).` });
      return;
    }
    // The accumulated depreciation is a reduction however the file signs it (a credit balance): its size.
    const lida = depreciacao ? parseValorContabil(depreciacao) : null;
    const dep = lida?.startsWith('-') ? lida.slice(1) : lida;
    if (depreciacao && dep === null) {
      erros.push({ linha, mensagem: `Depreciação "${depreciacao}" da conta ${conta} não é um valor.` });
      return;
    }
    const before = seen.get(conta);
    if (before !== undefined) {
      erros.push({ linha, mensagem: `A conta ${conta} já está na linha ${before}.` });
      return;
    }
    seen.set(conta, linha);
    saldos.push({ conta_contabil: conta, saldo: valor, depreciacao: dep });
  });
  return { saldos, erros };
}
