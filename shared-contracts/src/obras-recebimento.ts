import * as v from 'valibot';
import { requiredText } from './common.js';
import { isValidCpf, onlyDigits } from './documents.js';
import { publicacaoFields } from './obras-lei.js';
import { dateField } from './patrimonio-common.js';

/**
 * The receiving of a work (Lei 14.133 art. 140; TCE-SP AUDESP `FormaRecebimento_t`: 1 provisório,
 * 2 definitivo; docs/domain.md, "Recebimento da obra"): a dated record with the inspection (vistoria), the
 * people who receive it and the signed termo, issued as a verifiable document. The provisório comes first;
 * the definitivo follows it. Each moves the work's situação (6 recebida provisoriamente, 7 definitivamente).
 */
export const TIPOS_RECEBIMENTO = ['provisorio', 'definitivo'] as const;
export type TipoRecebimento = (typeof TIPOS_RECEBIMENTO)[number];
export const TIPO_RECEBIMENTO_LABELS: Record<TipoRecebimento, string> = {
  provisorio: 'Provisório',
  definitivo: 'Definitivo',
};
/** AUDESP's `FormaRecebimento_t` code of each kind. */
export const RECEBIMENTO_AUDESP_CODIGO: Record<TipoRecebimento, 1 | 2> = { provisorio: 1, definitivo: 2 };

/** Most receivers of one recebimento (a commission is a few people). */
export const RECEBEDORES_MAX = 10;

export const RECEBEDOR_CPF_INVALIDO = 'CPF do recebedor inválido (confira os dígitos).';
/** Whether a typed CPF (with or without its mask) is valid: the form checks each line as it is typed. */
export const recebedorCpfValido = (text: string) => {
  const d = onlyDigits(text);
  return d.length === 11 && isValidCpf(d);
};

/** One person who receives the work: a valid CPF, the name and the cargo (printed on the termo). */
export const RecebedorBodySchema = v.object({
  cpf: v.pipe(
    v.string('Informe o CPF do recebedor.'),
    v.transform(onlyDigits),
    v.check(recebedorCpfValido, RECEBEDOR_CPF_INVALIDO),
  ),
  nome: requiredText('O nome do recebedor', 120),
  cargo: requiredText('O cargo do recebedor', 120),
});
export type RecebedorBody = v.InferOutput<typeof RecebedorBodySchema>;

/**
 * POST /obras/obra/{id}/recebimentos: a recebimento of the work, with the publication of the change of
 * situação it makes (as every change: TCE-MG SICOM asks the vehicle and the date).
 */
export const RecebimentoBodySchema = v.pipe(
  v.object({
    tipo: v.picklist(TIPOS_RECEBIMENTO, 'Tipo de recebimento inválido: provisório ou definitivo.'),
    data: dateField('A data do recebimento'),
    vistoria: requiredText('A vistoria', 4000),
    recebedores: v.pipe(
      v.array(RecebedorBodySchema, 'Informe os recebedores.'),
      v.minLength(1, 'Informe ao menos um recebedor.'),
      v.maxLength(RECEBEDORES_MAX, `Informe no máximo ${RECEBEDORES_MAX} recebedores.`),
      v.check(
        (xs) => new Set(xs.map((x) => x.cpf)).size === xs.length,
        'Um mesmo CPF aparece duas vezes entre os recebedores.',
      ),
    ),
    ...publicacaoFields,
  }),
  v.forward(
    v.partialCheck(
      [['data'], ['publicacao_data']],
      (x) => x.publicacao_data >= x.data,
      'A publicação não pode ser anterior ao recebimento.',
    ),
    ['publicacao_data'],
  ),
);
export type RecebimentoBody = v.InferOutput<typeof RecebimentoBodySchema>;

/** A receiver as the works area shows it (the CPF whole: support's area; the public sees no CPF). */
export const RecebedorSchema = v.object({ cpf: v.string(), nome: v.string(), cargo: v.string() });
export type Recebedor = v.InferOutput<typeof RecebedorSchema>;

/** A recebimento of a work (GET /obras/obra/{id}, `recebimentos`, provisório first). */
export const RecebimentoSchema = v.object({
  id: v.string(),
  obra_id: v.string(),
  tipo: v.picklist(TIPOS_RECEBIMENTO),
  tipo_descricao: v.string(),
  data: v.string(),
  vistoria: v.string(),
  recebedores: v.array(RecebedorSchema),
  /** The termo's verification code (XXXX-XXXX-XXXX-XXXX): the public check and the reprint. */
  termo_codigo: v.string(),
  /** "Termo de recebimento de obra nº 1/2026". */
  termo_descricao: v.string(),
  created_at: v.string(),
});
export type Recebimento = v.InferOutput<typeof RecebimentoSchema>;

/** GET /obras/obra/{id}/recebimento/termo?tipo=: the signed termo of the work's recebimento of that kind. */
export const RecebimentoTermoQuerySchema = v.object({
  tipo: v.picklist(TIPOS_RECEBIMENTO, 'Tipo de recebimento inválido: provisório ou definitivo.'),
});

/** A recebimento as the public sees it: date, kind, and the receivers' names and cargos (never the CPF). */
export const PublicoRecebimentoSchema = v.object({
  tipo: v.picklist(TIPOS_RECEBIMENTO),
  tipo_descricao: v.string(),
  data: v.string(),
  recebedores: v.array(v.object({ nome: v.string(), cargo: v.string() })),
  termo_codigo: v.string(),
});
export type PublicoRecebimento = v.InferOutput<typeof PublicoRecebimentoSchema>;
