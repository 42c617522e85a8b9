import * as v from 'valibot';
import { integerField, integerQuery, requiredText } from './common.js';
import { dateField } from './patrimonio-common.js';

/**
 * The remessas centre (docs/domain.md, "Remessas ao tribunal de contas"; decision 066): the files a tribunal
 * de contas asks, generated per period by a job, validated against the tribunal's own schema, downloaded
 * only when valid, and marked "enviado" with the protocol the tribunal gave.
 */

export const TRIBUNAIS = ['tce-sp'] as const;
export type Tribunal = (typeof TRIBUNAIS)[number];
export const TRIBUNAL_LABELS: Record<Tribunal, string> = { 'tce-sp': 'TCE-SP (AUDESP)' };

/** The kinds of file: each is one writer's document (api/src/modules/prestacao-contas). */
export const TIPOS_REMESSA = ['audesp-execucao', 'audesp-exigencias-obras'] as const;
export type TipoRemessa = (typeof TIPOS_REMESSA)[number];
export const TIPO_REMESSA_LABELS: Record<TipoRemessa, string> = {
  'audesp-execucao': 'AUDESP Fase IV: Execução de obras e serviços de engenharia',
  'audesp-exigencias-obras': 'AUDESP Fase IV: Exigências de obras',
};

/** Support names the client; anyone else works on the location's own. */
const clienteId = {
  cliente_id: v.optional(v.pipe(v.string('Cliente inválido.'), v.uuid('Cliente inválido.'))),
};
export const RemessaClienteQuerySchema = v.object(clienteId);

/** AUDESP's schema takes at most this many works (`ArrayExecucao`, `ArrayExigenciasObras`) per document. */
export const AUDESP_OBRAS_POR_DOCUMENTO = 50;

export const TIPOS_OCORRENCIA = ['erro', 'aviso', 'transliteracao'] as const;
export const OcorrenciaSchema = v.object({
  tipo: v.picklist(TIPOS_OCORRENCIA),
  mensagem: v.string(),
  obra_id: v.nullable(v.string()),
  obra_numero: v.nullable(v.string()),
  /** The layout's element (e.g. `CodigoAjuste`). */
  campo: v.nullable(v.string()),
  /** The screen that fixes it (a path of the app). */
  link: v.nullable(v.string()),
  /** The schema's own message (libxml2's, in English), as the tribunal's validator would print it. */
  detalhe: v.nullable(v.string()),
});
export type Ocorrencia = v.InferOutput<typeof OcorrenciaSchema>;

export const RemessaSchema = v.object({
  id: v.string(),
  tribunal: v.picklist(TRIBUNAIS),
  tipo: v.picklist(TIPOS_REMESSA),
  tipo_descricao: v.string(),
  ano: v.number(),
  mes: v.number(),
  parte: v.number(),
  versao: v.number(),
  nome: v.string(),
  sha256: v.string(),
  tamanho: v.number(),
  obras: v.pipe(v.number(), v.description('Quantas obras o arquivo leva.')),
  valido: v.pipe(v.boolean(), v.description('Sem erro de validação: só um arquivo válido pode ser baixado.')),
  ocorrencias: v.array(OcorrenciaSchema),
  diferenca: v.nullable(
    v.object({
      anterior_versao: v.nullable(v.number()),
      incluidas: v.array(v.string()),
      removidas: v.array(v.string()),
      alteradas: v.array(v.string()),
    }),
  ),
  gerado_por: v.nullable(v.string()),
  gerado_em: v.string(),
  enviado_em: v.nullable(v.string()),
  protocolo: v.nullable(v.string()),
  enviado_por: v.nullable(v.string()),
  acoes: v.object({ baixar: v.boolean(), marcar_enviado: v.boolean() }),
});
export type Remessa = v.InferOutput<typeof RemessaSchema>;

export const RemessasQuerySchema = v.object({
  ...clienteId,
  ano: integerQuery({ min: 2000, max: 2099 }, 'Ano inválido.'),
  mes: integerQuery({ min: 1, max: 12 }, 'Mês inválido: use de 1 a 12.'),
});
export type RemessasQuery = v.InferOutput<typeof RemessasQuerySchema>;

export const RemessasDoPeriodoSchema = v.object({
  /** The newest version of each kind and part first. */
  data: v.array(RemessaSchema),
  /** What the period still lacks (e.g. medições not conferred, a depreciation not processed). */
  avisos: v.array(v.string()),
  /** A generation of this period queued or running (GET /trabalhos/{id}). */
  trabalho_id: v.nullable(v.string()),
  acoes: v.object({ gerar: v.boolean(), configurar: v.boolean() }),
});
export type RemessasDoPeriodo = v.InferOutput<typeof RemessasDoPeriodoSchema>;

export const GerarRemessasBodySchema = v.object({
  ...clienteId,
  ano: integerField({ min: 2000, max: 2099 }, 'Ano inválido.'),
  mes: integerField({ min: 1, max: 12 }, 'Mês inválido: use de 1 a 12.'),
});
export type GerarRemessasBody = v.InferOutput<typeof GerarRemessasBodySchema>;
export const GerarRemessasJobSchema = v.object({ trabalho_id: v.string() });

export const MarcarEnviadoBodySchema = v.object({
  protocolo: requiredText('O número do protocolo', 60),
  data: dateField('A data do envio'),
});
export type MarcarEnviadoBody = v.InferOutput<typeof MarcarEnviadoBodySchema>;

/** The client's codes at TCE-SP AUDESP (Descritor's `Entidade` and `Municipio`). */
export const RemessaConfiguracaoSchema = v.object({
  audesp_entidade: v.nullable(v.number()),
  audesp_municipio: v.nullable(v.string()),
});
export type RemessaConfiguracao = v.InferOutput<typeof RemessaConfiguracaoSchema>;
export const RemessaConfiguracaoBodySchema = v.object({
  ...clienteId,
  audesp_entidade: v.nullable(
    integerField({ min: 1, max: 32767 }, 'O código da entidade no AUDESP é um número de 1 a 32767.'),
  ),
  audesp_municipio: v.nullable(
    v.pipe(
      v.string('O código do município no AUDESP deve ser um texto.'),
      v.regex(/^[0-9]{4}$/, 'O código do município no AUDESP tem 4 dígitos.'),
    ),
  ),
});
export type RemessaConfiguracaoBody = v.InferOutput<typeof RemessaConfiguracaoBodySchema>;
