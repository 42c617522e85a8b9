import {
  type Bem,
  type BemUtils,
  type COMBUSTIVEIS,
  type CreateBemBody,
  CreateBemBodySchema,
  type EstadoConservacao,
  formatCep,
  MONEY_PATTERN,
  moneyToCents,
  SITUACOES_EDITAVEIS,
  type TIPOS_VEICULO,
  type TipoBem,
  type UpdateBemBody,
  UpdateBemBodySchema,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import dayjs, { type Dayjs } from 'dayjs';
import * as v from 'valibot';

/**
 * The asset form (the fields of docs/domain.md "Bens e categorias", in sections) and its way to the API: dates as dayjs in the pickers
 * and "YYYY-MM-DD" in the body, money as the API's exact strings all along, the vehicle record of a
 * movable asset and the location record of a property saved with the asset.
 */

export type VeiculoFormValues = {
  tipo?: (typeof TIPOS_VEICULO)[number];
  placa?: string | null;
  renavam?: string | null;
  chassi?: string | null;
  marca?: string | null;
  modelo?: string | null;
  ano_fabricacao?: number | null;
  ano_modelo?: number | null;
  cor?: string | null;
  combustivel?: (typeof COMBUSTIVEIS)[number] | null;
  odometro?: number | null;
  horimetro?: number | null;
};

export type LocalizacaoFormValues = {
  descricao?: string | null;
  endereco?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  cep?: string | null;
  municipio?: string | null;
  uf?: string | null;
  matricula?: string | null;
  cartorio?: string | null;
  inscricao_imobiliaria?: string | null;
  /** As typed: "1.234,56" or "1234.56". */
  area_terreno?: string | null;
  area_construida?: string | null;
  latitude?: string | null;
  longitude?: string | null;
};

export type BemFormValues = {
  CodigoBEM?: number | null;
  descricao?: string;
  especificacao?: string | null;
  tipo?: TipoBem;
  categoria_id?: string;
  situacao?: string;
  estado_conservacao?: EstadoConservacao;
  TipoIncorporacao?: number;
  ncm_id?: string | null;
  fornecedor_id?: string | null;
  data_aquisicao?: Dayjs | null;
  data_incorporacao?: Dayjs | null;
  data_inicio_uso?: Dayjs | null;
  valor_aquisicao?: string;
  valor_residual?: string;
  vida_util_meses?: number | null;
  depreciavel?: boolean;
  /** An intangível of indefinite useful life: never amortized, tested for impairment every year (decision 071). */
  vida_util_indefinida?: boolean;
  /** Depreciation the old system accumulated before the implantação month; empty: the first run computes it. */
  saldo_implantacao?: string | null;
  conta_contabil?: string;
  secretaria_id?: string;
  setor_id?: string | null;
  /** The sala of the setor where the asset sits (decision 063). */
  sala_id?: string | null;
  responsavel?: string | null;
  nota_fiscal_numero?: string | null;
  nota_fiscal_serie?: string | null;
  nota_fiscal_chave?: string | null;
  empenho?: string | null;
  numero_serie?: string | null;
  marca?: string | null;
  modelo?: string | null;
  observacoes?: string | null;
  /** A movable asset that is a vehicle or a piece of equipment keeps its record (docs/domain.md, "Bens e categorias"). */
  tem_veiculo?: boolean;
  veiculo?: VeiculoFormValues;
  /** A property keeps its location record. */
  tem_localizacao?: boolean;
  localizacao?: LocalizacaoFormValues;
};

/** `proposto`: the code the form proposed (the client's next); left as proposed, the server's sequence picks it. */
export type BemFormMode = { kind: 'create'; proposto?: number } | { kind: 'edit'; bem: Bem };

const API_DATE = 'YYYY-MM-DD';
const toApiDate = (value: Dayjs | null | undefined) => (value ? value.format(API_DATE) : undefined);
const fromApiDate = (value: string | null | undefined) => (value ? dayjs(value, API_DATE) : null);

/** A new asset: the client's next code, today as the acquisition date, in use, new. */
export function newBemValues(utils: BemUtils, today: Dayjs = dayjs()): BemFormValues {
  return {
    CodigoBEM: utils.proximoCodigo,
    tipo: 'movel',
    situacao: 'em_uso',
    estado_conservacao: 'novo',
    TipoIncorporacao: utils.tiposIncorporacao[0]?.id,
    data_aquisicao: today.startOf('day'),
    depreciavel: true,
    tem_veiculo: false,
    tem_localizacao: false,
    veiculo: { tipo: 'veiculo' },
  };
}

/** A stored asset as the form shows it. */
export function bemToValues(bem: Bem): BemFormValues {
  const { veiculo, localizacao } = bem;
  return {
    CodigoBEM: bem.CodigoBEM,
    descricao: bem.descricao,
    especificacao: bem.especificacao,
    tipo: bem.tipo,
    categoria_id: bem.categoria_id,
    situacao: bem.situacao,
    estado_conservacao: bem.estado_conservacao,
    TipoIncorporacao: bem.TipoIncorporacao,
    ncm_id: bem.ncm_id,
    fornecedor_id: bem.fornecedor_id,
    data_aquisicao: fromApiDate(bem.data_aquisicao),
    data_incorporacao: fromApiDate(bem.data_incorporacao),
    data_inicio_uso: fromApiDate(bem.data_inicio_uso),
    valor_aquisicao: bem.valor_aquisicao,
    valor_residual: bem.valor_residual,
    vida_util_meses: bem.vida_util_meses,
    depreciavel: bem.depreciavel,
    vida_util_indefinida: bem.vida_util_indefinida,
    saldo_implantacao: bem.saldo_implantacao,
    conta_contabil: bem.conta_contabil,
    secretaria_id: bem.secretaria_id,
    setor_id: bem.setor_id,
    sala_id: bem.sala_id,
    responsavel: bem.responsavel,
    nota_fiscal_numero: bem.nota_fiscal_numero,
    nota_fiscal_serie: bem.nota_fiscal_serie,
    nota_fiscal_chave: bem.nota_fiscal_chave,
    empenho: bem.empenho,
    numero_serie: bem.numero_serie,
    marca: bem.marca,
    modelo: bem.modelo,
    observacoes: bem.observacoes,
    tem_veiculo: veiculo !== null,
    veiculo: veiculo
      ? {
          tipo: veiculo.tipo,
          placa: veiculo.placa,
          renavam: veiculo.renavam,
          chassi: veiculo.chassi,
          marca: veiculo.marca,
          modelo: veiculo.modelo,
          ano_fabricacao: veiculo.ano_fabricacao,
          ano_modelo: veiculo.ano_modelo,
          cor: veiculo.cor,
          combustivel: veiculo.combustivel as VeiculoFormValues['combustivel'],
          odometro: veiculo.odometro,
          horimetro: veiculo.horimetro,
        }
      : { tipo: 'veiculo' },
    tem_localizacao: localizacao !== null,
    localizacao: localizacao
      ? {
          descricao: localizacao.descricao,
          endereco: localizacao.endereco,
          numero: localizacao.numero,
          complemento: localizacao.complemento,
          bairro: localizacao.bairro,
          cep: localizacao.cep ? formatCep(localizacao.cep) : null,
          municipio: localizacao.municipio,
          uf: localizacao.uf,
          matricula: localizacao.matricula,
          cartorio: localizacao.cartorio,
          inscricao_imobiliaria: localizacao.inscricao_imobiliaria,
          area_terreno: localizacao.area_terreno,
          area_construida: localizacao.area_construida,
          latitude: localizacao.latitude,
          longitude: localizacao.longitude,
        }
      : undefined,
  };
}

/** What a category proposes for the asset (docs/domain.md, "Depreciação"): useful life, depreciable, PCASP account. */
export function categoriaDefaults(categoria: BemUtils['categorias'][number]): Partial<BemFormValues> {
  return {
    vida_util_meses: categoria.vida_util_anos * 12,
    depreciavel: categoria.depreciavel,
    conta_contabil: categoria.conta_contabil,
  };
}

/**
 * A decimal typed the Brazilian way ("1.234,56", "-23,5505") as the API's dotted text; text without a
 * comma is left as typed ("1234.56"), so the shared schema judges it.
 */
export function decimalText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  return text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
}

const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value;

function veiculoBody(values: VeiculoFormValues) {
  return {
    tipo: values.tipo,
    placa: emptyToNull(values.placa),
    renavam: emptyToNull(values.renavam),
    chassi: emptyToNull(values.chassi),
    marca: emptyToNull(values.marca),
    modelo: emptyToNull(values.modelo),
    ano_fabricacao: values.ano_fabricacao ?? null,
    ano_modelo: values.ano_modelo ?? null,
    cor: emptyToNull(values.cor),
    combustivel: values.combustivel ?? null,
    odometro: values.odometro ?? null,
    horimetro: values.horimetro ?? null,
  };
}

function localizacaoBody(values: LocalizacaoFormValues) {
  return {
    descricao: values.descricao ?? '',
    endereco: emptyToNull(values.endereco),
    numero: emptyToNull(values.numero),
    complemento: emptyToNull(values.complemento),
    bairro: emptyToNull(values.bairro),
    cep: emptyToNull(values.cep),
    municipio: emptyToNull(values.municipio),
    uf: emptyToNull(values.uf),
    matricula: emptyToNull(values.matricula),
    cartorio: emptyToNull(values.cartorio),
    inscricao_imobiliaria: emptyToNull(values.inscricao_imobiliaria),
    area_terreno: decimalText(values.area_terreno),
    area_construida: decimalText(values.area_construida),
    latitude: decimalText(values.latitude),
    longitude: decimalText(values.longitude),
  };
}

const RESIDUAL_TOO_HIGH = 'O valor residual não pode ser maior que o valor de aquisição.';

/**
 * The form's values as the body of POST .../create or PUT .../{id}, or the issues to show under the
 * fields (paths as the API names them, `veiculo.placa` for nested ones).
 *
 * Editing: the code is on the plaqueta and never changes; secretaria, setor and responsável change only
 * through movements, so the stored ones are sent back; a situação other than em uso/ocioso (cedido, em
 * manutenção) is left to its movement. An empty optional field is sent as null, which clears it.
 */
export function toBemBody(
  values: BemFormValues,
  mode: BemFormMode,
): { body: CreateBemBody | UpdateBemBody } | { issues: Issue[] } {
  const editing = mode.kind === 'edit' ? mode.bem : null;
  const situacao =
    values.situacao && (SITUACOES_EDITAVEIS as readonly string[]).includes(values.situacao)
      ? values.situacao
      : undefined;
  const raw: Record<string, unknown> = {
    // The proposed code is only a preview of the sequence: sending it would turn a simultaneous creation
    // by someone else into a conflict instead of the next free code.
    CodigoBEM:
      editing || (mode.kind === 'create' && values.CodigoBEM === mode.proposto)
        ? undefined
        : (values.CodigoBEM ?? undefined),
    descricao: values.descricao ?? '',
    especificacao: emptyToNull(values.especificacao),
    categoria_id: values.categoria_id ?? '',
    tipo: values.tipo,
    situacao:
      editing && !(SITUACOES_EDITAVEIS as readonly string[]).includes(editing.situacao)
        ? undefined
        : situacao,
    estado_conservacao: values.estado_conservacao,
    TipoIncorporacao: values.TipoIncorporacao,
    data_aquisicao: toApiDate(values.data_aquisicao) ?? '',
    data_incorporacao: toApiDate(values.data_incorporacao),
    data_inicio_uso: toApiDate(values.data_inicio_uso) ?? null,
    valor_aquisicao: values.valor_aquisicao ?? '',
    valor_residual: values.valor_residual || undefined,
    vida_util_meses: values.vida_util_meses ?? undefined,
    depreciavel: values.depreciavel,
    // Only an intangível has an indefinite life: a switch left on before the kind changed is not sent.
    vida_util_indefinida: values.tipo === 'intangivel' && (values.vida_util_indefinida ?? false),
    saldo_implantacao: values.saldo_implantacao || null,
    conta_contabil: values.conta_contabil?.trim() || undefined,
    fornecedor_id: values.fornecedor_id ?? null,
    ncm_id: values.ncm_id ?? null,
    nota_fiscal_numero: emptyToNull(values.nota_fiscal_numero),
    nota_fiscal_serie: emptyToNull(values.nota_fiscal_serie),
    nota_fiscal_chave: emptyToNull(values.nota_fiscal_chave),
    empenho: emptyToNull(values.empenho),
    secretaria_id: editing ? editing.secretaria_id : (values.secretaria_id ?? ''),
    setor_id: editing ? editing.setor_id : (values.setor_id ?? null),
    // The sala changes in the form, within the setor (a new setor is a transfer, which clears it).
    sala_id: values.sala_id ?? null,
    responsavel: editing ? editing.responsavel : emptyToNull(values.responsavel),
    numero_serie: emptyToNull(values.numero_serie),
    marca: emptyToNull(values.marca),
    modelo: emptyToNull(values.modelo),
    observacoes: emptyToNull(values.observacoes),
    veiculo: values.tipo === 'movel' && values.tem_veiculo ? veiculoBody(values.veiculo ?? {}) : undefined,
    localizacao:
      values.tipo === 'imovel' && values.tem_localizacao
        ? localizacaoBody(values.localizacao ?? {})
        : undefined,
  };
  if (editing) raw.id = editing.id;
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];

  const parsed = editing ? v.safeParse(UpdateBemBodySchema, raw) : v.safeParse(CreateBemBodySchema, raw);
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  const body = parsed.output;
  const residual = body.valor_residual ?? (editing ? editing.valor_residual : undefined);
  if (
    residual !== undefined &&
    MONEY_PATTERN.test(residual) &&
    moneyToCents(residual) > moneyToCents(body.valor_aquisicao)
  ) {
    return { issues: [{ path: 'valor_residual', message: RESIDUAL_TOO_HIGH }] };
  }
  return { body };
}

/** Whether a stored asset can still be edited (a baixado one only accepts the estorno of its baixa). */
export const isEditable = (bem: Bem) => bem.situacao !== 'baixado';
