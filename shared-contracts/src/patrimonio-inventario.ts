import * as v from 'valibot';
import { nullableStrings, PageQuerySchema, pageOf, requiredText, UuidSchema } from './common.js';
import { ESTADO_LABELS, ESTADOS_CONSERVACAO, type EstadoConservacao } from './patrimonio-bens.js';
import { ServidorRefSchema } from './patrimonio-carga.js';
import {
  NamedRefSchema,
  optionalText,
  optionalUuid,
  RegisterListQueryEntries,
  RegisterTailSchema,
  requiredUuid,
  SORT_ORDERS,
} from './patrimonio-common.js';

/**
 * Inventário (docs/domain.md, "Inventário"; decision 063): the salas where assets sit, and the campaigns
 * that count a unit's assets by a commission appointed by a portaria (Lei 4.320, arts. 94–96).
 */

// ---------------------------------------------------------------- salas

/** Where a sala's QR code leads: the sala's page of the inventory (the counting app opens the same path). */
export const salaAppPath = (id: string) => `/app/patrimonio/inventario/sala/${id}`;

const salaFields = {
  setor_id: requiredUuid('o setor'),
  codigo: requiredText('O código', 30),
  nome: requiredText('O nome', 120),
  descricao: optionalText('A descrição', 500),
};

export const CreateSalaBodySchema = v.object({
  ...salaFields,
  cliente_id: optionalUuid('Cliente'),
});
export type CreateSalaBody = v.InferOutput<typeof CreateSalaBodySchema>;

export const UpdateSalaBodySchema = v.object({
  ...salaFields,
  id: optionalUuid('Identificador'),
});
export type UpdateSalaBody = v.InferOutput<typeof UpdateSalaBodySchema>;

/** A sala as the API answers it: its setor and that setor's secretaria named, and where its QR code leads. */
export const SalaSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  secretaria: NamedRefSchema,
  setor: NamedRefSchema,
  codigo: v.string(),
  nome: v.string(),
  descricao: v.nullable(v.string()),
  /** The address the label's QR code encodes (the app's URL prefixed). */
  endereco: v.string(),
  ...RegisterTailSchema,
});
export type Sala = v.InferOutput<typeof SalaSchema>;
export const SalaPageSchema = pageOf(SalaSchema);

const uuidQuery = (label: string) =>
  v.optional(v.pipe(v.string(), v.uuid(`${label}: identificador inválido.`)));

export const SalaListQuerySchema = v.object({
  ...RegisterListQueryEntries,
  secretaria_id: uuidQuery('Secretaria'),
  setor_id: uuidQuery('Setor'),
  sort: v.optional(v.picklist(['codigo', 'nome', 'created_at'] as const, 'Ordenação inválida.')),
});
export type SalaListQuery = v.InferOutput<typeof SalaListQuerySchema>;

/** A sala as a reference in other answers (an asset's, a campaign's scope). */
export const SalaRefSchema = v.object({ id: v.string(), codigo: v.string(), nome: v.string() });
export type SalaRef = v.InferOutput<typeof SalaRefSchema>;

// ---------------------------------------------------------------- campaigns

export const TIPOS_INVENTARIO = ['anual', 'transicao', 'ciclico'] as const;
export type TipoInventario = (typeof TIPOS_INVENTARIO)[number];
export const TIPO_INVENTARIO_LABELS: Record<TipoInventario, string> = {
  anual: 'Anual',
  transicao: 'Transição de responsável',
  ciclico: 'Cíclico',
};

/** The unit a campaign counts; `cliente` (the whole client) only for the annual inventory. */
export const ESCOPOS_INVENTARIO = ['cliente', 'secretaria', 'setor', 'sala'] as const;
export type EscopoInventario = (typeof ESCOPOS_INVENTARIO)[number];
export const ESCOPO_INVENTARIO_LABELS: Record<EscopoInventario, string> = {
  cliente: 'Todo o cliente',
  secretaria: 'Secretaria',
  setor: 'Setor',
  sala: 'Sala',
};

export const ESTADOS_INVENTARIO = ['aberta', 'encerrada'] as const;
export type EstadoInventario = (typeof ESTADOS_INVENTARIO)[number];
export const ESTADO_INVENTARIO_LABELS: Record<EstadoInventario, string> = {
  aberta: 'Aberta',
  encerrada: 'Encerrada',
};

/** The largest commission a campaign takes. */
export const COMISSAO_MAX = 30;

const isoDate = (label: string) =>
  v.pipe(
    v.string(`Informe ${label}.`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use o formato AAAA-MM-DD.`),
    v.check((x) => {
      const d = new Date(`${x}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(x);
    }, `${label}: data inválida.`),
  );

const ComissaoMembroBodySchema = v.object({
  servidor_id: requiredUuid('o servidor da comissão'),
  presidente: v.optional(v.boolean('Presidente: use true ou false.'), false),
});

/** The commission: at least one servidor, each once, exactly one of them its president. */
const comissaoField = () =>
  v.pipe(
    v.array(ComissaoMembroBodySchema, 'Informe a comissão (lista de servidores).'),
    v.minLength(1, 'A comissão precisa de pelo menos um servidor.'),
    v.maxLength(COMISSAO_MAX, `A comissão tem no máximo ${COMISSAO_MAX} servidores.`),
    v.check(
      (xs) => new Set(xs.map((x) => x.servidor_id)).size === xs.length,
      'Um servidor aparece mais de uma vez na comissão.',
    ),
    v.check(
      (xs) => xs.filter((x) => x.presidente).length === 1,
      'Indique um (e só um) presidente da comissão.',
    ),
  );

/** What a campaign's record holds besides its kind and unit (both fixed once it is opened). */
const inventarioEntries = {
  titulo: requiredText('O título', 160),
  contagem_cega: v.optional(v.boolean('Contagem cega: use true ou false.'), false),
  /** Transição de responsável: the outgoing and the incoming head (servidores of the client). */
  responsavel_saida_id: optionalUuid('Responsável que sai'),
  responsavel_entrada_id: optionalUuid('Responsável que entra'),
  portaria_numero: requiredText('O número da portaria', 60),
  portaria_data: isoDate('a data da portaria'),
  data_abertura: isoDate('a data de abertura'),
  data_prevista_encerramento: isoDate('a data prevista de encerramento'),
  comissao: comissaoField(),
};

type CampaignFields = {
  tipo?: TipoInventario;
  escopo?: EscopoInventario;
  secretaria_id?: string | null;
  setor_id?: string | null;
  sala_id?: string | null;
  responsavel_saida_id?: string | null;
  responsavel_entrada_id?: string | null;
  data_abertura: string;
  data_prevista_encerramento: string;
};

/**
 * The first rule across fields a campaign breaks, on the field a form shows it under (null: none): the
 * dates in order; the whole client only for the annual inventory; the unit of the scope given; a
 * transição names who leaves and who comes, two different servidores.
 */
export function inventarioIssue(x: CampaignFields): { path: string; message: string } | null {
  if (x.data_prevista_encerramento < x.data_abertura)
    return {
      path: 'data_prevista_encerramento',
      message: 'A data prevista de encerramento não pode ser anterior à abertura.',
    };
  if (x.escopo === 'cliente' && x.tipo !== 'anual')
    return { path: 'escopo', message: 'Só o inventário anual cobre todo o cliente.' };
  for (const level of ['secretaria', 'setor', 'sala'] as const) {
    if (x.escopo === level && !x[`${level}_id`])
      return {
        path: `${level}_id`,
        message: `Informe ${level === 'secretaria' ? 'a secretaria' : level === 'setor' ? 'o setor' : 'a sala'} do inventário.`,
      };
  }
  if (x.tipo === 'transicao' && !(x.responsavel_saida_id && x.responsavel_entrada_id))
    return {
      path: 'responsavel_entrada_id',
      message: 'Na transição de responsável, informe quem sai e quem entra.',
    };
  if (x.responsavel_saida_id && x.responsavel_saida_id === x.responsavel_entrada_id)
    return {
      path: 'responsavel_entrada_id',
      message: 'Quem sai e quem entra devem ser servidores diferentes.',
    };
  return null;
}

const campaignCheck = <T extends CampaignFields>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = inventarioIssue(dataset.value);
    if (!issue) return;
    const input = dataset.value as unknown as Record<string, unknown>;
    addIssue({
      message: issue.message,
      path: [{ type: 'object', origin: 'value', input, key: issue.path, value: input[issue.path] }],
    });
  });

const CreateInventarioObject = v.object({
  ...inventarioEntries,
  tipo: v.picklist(TIPOS_INVENTARIO, 'Tipo inválido: use anual, transicao ou ciclico.'),
  escopo: v.picklist(ESCOPOS_INVENTARIO, 'Escopo inválido: use cliente, secretaria, setor ou sala.'),
  /** The unit of the scope: the id of its level (the levels above are the unit's own). */
  secretaria_id: optionalUuid('Secretaria'),
  setor_id: optionalUuid('Setor'),
  sala_id: optionalUuid('Sala'),
  cliente_id: optionalUuid('Cliente'),
});
export const CreateInventarioBodySchema = v.pipe(
  CreateInventarioObject,
  campaignCheck<v.InferOutput<typeof CreateInventarioObject>>(),
);
export type CreateInventarioBody = v.InferOutput<typeof CreateInventarioBodySchema>;

const UpdateInventarioObject = v.object({ ...inventarioEntries, id: optionalUuid('Identificador') });
/** A campaign's record edited: everything but its kind and unit (fixed while it freezes that unit). */
export const UpdateInventarioBodySchema = v.pipe(
  UpdateInventarioObject,
  campaignCheck<v.InferOutput<typeof UpdateInventarioObject>>(),
);
export type UpdateInventarioBody = v.InferOutput<typeof UpdateInventarioBodySchema>;

/** What the caller may do on a campaign, computed by the function the API enforces with. */
export const InventarioAcoesSchema = v.object({
  editar: v.boolean(),
  encerrar: v.boolean(),
  anexar: v.boolean(),
  /** Send readings (counts) while it is open: the commission's members and inventories:update. */
  contar: v.boolean(),
  /**
   * Read what was expected against what was found. In a blind count, while it is open, only whoever runs it
   * (inventories:update) or the commission's president: the counters are never told what to look for.
   */
  divergencias: v.boolean(),
  /**
   * Ask a second count of a place with divergences, and decide the ties the two counts leave (decision
   * 070): while it is open, the commission's president and inventories:update.
   */
  recontar: v.boolean(),
});
export type InventarioAcoes = v.InferOutput<typeof InventarioAcoesSchema>;

export const InventarioSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  titulo: v.string(),
  tipo: v.picklist(TIPOS_INVENTARIO),
  escopo: v.picklist(ESCOPOS_INVENTARIO),
  secretaria: v.nullable(NamedRefSchema),
  setor: v.nullable(NamedRefSchema),
  sala: v.nullable(SalaRefSchema),
  /** The unit in words ("Secretaria de Saúde › Almoxarifado"; "Todo o cliente"). */
  unidade: v.string(),
  contagem_cega: v.boolean(),
  responsavel_saida: v.nullable(ServidorRefSchema),
  responsavel_entrada: v.nullable(ServidorRefSchema),
  ...nullableStrings('encerrado_em'),
  portaria_numero: v.string(),
  portaria_data: v.string(),
  data_abertura: v.string(),
  data_prevista_encerramento: v.string(),
  estado: v.picklist(ESTADOS_INVENTARIO),
  encerrado_por: v.nullable(v.object({ id: v.string(), name: v.string() })),
  comissao: v.array(v.object({ servidor: ServidorRefSchema, presidente: v.boolean() })),
  acoes: InventarioAcoesSchema,
  created_at: v.string(),
  updated_at: v.string(),
});
export type Inventario = v.InferOutput<typeof InventarioSchema>;
export const InventarioPageSchema = pageOf(InventarioSchema);

export const InventarioListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  cliente_id: uuidQuery('Cliente'),
  estado: v.optional(v.picklist(ESTADOS_INVENTARIO, 'Estado inválido: use aberta ou encerrada.')),
  tipo: v.optional(v.picklist(TIPOS_INVENTARIO, 'Tipo inválido: use anual, transicao ou ciclico.')),
  sort: v.optional(v.picklist(['data_abertura', 'titulo'] as const, 'Ordenação inválida.')),
  order: v.optional(v.picklist(SORT_ORDERS, 'Ordem inválida: use asc ou desc.')),
});
export type InventarioListQuery = v.InferOutput<typeof InventarioListQuerySchema>;

/**
 * The client's rule while one of its units is under inventory (docs/domain.md, "Inventário"): transfers
 * are always refused; incorporations and baixas are refused too when `congela_incorporacoes_baixas`.
 */
export const InventarioConfiguracaoSchema = v.object({
  cliente_id: v.string(),
  congela_incorporacoes_baixas: v.boolean(),
  /** Whether the caller may change it (inventories:update). */
  editar: v.boolean(),
});
export type InventarioConfiguracao = v.InferOutput<typeof InventarioConfiguracaoSchema>;

export const InventarioConfiguracaoBodySchema = v.object({
  congela_incorporacoes_baixas: v.boolean('Use true ou false.'),
  cliente_id: optionalUuid('Cliente'),
});
export type InventarioConfiguracaoBody = v.InferOutput<typeof InventarioConfiguracaoBodySchema>;

export const InventarioConfiguracaoQuerySchema = v.object({ cliente_id: uuidQuery('Cliente') });
export type InventarioConfiguracaoQuery = v.InferOutput<typeof InventarioConfiguracaoQuerySchema>;

// ---------------------------------------------------------------- counting

/** The most readings one request sends (the counting app sends its queue in pieces). */
export const LEITURAS_MAX = 500;
/** A reading's note (or an unlabeled asset's description). */
export const OBSERVACAO_LEITURA_MAX = 500;
/**
 * A reading's photo: the phone shrinks it (longest side, JPEG quality) to about FOTO_LEITURA_ALVO_BYTES
 * before it is queued; the API refuses more than FOTO_LEITURA_MAX_BYTES.
 */
export const FOTO_LEITURA_LADO_MAX = 1600;
export const FOTO_LEITURA_ALVO_BYTES = 500 * 1024;
export const FOTO_LEITURA_MAX_BYTES = 1024 * 1024;

/**
 * One reading of a label, made on a device: `id` is made by the device (a UUID), so sending the same queue
 * again records nothing twice. `leitura` is what was read: the QR code's address (it holds the asset's id)
 * or the asset's number (the barcode, or typed). Where it was read: a sala, or a setor without salas.
 */
export const LeituraBodySchema = v.object({
  id: requiredUuid('a leitura'),
  /** Required unless `sem_etiqueta` (an asset found with no label has nothing to read). */
  leitura: optionalText('A leitura', 300),
  sala_id: optionalUuid('Sala'),
  setor_id: optionalUuid('Setor'),
  estado_conservacao: v.optional(
    v.nullable(v.picklist(ESTADOS_CONSERVACAO, 'Estado de conservação inválido.')),
  ),
  contado_em: v.pipe(
    v.string('Informe quando a leitura foi feita.'),
    v.isoTimestamp('Quando a leitura foi feita: use data e hora ISO 8601.'),
  ),
  dispositivo: optionalText('O dispositivo', 120),
  /** What the counter noted about the asset; for an asset without a label, its description (required). */
  observacao: optionalText('A observação', OBSERVACAO_LEITURA_MAX),
  /** A third party's asset found in the unit (leased, lent): recorded apart, never an unknown reading. */
  terceiro: v.optional(v.boolean('Bem de terceiro: use true ou false.'), false),
  /** An asset found with no label: recorded with its description (observacao) and a photo. */
  sem_etiqueta: v.optional(v.boolean('Sem etiqueta: use true ou false.'), false),
});
export type LeituraBody = v.InferOutput<typeof LeituraBodySchema>;

export const ContagemBodySchema = v.object({
  leituras: v.pipe(
    v.array(LeituraBodySchema, 'Informe as leituras (lista).'),
    v.minLength(1, 'Informe pelo menos uma leitura.'),
    v.maxLength(LEITURAS_MAX, `Envie no máximo ${LEITURAS_MAX} leituras por vez.`),
  ),
});
export type ContagemBody = v.InferOutput<typeof ContagemBodySchema>;

/** How a reading compares with the register (null in a blind count: the counter is not told). */
export const SITUACOES_LEITURA = ['conforme', 'outro_local', 'desconhecida'] as const;

export const ContagemResultadoSchema = v.object({
  /** Readings recorded now, and readings of this request already recorded before (sent again). */
  gravadas: v.number(),
  repetidas: v.number(),
  leituras: v.array(
    v.object({
      id: v.string(),
      bem: v.nullable(v.object({ id: v.string(), CodigoBEM: v.number(), descricao: v.string() })),
      situacao: v.nullable(v.picklist(SITUACOES_LEITURA)),
    }),
  ),
});
export type ContagemResultado = v.InferOutput<typeof ContagemResultadoSchema>;

/**
 * What a counting device downloads before it goes where there is no network (decision 068): the places
 * of the campaign's unit (setores and their salas, so a sala's label is recognised and chosen offline)
 * and, unless the count is blind for the caller, the assets expected there, one compact line each:
 * [id, CodigoBEM, descricao, setor_id, sala_id, estado_conservacao]. A blind count's counter gets
 * `bens: null`: the labels he reads are resolved by the API when his queue is sent.
 */
export const PacoteContagemQuerySchema = v.object({
  setor_id: optionalUuid('Setor'),
  sala_id: optionalUuid('Sala'),
});
export type PacoteContagemQuery = v.InferOutput<typeof PacoteContagemQuerySchema>;

export const PacoteContagemSchema = v.object({
  inventario: v.object({
    id: v.string(),
    titulo: v.string(),
    contagem_cega: v.boolean(),
    estado: v.string(),
  }),
  gerado_em: v.string(),
  setores: v.array(
    v.object({
      id: v.string(),
      nome: v.string(),
      salas: v.array(v.object({ id: v.string(), codigo: v.string(), nome: v.string() })),
    }),
  ),
  bens: v.nullable(
    v.array(
      v.tuple([
        v.string(),
        v.number(),
        v.string(),
        v.nullable(v.string()),
        v.nullable(v.string()),
        v.string(),
      ]),
    ),
  ),
});
export type PacoteContagem = v.InferOutput<typeof PacoteContagemSchema>;

/** A reading's photo is sent to /patrimonio/inventario/{id}/contagens/{contagemId}/foto. */
export const FotoLeituraParamsSchema = v.object({ id: UuidSchema, contagemId: UuidSchema });

/**
 * What a campaign's comparison finds (docs/domain.md, "Inventário"): an asset of the unit never read
 * (`nao_encontrado`); an asset read in another place than its register says, inside the unit or from
 * outside it (`outro_local`); a reading that names no asset of the client (`desconhecida`); an asset read
 * in another state of conservation than registered (`estado_diferente`); an asset found with no label
 * (`sem_etiqueta`), and a third party's asset found in the unit (`terceiro`), both listed apart.
 */
export const TIPOS_DIVERGENCIA = [
  'nao_encontrado',
  'outro_local',
  'desconhecida',
  'estado_diferente',
  'sem_etiqueta',
  'terceiro',
] as const;
export type TipoDivergencia = (typeof TIPOS_DIVERGENCIA)[number];
export const TIPO_DIVERGENCIA_LABELS: Record<TipoDivergencia, string> = {
  nao_encontrado: 'Não encontrado',
  outro_local: 'Encontrado em outro local',
  desconhecida: 'Leitura desconhecida',
  estado_diferente: 'Estado de conservação diferente',
  sem_etiqueta: 'Bem sem etiqueta',
  terceiro: 'Bem de terceiro',
};

/**
 * A line of the analytic inventory: a divergence, an asset the two counts of a recounted place disagree
 * on and the president has not yet decided (`empate`, decision 070: never stored, the closing waits for
 * it), or an asset read where the register has it.
 */
export const TIPOS_LINHA_INVENTARIO = [...TIPOS_DIVERGENCIA, 'empate', 'conforme'] as const;
export type TipoLinhaInventario = (typeof TIPOS_LINHA_INVENTARIO)[number];
export const TIPO_LINHA_INVENTARIO_LABELS: Record<TipoLinhaInventario, string> = {
  ...TIPO_DIVERGENCIA_LABELS,
  empate: 'Empate entre contagens',
  conforme: 'Encontrado no lugar',
};

export const DivergenciaListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  tipo: v.optional(
    v.picklist(
      TIPOS_LINHA_INVENTARIO,
      'Tipo inválido: use nao_encontrado, outro_local, desconhecida, estado_diferente, sem_etiqueta, terceiro, empate ou conforme.',
    ),
  ),
  /**
   * With every kind (no `tipo`): also the assets found where the register has them, so the list is the
   * unit's analytic inventory (each asset and what the count found) and not only what diverges.
   */
  conformes: v.optional(
    v.pipe(
      v.picklist(['true', 'false'] as const, 'conformes: use true ou false.'),
      v.transform((x) => x === 'true'),
    ),
  ),
});
export type DivergenciaListQuery = v.InferOutput<typeof DivergenciaListQuerySchema>;

const LugarSchema = v.object({ setor: v.nullable(NamedRefSchema), sala: v.nullable(SalaRefSchema) });

export const DivergenciaSchema = v.object({
  tipo: v.picklist(TIPOS_LINHA_INVENTARIO),
  bem: v.nullable(v.object({ id: v.string(), CodigoBEM: v.number(), descricao: v.string() })),
  /** What was read (the desconhecida's text; the last reading of the asset otherwise; null when not read). */
  leitura: v.nullable(v.string()),
  /** Where the register has the asset, and where it was read (null when not read). */
  registrado: v.nullable(LugarSchema),
  lido: v.nullable(LugarSchema),
  estado_registrado: v.nullable(v.string()),
  estado_lido: v.nullable(v.string()),
  contado_em: v.nullable(v.string()),
  /** The counter's note (an unlabeled asset's description) and the reading's photo (a file id), if any. */
  observacao: v.nullable(v.string()),
  foto_id: v.nullable(v.string()),
});
export type Divergencia = v.InferOutput<typeof DivergenciaSchema>;

export const DivergenciaPageSchema = v.object({
  ...pageOf(DivergenciaSchema).entries,
  /** The whole campaign's figures, whatever the page and the filter. */
  resumo: v.object({
    esperados: v.number(),
    encontrados: v.number(),
    nao_encontrado: v.number(),
    outro_local: v.number(),
    desconhecida: v.number(),
    estado_diferente: v.number(),
    sem_etiqueta: v.number(),
    terceiro: v.number(),
    empate: v.number(),
    conforme: v.number(),
  }),
});
export type DivergenciaPage = v.InferOutput<typeof DivergenciaPageSchema>;

/** Where a line of the comparison places an asset: "Almoxarifado · Sala 12 (S-12)", the setor alone, or null. */
export const lugarInventarioTexto = (l: Divergencia['lido']): string | null =>
  l
    ? [l.setor?.name, l.sala ? `${l.sala.nome} (${l.sala.codigo})` : null].filter(Boolean).join(' · ') || null
    : null;

/** A state of conservation in words (the code itself when unknown), or null. */
export const estadoConservacaoTexto = (code: string | null): string | null =>
  code ? (ESTADO_LABELS[code as EstadoConservacao] ?? code) : null;
