import * as v from 'valibot';
import { UuidSchema } from './common.js';
import { SITUACAO_OBRA_LABELS, type SituacaoObra } from './obras.js';
import { ClienteQuerySchema } from './patrimonio-common.js';
import { FORNECEDOR_OPTIONAL_FIELDS } from './patrimonio-fornecedores.js';
import { VEICULO_FIELD_LABELS, VEICULO_OPTIONAL_FIELDS } from './patrimonio-registros.js';

/**
 * Implantação (docs/domain.md, "Implantação"): a client's old asset register brought in from a CSV or
 * XLSX file, through upload, column mapping, dry run and commit as a job. The fields a column can be
 * mapped to are the asset form's (`CreateBemBodySchema` validates each row), plus the opening balances
 * at the cut-over and the row's source key.
 */

/**
 * An imóvel's location (`CreateLocalizacaoBodySchema` validates it; its description is the asset's): optional
 * fields of the asset import, written as the asset's `localizacoes_imoveis` record (decision 064).
 */
export const CAMPOS_LOCALIZACAO_IMPLANTACAO = [
  'endereco_imovel',
  'numero',
  'complemento',
  'bairro',
  'cep',
  'municipio',
  'uf',
  'matricula',
  'cartorio',
  'inscricao_imobiliaria',
  'area_terreno',
  'area_construida',
  'latitude',
  'longitude',
] as const;

export const CAMPOS_IMPLANTACAO = [
  'chave_origem',
  'codigo',
  'descricao',
  'especificacao',
  'tipo',
  'categoria',
  'estado_conservacao',
  'data_aquisicao',
  'data_inicio_uso',
  'data_incorporacao',
  'valor_aquisicao',
  'valor_residual',
  'depreciacao_acumulada',
  'vida_util_restante',
  'conta_contabil',
  'depreciavel',
  'fornecedor',
  'fornecedor_nome',
  'secretaria',
  'setor',
  'secretaria_setor',
  'responsavel',
  'numero_serie',
  'marca',
  'modelo',
  'nota_fiscal_numero',
  'nota_fiscal_serie',
  'nota_fiscal_chave',
  'empenho',
  'ncm',
  'observacoes',
  ...CAMPOS_LOCALIZACAO_IMPLANTACAO,
] as const;

/**
 * The registers an import brings in (decision 064): each is one definition on the API (fields, how a
 * row becomes a record, its source key, the batch write and the undo) over the same pipeline.
 */
export const TIPOS_IMPLANTACAO = ['bens', 'fornecedores', 'veiculos', 'ncm', 'obras'] as const;
export type TipoImplantacao = (typeof TIPOS_IMPLANTACAO)[number];
export const TIPO_IMPLANTACAO_LABELS: Record<TipoImplantacao, string> = {
  bens: 'Bens móveis e imóveis',
  fornecedores: 'Fornecedores',
  veiculos: 'Veículos e equipamentos',
  ncm: 'Referências NCM',
  obras: 'Obras',
};

/** The supplier form's fields (`CreateFornecedorBodySchema` validates each row); the CPF/CNPJ is the row's key. */
export const CAMPOS_FORNECEDOR_IMPLANTACAO = [
  'cpf_cnpj',
  'razao_social',
  'tipo_pessoa',
  ...FORNECEDOR_OPTIONAL_FIELDS,
] as const;

/**
 * The vehicle form's fields (`CreateVeiculoBodySchema` validates each row); the vehicle belongs to an
 * asset, which the row names by its número ("Número do patrimônio"). The plate, chassi or RENAVAM is the
 * row's key.
 */
export const CAMPOS_VEICULO_IMPLANTACAO = ['codigo', 'tipo_veiculo', ...VEICULO_OPTIONAL_FIELDS] as const;

/**
 * The NCM table as published (code with or without dots, description); the code is the row's key. The
 * category (by its name in the client's register) is the NCM form's too, and this system's export has it.
 */
export const CAMPOS_NCM_IMPLANTACAO = ['codigo_ncm', 'descricao', 'taxa_depreciacao', 'categoria'] as const;

/**
 * A work's CNO (Cadastro Nacional de Obras) brought in with it: the CNO form's fields
 * (`CreateCnoBodySchema` validates them when the row has any), written as the work's CNO record.
 */
export const CAMPOS_CNO_IMPLANTACAO = [
  'cno',
  'cno_data_registro',
  'cno_categoria',
  'cno_destinacao',
  'cno_area',
  'cno_unidade',
  'cno_responsavel_documento',
  'cno_responsavel_nome',
  'cno_responsavel_qualificacao',
  'cno_situacao',
] as const;

/**
 * The work form's fields (`CreateObraBodySchema` validates each row); the work's número is the row's key.
 * The secretaria is named by its name and the contratada by its CNPJ (the suppliers' register); the
 * situação is the file's own word, turned into a SICOM situação by the map the user confirms
 * (`Mapeamento.situacoes`).
 */
export const CAMPOS_OBRA_IMPLANTACAO = [
  'numero',
  'objeto',
  'tipo_obra',
  'secretaria',
  'contrato_numero',
  'fornecedor',
  'valor_contratado',
  'data_inicio',
  'prazo_dias',
  'previsao_conclusao',
  'fonte_recursos',
  'cep',
  'endereco',
  'bairro',
  'cidade',
  'uf',
  'situacao_obra',
  'situacao_data',
  'latitude',
  'longitude',
  ...CAMPOS_CNO_IMPLANTACAO,
] as const;

/**
 * The situações an imported work may take (docs/domain.md, "Implantação"; decision 069). A work received
 * (6, 7) is received here only by its recebimento with the signed termo (decision 057): an old system's
 * "recebida" imports as 5, concluded and not received, and its receipt is then registered on the work.
 */
export const SITUACOES_OBRA_IMPORTAVEIS = [1, 2, 3, 4, 5, 8] as const satisfies readonly SituacaoObra[];
export type SituacaoObraImportavel = (typeof SITUACOES_OBRA_IMPORTAVEIS)[number];

const semAcento = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** How a file's word for a situação is compared (without case, accents, spaces or punctuation). */
export const chaveSituacao = semAcento;

/**
 * The SICOM situação suggested for a file's word ("EM ANDAMENTO" → 2, "Paralisada" → 4, "CONCLUIDA" →
 * 5), or null when none fits: the user confirms or changes each one in the mapping step.
 */
export function sugerirSituacaoObra(valor: string): SituacaoObraImportavel | null {
  const t = semAcento(valor);
  if (!t) return null;
  if (/^\d$/.test(t)) {
    const n = Number(t);
    if (n === 6 || n === 7) return 5;
    return (SITUACOES_OBRA_IMPORTAVEIS as readonly number[]).includes(n)
      ? (n as SituacaoObraImportavel)
      : null;
  }
  for (const [codigo, rotulo] of Object.entries(SITUACAO_OBRA_LABELS))
    if (semAcento(rotulo) === t)
      return Number(codigo) === 6 || Number(codigo) === 7 ? 5 : (Number(codigo) as SituacaoObraImportavel);
  if (t.includes('rescis') || t.includes('rescind')) return 3;
  if (t.includes('reinici') || t.includes('retomad')) return 8;
  if (t.includes('paralis') || t.includes('suspens') || t.includes('interromp')) return 4;
  if (
    t.includes('recebid') ||
    t.includes('conclu') ||
    t.includes('finaliz') ||
    t.includes('encerrad') ||
    t.includes('terminad') ||
    t.includes('entregue')
  )
    return 5;
  if (
    t.includes('naoinici') ||
    t.includes('aguard') ||
    t.includes('planej') ||
    t.includes('licita') ||
    t.includes('projeto') ||
    t.includes('ainiciar')
  )
    return 1;
  if (
    t.includes('andamento') ||
    t.includes('execu') ||
    t.includes('inici') ||
    t.includes('curso') ||
    t.includes('ativa')
  )
    return 2;
  return null;
}

/** Whether a file's word names a received work (imported as 5, its receipt to be registered). */
export const pareceRecebida = (valor: string) =>
  /recebid|entregue/.test(semAcento(valor)) && !/naorecebid/.test(semAcento(valor));

/** Every field a column can be mapped to, of any kind. */
export const TODOS_CAMPOS_IMPLANTACAO = [
  ...new Set([
    ...CAMPOS_IMPLANTACAO,
    ...CAMPOS_FORNECEDOR_IMPLANTACAO,
    ...CAMPOS_VEICULO_IMPLANTACAO,
    ...CAMPOS_NCM_IMPLANTACAO,
    ...CAMPOS_OBRA_IMPLANTACAO,
  ]),
] as CampoImplantacao[];
type CampoBem = (typeof CAMPOS_IMPLANTACAO)[number];
type CampoFornecedor = (typeof CAMPOS_FORNECEDOR_IMPLANTACAO)[number];
type CampoVeiculo = (typeof CAMPOS_VEICULO_IMPLANTACAO)[number];
type CampoNcm = (typeof CAMPOS_NCM_IMPLANTACAO)[number];
type CampoObra = (typeof CAMPOS_OBRA_IMPLANTACAO)[number];
export type CampoImplantacao = CampoBem | CampoFornecedor | CampoVeiculo | CampoNcm | CampoObra;

export const CAMPOS_POR_TIPO: Record<TipoImplantacao, readonly CampoImplantacao[]> = {
  bens: CAMPOS_IMPLANTACAO,
  fornecedores: CAMPOS_FORNECEDOR_IMPLANTACAO,
  veiculos: CAMPOS_VEICULO_IMPLANTACAO,
  ncm: CAMPOS_NCM_IMPLANTACAO,
  obras: CAMPOS_OBRA_IMPLANTACAO,
};

export const CAMPO_IMPLANTACAO_LABELS: Record<CampoImplantacao, string> = {
  cpf_cnpj: 'CPF/CNPJ',
  razao_social: 'Razão social (ou nome)',
  tipo_pessoa: 'Tipo de pessoa (F ou J)',
  nome_fantasia: 'Nome fantasia',
  inscricao_estadual: 'Inscrição estadual',
  inscricao_municipal: 'Inscrição municipal',
  email: 'E-mail',
  telefone: 'Telefone',
  celular: 'Celular',
  contato: 'Contato',
  cep: 'CEP',
  endereco: 'Endereço',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  chave_origem: 'Código no sistema antigo',
  codigo: 'Número do patrimônio',
  descricao: 'Descrição',
  especificacao: 'Especificação',
  tipo: 'Tipo (móvel, imóvel, intangível)',
  categoria: 'Categoria',
  estado_conservacao: 'Estado de conservação',
  data_aquisicao: 'Data de aquisição',
  data_inicio_uso: 'Data de início de uso',
  valor_aquisicao: 'Valor de aquisição',
  valor_residual: 'Valor residual',
  depreciacao_acumulada: 'Depreciação acumulada na implantação',
  vida_util_restante: 'Vida útil restante (meses)',
  conta_contabil: 'Conta contábil (PCASP)',
  fornecedor: 'Fornecedor (CPF/CNPJ)',
  fornecedor_nome: 'Fornecedor (nome ou razão social)',
  secretaria: 'Secretaria',
  setor: 'Setor',
  secretaria_setor: 'Secretaria / Setor (numa coluna)',
  responsavel: 'Responsável',
  numero_serie: 'Número de série',
  marca: 'Marca',
  modelo: 'Modelo',
  nota_fiscal_numero: 'Número da nota fiscal',
  nota_fiscal_serie: 'Série da nota fiscal',
  nota_fiscal_chave: 'Chave de acesso da nota fiscal',
  data_incorporacao: 'Data de incorporação',
  depreciavel: 'Depreciável (sim ou não)',
  ncm: 'NCM (código)',
  empenho: 'Empenho',
  observacoes: 'Observações',
  tipo_veiculo: 'Tipo (veículo ou equipamento)',
  ...VEICULO_FIELD_LABELS,
  codigo_ncm: 'Código NCM',
  taxa_depreciacao: 'Taxa anual de depreciação (%)',
  objeto: 'Objeto',
  tipo_obra: 'Tipo de obra',
  contrato_numero: 'Número do contrato',
  valor_contratado: 'Valor contratado',
  data_inicio: 'Data de início',
  prazo_dias: 'Prazo (dias)',
  previsao_conclusao: 'Previsão de conclusão',
  fonte_recursos: 'Fonte de recursos',
  latitude: 'Latitude',
  longitude: 'Longitude',
  situacao_obra: 'Situação',
  situacao_data: 'Data da situação',
  cno: 'CNO (número)',
  cno_data_registro: 'Data de registro do CNO',
  cno_categoria: 'Categoria do CNO',
  cno_destinacao: 'Destinação do CNO',
  cno_area: 'Área do CNO',
  cno_unidade: 'Unidade da área do CNO',
  cno_responsavel_documento: 'CPF/CNPJ do responsável pelo CNO',
  cno_responsavel_nome: 'Responsável pelo CNO',
  cno_responsavel_qualificacao: 'Qualificação do responsável pelo CNO',
  cno_situacao: 'Situação do CNO',
  endereco_imovel: 'Endereço do imóvel',
  municipio: 'Município',
  matricula: 'Matrícula',
  cartorio: 'Cartório',
  inscricao_imobiliaria: 'Inscrição imobiliária',
  area_terreno: 'Área do terreno (m²)',
  area_construida: 'Área construída (m²)',
};

/** Fields every row needs, from a column or a fixed value (secretaria may come from "Secretaria / Setor"). */
export const CAMPOS_IMPLANTACAO_OBRIGATORIOS: readonly CampoImplantacao[] = [
  'chave_origem',
  'descricao',
  'categoria',
  'data_aquisicao',
  'valor_aquisicao',
  'secretaria',
];
export const OBRIGATORIOS_POR_TIPO: Record<TipoImplantacao, readonly CampoImplantacao[]> = {
  bens: CAMPOS_IMPLANTACAO_OBRIGATORIOS,
  fornecedores: ['cpf_cnpj', 'razao_social'],
  veiculos: ['codigo', 'tipo_veiculo'],
  ncm: ['codigo_ncm', 'descricao'],
  obras: ['numero', 'objeto', 'tipo_obra', 'secretaria', 'valor_contratado'],
};

const texto = (max: number, mensagem: string) =>
  v.nullish(v.pipe(v.string(mensagem), v.trim(), v.maxLength(max, mensagem)));

/** One field's source: a column of the file (by its header) or a fixed value for every row. */
export const OrigemCampoSchema = v.object({
  coluna: texto(255, 'Coluna inválida.'),
  fixo: texto(255, 'Valor fixo inválido: até 255 caracteres.'),
});
export type OrigemCampo = v.InferOutput<typeof OrigemCampoSchema>;

export const MapeamentoSchema = v.object({
  campos: v.record(v.picklist(TODOS_CAMPOS_IMPLANTACAO, 'Campo de destino desconhecido.'), OrigemCampoSchema),
  /** Code in the file → category (the "código → categoria" table); without it the name is matched. */
  categorias: v.optional(v.record(v.pipe(v.string(), v.maxLength(60)), UuidSchema), {}),
  /**
   * Works: the file's word for a situação → the SICOM situação the user confirmed (the keys as the file
   * writes them, compared by `chaveSituacao`). A word left out refuses its rows in the dry run.
   */
  situacoes: v.optional(
    v.record(
      v.pipe(v.string(), v.maxLength(120, 'Situação do arquivo com mais de 120 caracteres.')),
      v.picklist(
        SITUACOES_OBRA_IMPORTAVEIS,
        'Situação inválida: uma obra recebida entra como concluída e não recebida.',
      ),
    ),
  ),
  /** Separator of the "Secretaria / Setor" column. */
  separador_secretaria_setor: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(3)), '/'),
});
export type Mapeamento = v.InferOutput<typeof MapeamentoSchema>;

/** A mapping's problem: the field it is about and what the user reads. */
export type ProblemaMapeamento = { campo: CampoImplantacao; mensagem: string };

/**
 * What keeps a mapping from being validated, in the order the fields come: a column the file does not have,
 * a column chosen for two fields (the second one named), then a required field without a column or fixed
 * value ("Secretaria / Setor" stands for Secretaria). The API refuses the first (400 on
 * `mapeamento.campos.<campo>`); the mapping step shows them all beside their fields.
 */
export function problemasDoMapeamento(
  m: Mapeamento,
  cabecalho: readonly string[],
  tipo: TipoImplantacao = 'bens',
): ProblemaMapeamento[] {
  const problemas: ProblemaMapeamento[] = [];
  const usoDe = new Map<string, CampoImplantacao>();
  const doTipo = CAMPOS_POR_TIPO[tipo];
  for (const campo of Object.keys(m.campos) as CampoImplantacao[])
    if (!doTipo.includes(campo) && (m.campos[campo]?.coluna || m.campos[campo]?.fixo))
      problemas.push({
        campo,
        mensagem: `"${CAMPO_IMPLANTACAO_LABELS[campo]}" não é um campo do cadastro de ${TIPO_IMPLANTACAO_LABELS[tipo].toLowerCase()}.`,
      });
  for (const campo of doTipo) {
    const coluna = m.campos[campo]?.coluna;
    if (!coluna) continue;
    const outro = usoDe.get(coluna);
    if (!cabecalho.includes(coluna))
      problemas.push({ campo, mensagem: `A coluna "${coluna}" não existe no arquivo.` });
    else if (outro)
      problemas.push({
        campo,
        mensagem: `A coluna "${coluna}" foi escolhida para dois campos (${CAMPO_IMPLANTACAO_LABELS[outro]} e ${CAMPO_IMPLANTACAO_LABELS[campo]}): escolha uma só.`,
      });
    else usoDe.set(coluna, campo);
  }
  const tem = (campo: CampoImplantacao) => Boolean(m.campos[campo]?.coluna || m.campos[campo]?.fixo);
  for (const campo of OBRIGATORIOS_POR_TIPO[tipo]) {
    if (tem(campo) || (campo === 'secretaria' && tem('secretaria_setor'))) continue;
    problemas.push({
      campo,
      mensagem: `Escolha a coluna (ou um valor fixo) de "${CAMPO_IMPLANTACAO_LABELS[campo]}".`,
    });
  }
  return problemas;
}

export const SITUACOES_IMPLANTACAO = ['enviada', 'validada', 'gravando', 'gravada', 'desfeita'] as const;
export type SituacaoImplantacao = (typeof SITUACOES_IMPLANTACAO)[number];
export const SITUACAO_IMPLANTACAO_LABELS: Record<SituacaoImplantacao, string> = {
  enviada: 'Enviada',
  validada: 'Validada',
  gravando: 'Gravando',
  gravada: 'Gravada',
  desfeita: 'Desfeita',
};

export const ErroLinhaSchema = v.object({ linha: v.number(), campo: v.string(), mensagem: v.string() });
export type ErroLinha = v.InferOutput<typeof ErroLinhaSchema>;

/**
 * What the user allows a dry run and its commit to create when a row names a secretaria, setor or
 * supplier the register does not have (docs/domain.md, "Implantação"); each needs the rule of the
 * register's own screen, which `acoes.criar_*` says.
 */
export const OpcoesImplantacaoSchema = v.object({
  criar_secretarias: v.optional(v.boolean('Valor inválido.'), false),
  criar_setores: v.optional(v.boolean('Valor inválido.'), false),
  criar_fornecedores: v.optional(v.boolean('Valor inválido.'), false),
});
export type OpcoesImplantacao = v.InferOutput<typeof OpcoesImplantacaoSchema>;
export const OPCAO_IMPLANTACAO_LABELS: Record<keyof OpcoesImplantacao, string> = {
  criar_secretarias: 'Criar as secretarias que faltam',
  criar_setores: 'Criar os setores que faltam',
  criar_fornecedores: 'Criar os fornecedores que faltam',
};

/** Registers an import may create, and the names (deduplicated as the register matches them). */
export const NovosSchema = v.object({ quantidade: v.number(), nomes: v.array(v.string()) });
export const CriacoesSchema = v.object({
  secretarias: NovosSchema,
  setores: NovosSchema,
  fornecedores: NovosSchema,
});
export type Criacoes = v.InferOutput<typeof CriacoesSchema>;

export const SituacaoDoArquivoSchema = v.object({
  valor: v.string(),
  linhas: v.number(),
  sugestao: v.nullable(v.picklist(SITUACOES_OBRA_IMPORTAVEIS)),
  confirmada: v.nullable(v.picklist(SITUACOES_OBRA_IMPORTAVEIS)),
  /** A received work in the old system: it imports as 5 and its receipt is registered with its termo. */
  aviso: v.nullable(v.string()),
});
export type SituacaoDoArquivo = v.InferOutput<typeof SituacaoDoArquivoSchema>;

export const ResumoImplantacaoSchema = v.object({
  total: v.number(),
  validas: v.number(),
  com_erro: v.number(),
  /** Rows whose source key is already in the register (a file run again): never written twice. */
  ja_importadas: v.number(),
  gravadas: v.number(),
  /** The first errors (the whole list is the errors CSV). */
  erros: v.array(ErroLinhaSchema),
  /** Dry run with creation allowed: the first "Será criada a secretaria 'X'" notices, one per new name. */
  avisos: v.optional(v.array(ErroLinhaSchema)),
  /** Dry run: what the commit will create (first 200 names of each); after the commit, what it created. */
  criar: v.optional(CriacoesSchema),
  criados: v.optional(CriacoesSchema),
  /**
   * Works: the distinct words of the file's situação column (first 100), with the rows that use each,
   * the situação suggested and the one confirmed in the mapping (null while not confirmed).
   */
  situacoes: v.optional(v.array(SituacaoDoArquivoSchema)),
});
export type ResumoImplantacao = v.InferOutput<typeof ResumoImplantacaoSchema>;

const acao = v.object({ permitido: v.boolean(), motivo: v.nullable(v.string()) });

export const ImportacaoSchema = v.object({
  id: v.string(),
  /** The register the file brings in. */
  tipo: v.picklist(TIPOS_IMPLANTACAO),
  cliente_id: v.string(),
  nome: v.string(),
  formato: v.picklist(['csv', 'xlsx']),
  tamanho: v.number(),
  situacao: v.picklist(SITUACOES_IMPLANTACAO),
  abas: v.array(v.string()),
  aba: v.nullable(v.string()),
  cabecalho: v.array(v.string()),
  /** The first rows as the file's text, decoded line by line. */
  amostra: v.array(v.array(v.nullable(v.string()))),
  codificacao: v.string(),
  separador: v.nullable(v.string()),
  sugestao: MapeamentoSchema,
  mapeamento: v.nullable(MapeamentoSchema),
  /** The options of the last dry run (what the commit uses). */
  opcoes: OpcoesImplantacaoSchema,
  resumo: v.nullable(ResumoImplantacaoSchema),
  /** The cut-over date (the client's implantação month), yyyy-MM-dd, once known. */
  corte: v.nullable(v.string()),
  trabalho_id: v.nullable(v.string()),
  criado_em: v.string(),
  /** What the caller may do now, computed by the rule the API enforces. */
  acoes: v.object({
    validar: acao,
    gravar: acao,
    desfazer: acao,
    /** Whether the dry run may be asked to create missing secretarias / setores / suppliers (the registers' rules). */
    criar_secretarias: acao,
    criar_setores: acao,
    criar_fornecedores: acao,
  }),
});
export type Importacao = v.InferOutput<typeof ImportacaoSchema>;

export const ImportacaoListSchema = v.object({
  /**
   * The registers the caller may bring in (what the upload offers): each needs the create rule of its own
   * screen, and the upload of another is refused (403) with the same reason.
   */
  tipos: v.array(v.object({ tipo: v.picklist(TIPOS_IMPLANTACAO), ...acao.entries })),
  data: v.array(
    v.object({
      id: v.string(),
      tipo: v.picklist(TIPOS_IMPLANTACAO),
      nome: v.string(),
      formato: v.picklist(['csv', 'xlsx']),
      situacao: v.picklist(SITUACOES_IMPLANTACAO),
      resumo: v.nullable(ResumoImplantacaoSchema),
      criado_em: v.string(),
      /** Who sent the file (the user's name); null when that user is gone. */
      criado_por: v.nullable(v.string()),
    }),
  ),
});

export type ImportacaoResumo = v.InferOutput<typeof ImportacaoListSchema>['data'][number];

/** POST .../upload and GET .../modelos: the client (support) and the register (assets by default). */
export const ImplantacaoTipoQuerySchema = v.object({
  ...ClienteQuerySchema.entries,
  tipo: v.optional(
    v.picklist(
      TIPOS_IMPLANTACAO,
      'Tipo de cadastro inválido: use bens, fornecedores, veiculos, ncm ou obras.',
    ),
    'bens',
  ),
});

export const ImplantacaoQuerySchema = v.object({
  aba: v.optional(v.pipe(v.string(), v.maxLength(255))),
});

export const ValidarImplantacaoBodySchema = v.object({
  aba: v.nullish(v.pipe(v.string('Planilha inválida.'), v.maxLength(255))),
  mapeamento: MapeamentoSchema,
  opcoes: v.optional(OpcoesImplantacaoSchema, {}),
});
export type ValidarImplantacaoBody = v.InferOutput<typeof ValidarImplantacaoBodySchema>;

export const PresetImplantacaoSchema = v.object({
  id: v.nullable(v.string()),
  nome: v.string(),
  /** Shipped with the system (e-Cidade): not editable. */
  padrao: v.boolean(),
  mapeamento: MapeamentoSchema,
});
export const PresetsImplantacaoSchema = v.object({ data: v.array(PresetImplantacaoSchema) });
export const SalvarPresetBodySchema = v.object({
  nome: v.pipe(
    v.string('Informe o nome.'),
    v.trim(),
    v.minLength(1, 'Informe o nome.'),
    v.maxLength(80, 'O nome tem até 80 caracteres.'),
  ),
  mapeamento: MapeamentoSchema,
});
export type SalvarPresetBody = v.InferOutput<typeof SalvarPresetBodySchema>;

/** POST .../gravar: the commit's job, followed in GET /trabalhos/{id}. */
export const GravarImplantacaoSchema = v.object({ trabalho_id: v.string() });
