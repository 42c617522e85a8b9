import * as v from 'valibot';
import { requiredText } from './common.js';
import {
  dateField,
  MoneyResponseSchema,
  moneyField,
  moneyToCents,
  optionalText,
  requiredUuid,
} from './patrimonio-common.js';

/**
 * The payments of a work (docs/domain.md, "Pagamentos da obra"; Lei 14.133 art. 94 §3º asks to publish
 * "os quantitativos executados e os preços pagos"; the PNTP asks per work its measurements and payments):
 * each one pays part or all of one active medição of the same work, on a date not before the medição's
 * delivery nor in the future, with the document that proves it (ordem bancária, nota de empenho); the
 * payments of a medição never add up to more than its value.
 */

/** The document's number as typed: an ordem bancária, a nota de empenho or another proof of payment. */
export const PAGAMENTO_DOCUMENTO_MAX = 60;
export const PAGAMENTO_OBSERVACAO_MAX = 1000;

/** POST /obras/obra/{id}/pagamentos/create and PUT /obras/obra/pagamentos/{id}. */
export const PagamentoBodySchema = v.object({
  medicao_id: requiredUuid('a medição paga'),
  data: dateField('A data do pagamento'),
  valor: v.pipe(
    moneyField('O valor pago', { min: '0' }),
    v.check((x) => moneyToCents(x) > 0n, 'O valor pago deve ser maior que zero.'),
  ),
  documento: requiredText('O documento do pagamento', PAGAMENTO_DOCUMENTO_MAX),
  observacao: optionalText('A observação', PAGAMENTO_OBSERVACAO_MAX),
});
export type PagamentoBody = v.InferOutput<typeof PagamentoBodySchema>;
export type PagamentoBodyInput = v.InferInput<typeof PagamentoBodySchema>;

/** A payment as the works area shows it. */
export const PagamentoSchema = v.object({
  id: v.string(),
  obra_id: v.string(),
  medicao: v.object({ id: v.string(), numero: v.number() }),
  data: v.string(),
  valor: MoneyResponseSchema,
  documento: v.string(),
  observacao: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Pagamento = v.InferOutput<typeof PagamentoSchema>;

/** An active medição of the work with what its payments add up to and what is left to pay. */
export const MedicaoAPagarSchema = v.object({
  id: v.string(),
  numero: v.number(),
  data_entrega: v.string(),
  valor: MoneyResponseSchema,
  pago: MoneyResponseSchema,
  a_pagar: v.pipe(
    MoneyResponseSchema,
    v.description('Valor da medição − Σ pagamentos; um pagamento acima dele é recusado (409).'),
  ),
});
export type MedicaoAPagar = v.InferOutput<typeof MedicaoAPagarSchema>;

/** GET /obras/obra/{id}/pagamentos: the payments (newest first), each active medição's balance, the total. */
export const PagamentosDaObraSchema = v.object({
  data: v.array(PagamentoSchema),
  medicoes: v.array(MedicaoAPagarSchema),
  total_pago: MoneyResponseSchema,
  /** Whether a payment may be registered now: some active medição still has a balance to pay. */
  pode_registrar: v.boolean(),
});
export type PagamentosDaObra = v.InferOutput<typeof PagamentosDaObraSchema>;

/** A payment as the public sees it (no personal data: the date, the medição, the value and the document). */
export const PublicoPagamentoSchema = v.object({
  data: v.string(),
  medicao_numero: v.number(),
  valor: MoneyResponseSchema,
  documento: v.string(),
});
export type PublicoPagamento = v.InferOutput<typeof PublicoPagamentoSchema>;
