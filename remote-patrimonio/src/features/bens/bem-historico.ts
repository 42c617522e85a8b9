import { MONEY_PATTERN, VEICULO_FIELD_LABELS } from '@gp/shared-contracts';
import { formatMoney } from '@gp/shared-ui';
import { estadoLabel, situacaoLabel, tipoBemLabel } from '../../components/asset-labels.js';

/** The change history of an asset (audit log) in words: who did what, and each field before and after. */

export const ACTION_LABELS: Record<string, string> = {
  create: 'Cadastro',
  update: 'Alteração',
  movement: 'Movimentação',
  activate: 'Ativação',
  deactivate: 'Inativação',
  delete: 'Exclusão',
};

export const ENTITY_LABELS: Record<string, string> = {
  asset: 'Bem',
  'asset-file': 'Anexo',
  veiculo: 'Veículo ou equipamento',
  localizacao: 'Localização do imóvel',
};

export const FIELD_LABELS: Record<string, string> = {
  CodigoBEM: 'Código',
  descricao: 'Descrição',
  especificacao: 'Especificação',
  categoria: 'Categoria',
  categoria_id: 'Categoria',
  tipo: 'Tipo',
  situacao: 'Situação',
  estado_conservacao: 'Estado de conservação',
  TipoIncorporacao: 'Tipo de incorporação',
  data_aquisicao: 'Data de aquisição',
  data_incorporacao: 'Data de incorporação',
  data_inicio_uso: 'Data de início de uso',
  valor_aquisicao: 'Valor de aquisição',
  valor_residual: 'Valor residual',
  valor_atual: 'Valor atual',
  vida_util_meses: 'Vida útil (meses)',
  depreciavel: 'Depreciável',
  conta_contabil: 'Conta contábil',
  fornecedor: 'Fornecedor',
  fornecedor_id: 'Fornecedor',
  ncm: 'NCM',
  ncm_id: 'NCM',
  nota_fiscal_numero: 'Número da nota fiscal',
  nota_fiscal_serie: 'Série da nota fiscal',
  nota_fiscal_chave: 'Chave da NF-e',
  empenho: 'Empenho',
  secretaria: 'Secretaria',
  secretaria_id: 'Secretaria',
  setor: 'Setor',
  setor_id: 'Setor',
  responsavel: 'Responsável',
  numero_serie: 'Número de série',
  marca: 'Marca',
  modelo: 'Modelo',
  observacoes: 'Observações',
  ...VEICULO_FIELD_LABELS,
  matricula: 'Matrícula',
  cartorio: 'Cartório',
  inscricao_imobiliaria: 'Inscrição imobiliária',
  area_terreno: 'Área do terreno (m²)',
  area_construida: 'Área construída (m²)',
  latitude: 'Latitude',
  longitude: 'Longitude',
  endereco: 'Endereço',
  municipio: 'Município',
  uf: 'UF',
  cep: 'CEP',
  ativo: 'Situação do registro',
  motivo: 'Motivo',
  name: 'Nome do arquivo',
};

const MONEY_FIELDS = new Set(['valor_aquisicao', 'valor_residual', 'valor_atual', 'Valor']);
const DATE_FIELDS = new Set(['data_aquisicao', 'data_incorporacao', 'data_inicio_uso']);

/** Names of the ids a change may carry (secretarias, setores, categorias of the asset's client). */
export type NameLookup = ReadonlyMap<string, string>;

/** One value of a change as the user reads it; an id the lookup knows reads as its name. */
export function describeValue(field: string, value: unknown, names: NameLookup = new Map()): string {
  if (value === null || value === undefined || value === '') return '(vazio)';
  if (typeof value === 'string' && names.has(value)) return names.get(value) ?? value;
  if (typeof value === 'boolean') {
    if (field === 'ativo') return value ? 'Ativo' : 'Inativo';
    return value ? 'Sim' : 'Não';
  }
  if (typeof value === 'string') {
    if (MONEY_FIELDS.has(field) && MONEY_PATTERN.test(value)) return formatMoney(value);
    if (DATE_FIELDS.has(field) && /^\d{4}-\d{2}-\d{2}$/.test(value))
      return value.split('-').reverse().join('/');
    if (field === 'situacao') return situacaoLabel(value);
    if (field === 'estado_conservacao') return estadoLabel(value);
    if (field === 'tipo') return tipoBemLabel(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const named = value as { name?: unknown; nome?: unknown; razao_social?: unknown; codigo?: unknown };
    const name = named.name ?? named.nome ?? named.razao_social ?? named.codigo;
    if (typeof name === 'string') return name;
  }
  return JSON.stringify(value);
}

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** Bookkeeping fields of the audit entries that say nothing to the user. */
const HIDDEN_FIELDS = new Set([
  'id',
  'createdAt',
  'created_at',
  'updatedAt',
  'updated_at',
  'cliente_id',
  'aplicacao_id',
  'bempatrimonial_id',
  'bem',
  'mime',
  'size',
]);

/** The changes of an entry worth showing: a file is its name; an asset's fields without bookkeeping. */
export function visibleChanges<T extends { field: string }>(changes: readonly T[]): T[] {
  return changes.filter((change) => !HIDDEN_FIELDS.has(change.field));
}
export const actionLabel = (action: string, entity: string) =>
  `${ACTION_LABELS[action] ?? action}${entity === 'asset' ? '' : ` · ${ENTITY_LABELS[entity] ?? entity}`}`;
