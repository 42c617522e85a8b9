import * as v from 'valibot';
import { PageQuerySchema, pageOf } from './common.js';
import { NamedRefSchema, optionalText } from './patrimonio-common.js';
import { SalaRefSchema, TIPOS_DIVERGENCIA } from './patrimonio-inventario.js';

/**
 * The closing of an inventory and the settlement of what it found (docs/domain.md, "Inventário"; decision
 * 067): the closing stores each divergence as the commission found it, and each stored divergence is then
 * settled by one of these actions, each a movement (or a justified decision) with the campaign as origin.
 */
export const ACOES_LIQUIDACAO = ['transferir', 'manter', 'baixa', 'incorporar', 'conforme'] as const;
export type AcaoLiquidacao = (typeof ACOES_LIQUIDACAO)[number];
export const ACAO_LIQUIDACAO_LABELS: Record<AcaoLiquidacao, string> = {
  transferir: 'Transferir para onde foi encontrado',
  manter: 'Manter como está (justificado)',
  baixa: 'Baixa (extravio, após parecer da comissão)',
  incorporar: 'Incorporar (avaliação: origem desconhecida / inventário)',
  conforme: 'Aceitar o estado de conservação lido',
};

/** The incorporation kind of an asset found without record (docs/domain.md, "Tipos de incorporação"). */
export const TIPO_INCORPORACAO_INVENTARIO = 7;
/** The baixa reasons a missing asset may be written off with, after the commission's opinion. */
export const MOTIVOS_BAIXA_INVENTARIO = [5, 6] as const;

/** What the caller may do with a stored divergence: computed by the function the API enforces with. */
export const DivergenciaAcoesSchema = v.object({
  transferir: v.boolean(),
  manter: v.boolean(),
  baixa: v.boolean(),
  incorporar: v.boolean(),
  conforme: v.boolean(),
});
export type DivergenciaAcoes = v.InferOutput<typeof DivergenciaAcoesSchema>;

const LugarRegistradoSchema = v.object({
  setor: v.nullable(NamedRefSchema),
  sala: v.nullable(SalaRefSchema),
});

/** A divergence as the closing stored it, with its settlement (null while open). */
export const DivergenciaRegistradaSchema = v.object({
  id: v.string(),
  tipo: v.picklist(TIPOS_DIVERGENCIA),
  bem: v.nullable(v.object({ id: v.string(), CodigoBEM: v.number(), descricao: v.string() })),
  leitura: v.nullable(v.string()),
  /** What the counter described: an asset found without a label, a third party's (decision 068). */
  descricao: v.nullable(v.string()),
  registrado: v.nullable(LugarRegistradoSchema),
  lido: v.nullable(LugarRegistradoSchema),
  estado_registrado: v.nullable(v.string()),
  estado_lido: v.nullable(v.string()),
  /** The asset's value at the closing (exact reais), null for a reading that names no asset. */
  valor: v.nullable(v.string()),
  contado_em: v.nullable(v.string()),
  liquidacao: v.nullable(
    v.object({
      acao: v.picklist(ACOES_LIQUIDACAO),
      justificativa: v.nullable(v.string()),
      movimentacao_id: v.nullable(v.string()),
      /** A transfer that waits for the receiver's aceite (decision 062). */
      aceite_id: v.nullable(v.string()),
      /** pendente, aceito or recusado (a refused transfer leaves the divergence open again). */
      aceite_estado: v.nullable(v.string()),
      bem_incorporado_id: v.nullable(v.string()),
      em: v.string(),
    }),
  ),
  acoes: DivergenciaAcoesSchema,
});
export type DivergenciaRegistrada = v.InferOutput<typeof DivergenciaRegistradaSchema>;

export const DivergenciaRegistradaListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  tipo: v.optional(
    v.picklist(
      TIPOS_DIVERGENCIA,
      'Tipo inválido: use nao_encontrado, outro_local, desconhecida ou estado_diferente.',
    ),
  ),
  situacao: v.optional(
    v.picklist(['pendentes', 'liquidadas'] as const, 'Situação inválida: use pendentes ou liquidadas.'),
  ),
});
export type DivergenciaRegistradaListQuery = v.InferOutput<typeof DivergenciaRegistradaListQuerySchema>;

const contagem = v.object({ total: v.number(), liquidadas: v.number() });

/** The stored divergences' page and the whole campaign's settlement figures and termos. */
export const DivergenciaRegistradaPageSchema = v.object({
  ...pageOf(DivergenciaRegistradaSchema).entries,
  resumo: v.object({
    total: v.number(),
    liquidadas: v.number(),
    restantes: v.number(),
    por_tipo: v.object({
      nao_encontrado: contagem,
      outro_local: contagem,
      desconhecida: contagem,
      estado_diferente: contagem,
      sem_etiqueta: contagem,
      terceiro: contagem,
    }),
  }),
  /** The termos the closing issued (the commission's, and the transição's for that kind of campaign). */
  termos: v.array(
    v.object({
      tipo: v.picklist(['inventario', 'transicao'] as const),
      codigo: v.string(),
      descricao: v.string(),
    }),
  ),
});
export type DivergenciaRegistradaPage = v.InferOutput<typeof DivergenciaRegistradaPageSchema>;

/**
 * POST /patrimonio/inventario/{id}/liquidar: settles the chosen divergences (`ids`) or every open one of a
 * kind (`tipo`) with one action. `justificativa`: required to keep (manter) and to write off (baixa: the
 * commission's opinion); `motivo_baixa`: Extravio (5, the default) or Furto/roubo (6); `bem`: the asset to
 * incorporate (one divergence at a time), its place and incorporation kind set by the reading.
 */
export const LiquidacaoBodySchema = v.pipe(
  v.object({
    acao: v.picklist(
      ACOES_LIQUIDACAO,
      'Ação inválida: use transferir, manter, baixa, incorporar ou conforme.',
    ),
    ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.uuid('Divergência: identificador inválido.'))),
        v.minLength(1, 'Escolha ao menos uma divergência.'),
        v.maxLength(1000, 'No máximo 1.000 divergências por vez: use "todas do tipo".'),
      ),
    ),
    tipo: v.optional(v.picklist(TIPOS_DIVERGENCIA, 'Tipo inválido.')),
    justificativa: optionalText('A justificativa', 1000),
    motivo_baixa: v.optional(
      v.picklist(MOTIVOS_BAIXA_INVENTARIO, 'Motivo da baixa: use 5 (Extravio) ou 6 (Furto/roubo).'),
    ),
    /**
     * The asset's fields as POST /patrimonio/bempatrimonial/create takes them, but its place (where the
     * label was read) and its incorporation kind (7): checked by that call's schema.
     */
    bem: v.optional(v.record(v.string(), v.unknown(), 'Os dados do bem devem ser um objeto.')),
  }),
  v.forward(
    v.check(
      (x) => (x.ids ? !x.tipo : Boolean(x.tipo)),
      'Informe as divergências (ids) ou um tipo (todas do tipo).',
    ),
    ['ids'],
  ),
  v.forward(
    v.check(
      (x) => !(x.acao === 'manter' || x.acao === 'baixa') || Boolean(x.justificativa?.trim()),
      'Informe a justificativa (na baixa, o parecer da comissão).',
    ),
    ['justificativa'],
  ),
  v.forward(
    v.check(
      (x) => x.acao !== 'incorporar' || (Boolean(x.bem) && x.ids?.length === 1),
      'Para incorporar, escolha uma leitura e informe os dados do bem.',
    ),
    ['bem'],
  ),
);
export type LiquidacaoBody = v.InferOutput<typeof LiquidacaoBodySchema>;

export const LiquidacaoResultadoSchema = v.object({
  liquidadas: v.number(),
  /** Of them, transfers waiting for the receiver's aceite. */
  aguardando_aceite: v.number(),
  /** Those refused, each with why (a bulk settles what it can). */
  recusadas: v.array(v.object({ id: v.string(), motivo: v.string() })),
});
export type LiquidacaoResultado = v.InferOutput<typeof LiquidacaoResultadoSchema>;
