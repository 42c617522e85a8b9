import {
  type Aceite,
  type Bem,
  type BemListItem,
  type BemUtils,
  completeChaveNfe,
  type Movimentacao,
  type NfeItem,
  type TipoMovimentacao,
  type XmlNota,
} from '@gp/shared-contracts';
import { sessionFor } from '@gp/shared-ui/testing';

/** Data as the API answers it (seed lists of GET /utils/bempatrimonial), for unit and component tests. */

export const CLIENTE = '4305f302-eab1-4fb2-a79a-001a78ce1afe';
export const ADMINISTRACAO = '5a08533a-d733-4c4b-8984-b895c665f9ea';
export const EDUCACAO = '16961c75-c0c0-4e32-93b4-797d41ae13f4';
export const ALMOXARIFADO = 'd5b700d1-ef06-4af4-9983-ce858943a2a5';
export const ESCOLA = '91a968b3-69c8-49b3-899e-864b18c3708f';
export const MOBILIARIO = 'fb8da78e-7dae-4bbb-8882-f1df06e2b246';
export const TERRENOS = '073b1aab-ead6-486d-b1a5-28d5fc711402';
export const VEICULOS = '3e798372-8742-4b1f-83ae-cddbccd91bc3';
export const BEM_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

const tipo = (
  id: number,
  descricao: string,
  efeito: string,
  extra: Partial<TipoMovimentacao> = {},
): TipoMovimentacao => ({
  id,
  descricao,
  efeito,
  situacao_exigida: null,
  situacao_resultante: null,
  exige_destino: false,
  exige_valor: false,
  exige_responsavel: false,
  exige_motivo_baixa: false,
  ...extra,
});

export const TIPOS_MOVIMENTACAO: TipoMovimentacao[] = [
  tipo(1, 'Incorporação', 'incorporacao'),
  tipo(2, 'Transferência de local (secretaria/setor)', 'transferencia', { exige_destino: true }),
  tipo(3, 'Transferência de responsabilidade', 'responsavel', { exige_responsavel: true }),
  tipo(4, 'Baixa', 'baixa', { situacao_resultante: 'baixado', exige_motivo_baixa: true }),
  tipo(5, 'Reavaliação', 'reavaliacao', { exige_valor: true }),
  tipo(6, 'Redução ao valor recuperável', 'reducao', { exige_valor: true }),
  tipo(7, 'Saída por cessão ou empréstimo', 'situacao', { situacao_resultante: 'cedido' }),
  tipo(8, 'Retorno de cessão ou empréstimo', 'situacao', {
    situacao_exigida: 'cedido',
    situacao_resultante: 'em_uso',
  }),
  tipo(9, 'Envio para manutenção', 'situacao', { situacao_resultante: 'em_manutencao' }),
  tipo(10, 'Retorno de manutenção', 'situacao', {
    situacao_exigida: 'em_manutencao',
    situacao_resultante: 'em_uso',
  }),
  tipo(11, 'Estorno', 'estorno'),
];

export const UTILS: BemUtils = {
  cliente_id: CLIENTE,
  proximoCodigo: 42,
  categorias: [
    {
      id: MOBILIARIO,
      nome: 'Mobiliário em geral',
      tipo_bem: 'movel',
      conta_contabil: '1.2.3.1.1.03.03',
      vida_util_anos: 10,
      valor_residual_percentual: '10.00',
      depreciavel: true,
    },
    {
      id: VEICULOS,
      nome: 'Veículos de tração mecânica',
      tipo_bem: 'movel',
      conta_contabil: '1.2.3.1.1.05.03',
      vida_util_anos: 15,
      valor_residual_percentual: '10.00',
      depreciavel: true,
    },
    {
      id: TERRENOS,
      nome: 'Terrenos',
      tipo_bem: 'imovel',
      conta_contabil: '1.2.3.2.1.04.01',
      vida_util_anos: 0,
      valor_residual_percentual: '0.00',
      depreciavel: false,
    },
  ],
  tiposIncorporacao: [
    { id: 1, descricao: 'Compra' },
    { id: 2, descricao: 'Doação' },
  ],
  tiposMovimentacao: TIPOS_MOVIMENTACAO,
  motivosBaixa: [
    { id: 1, descricao: 'Alienação por venda' },
    { id: 5, descricao: 'Extravio' },
  ],
  tipos: [
    { value: 'movel', label: 'Móvel' },
    { value: 'imovel', label: 'Imóvel' },
    { value: 'intangivel', label: 'Intangível' },
  ],
  situacoes: [],
  estados: [],
  secretarias: [
    { id: ADMINISTRACAO, name: 'Secretaria Municipal de Administração' },
    { id: EDUCACAO, name: 'Secretaria Municipal de Educação' },
  ],
  setores: [
    { id: ALMOXARIFADO, name: 'Almoxarifado Central', secretaria_id: ADMINISTRACAO },
    { id: ESCOLA, name: 'Escola Municipal Centro', secretaria_id: EDUCACAO },
  ],
};

export const BEM: Bem = {
  id: BEM_ID,
  cliente_id: CLIENTE,
  CodigoBEM: 7,
  descricao: 'Mesa de escritório em L',
  especificacao: null,
  categoria_id: MOBILIARIO,
  categoria: { id: MOBILIARIO, nome: 'Mobiliário em geral' },
  tipo: 'movel',
  situacao: 'em_uso',
  estado_conservacao: 'bom',
  TipoIncorporacao: 1,
  data_aquisicao: '2024-03-10',
  data_incorporacao: '2024-03-12',
  data_inicio_uso: null,
  valor_aquisicao: '1234.56',
  valor_residual: '123.46',
  valor_atual: '1234.56',
  vida_util_meses: 120,
  depreciavel: true,
  vida_util_indefinida: false,
  saldo_implantacao: null,
  conta_contabil: '1.2.3.1.1.03.03',
  fornecedor_id: null,
  fornecedor: null,
  ncm_id: null,
  ncm: null,
  nota_fiscal_numero: null,
  nota_fiscal_serie: null,
  nota_fiscal_chave: null,
  xml_nota_id: null,
  empenho: null,
  secretaria_id: ADMINISTRACAO,
  secretaria: { id: ADMINISTRACAO, name: 'Secretaria Municipal de Administração' },
  setor_id: ALMOXARIFADO,
  setor: { id: ALMOXARIFADO, name: 'Almoxarifado Central' },
  responsavel: 'João',
  responsavel_id: null,
  sala_id: null,
  numero_serie: null,
  marca: null,
  modelo: null,
  observacoes: null,
  veiculo: null,
  localizacao: null,
  obras: [],
  cautela_vencida: null,
  created_at: '2024-03-12T13:00:00.000Z',
  updated_at: '2024-03-12T13:00:00.000Z',
};

/** The asset as a row of the asset list. */
export const BEM_LIST_ITEM: BemListItem = {
  id: BEM.id,
  cliente_id: BEM.cliente_id,
  CodigoBEM: BEM.CodigoBEM,
  descricao: BEM.descricao,
  tipo: BEM.tipo,
  categoria: BEM.categoria,
  situacao: BEM.situacao,
  estado_conservacao: BEM.estado_conservacao,
  secretaria: BEM.secretaria,
  setor: BEM.setor,
  fornecedor: null,
  data_aquisicao: BEM.data_aquisicao,
  valor_aquisicao: BEM.valor_aquisicao,
  valor_atual: BEM.valor_atual,
};

/** A location of the Prefeitura with hasPatrimonio and the given rules (or support). */
export const patrimonioSession = (rules: string[], isSuporte = false) =>
  sessionFor({ rules, companyId: CLIENTE, permissions: { hasPatrimonio: true, isSuporte } });

export const XML_NOTA_ID = 'a3c1e6f2-5b7d-4e8a-9c0b-1d2e3f4a5b6c';
export const XML_ARQUIVO_ID = 'b4d2f7a3-6c8e-4f9b-8d1c-2e3f4a5b6c7d';
/** 35 SP, 05/2025, the emitter's CNPJ, model 55, series 1, number 1234, normal emission, code 1. */
export const XML_CHAVE = completeChaveNfe('3525051234567800019555001000001234100000001');

const nfeItem = (item: Partial<NfeItem> & Pick<NfeItem, 'numero' | 'descricao'>): NfeItem => ({
  codigo: `P${item.numero}`,
  ncm: null,
  cfop: '5102',
  unidade: 'UN',
  quantidade: '1.0000',
  valor_unitario: '0.00',
  valor: '0.00',
  frete: '0.00',
  seguro: '0.00',
  desconto: '0.00',
  outros: '0.00',
  ipi: '0.00',
  veiculo: null,
  ...item,
});

/**
 * A pending NF-e of two lines: three chairs of R$ 35,55 with R$ 0,02 of freight (R$ 106,67 split as
 * 35,56 + 35,56 + 35,55) and a notebook of R$ 3.500,00 with R$ 9,98 of freight. The chairs' NCM suggests
 * the furniture category; the notebook has no suggestion.
 */
export const XML_NOTA: XmlNota = {
  id: XML_NOTA_ID,
  cliente_id: CLIENTE,
  arquivo_nome: 'nfe-1234.xml',
  situacao: 'pendente',
  motivo: null,
  chave: XML_CHAVE,
  numero: 1234,
  serie: 1,
  emissao: '2025-05-10T10:30:00-03:00',
  emitente_documento: '12345678000195',
  emitente_nome: 'Comercial de Móveis Exemplo Ltda',
  valor_total: '3616.65',
  itens: 2,
  importado_por: 'Administrador da Prefeitura',
  importado_em: '2025-05-12T13:00:00.000Z',
  nota: {
    chave: XML_CHAVE,
    modelo: '55',
    serie: 1,
    numero: 1234,
    emissao: '2025-05-10T10:30:00-03:00',
    natureza_operacao: 'Venda de mercadoria',
    emitente: {
      documento: '12345678000195',
      nome: 'Comercial de Móveis Exemplo Ltda',
      fantasia: 'Móveis Exemplo',
      ie: '123456789110',
      endereco: {
        logradouro: 'Rua das Flores',
        numero: '100',
        complemento: null,
        bairro: 'Centro',
        municipio: 'São Paulo',
        codigo_municipio: '3550308',
        uf: 'SP',
        cep: '01001000',
        telefone: '1133334444',
      },
    },
    destinatario: { documento: '11222333000181', nome: 'Prefeitura Municipal de Exemplo' },
    itens: [
      nfeItem({
        numero: 1,
        descricao: 'Cadeira giratória',
        ncm: '94013000',
        quantidade: '3.0000',
        valor_unitario: '35.5500000000',
        valor: '106.65',
        frete: '0.02',
      }),
      nfeItem({
        numero: 2,
        descricao: 'Notebook 14 polegadas',
        ncm: '84713012',
        valor_unitario: '3500.0000000000',
        valor: '3500.00',
        frete: '9.98',
      }),
    ],
    totais: {
      produtos: '3606.65',
      frete: '10.00',
      seguro: '0.00',
      desconto: '0.00',
      ipi: '0.00',
      outros: '0.00',
      nota: '3616.65',
    },
    protocolo: { numero: '135250000000001', recebimento: '2025-05-10T10:31:00-03:00', status: 100 },
  },
  arquivo_id: XML_ARQUIVO_ID,
  fornecedor: null,
  destinatario_confere: true,
  sugestoes: [
    {
      item: 1,
      ncm: { id: 'c5e3a8b4-7d9f-4a0c-9e2d-3f4a5b6c7d8e', nome: '9401.30.00' },
      categoria: { id: MOBILIARIO, nome: 'Mobiliário em geral' },
    },
    { item: 2, ncm: null, categoria: null },
  ],
  incorporada_em: null,
  incorporada_por: null,
  bens: [],
};

/** A transfer of BEM from Administração to Educação (the movement list, the termo de transferência). */
export const TRANSFERENCIA: Movimentacao = {
  id: 'c5e3a8b4-7d9f-4a0c-9e2d-3f4a5b6c7d8e',
  CodigoBEM: BEM.CodigoBEM,
  Data: '2026-11-20T13:00:00.000Z',
  TipoMovimentacao: 2,
  TipoIncorporacao: 1,
  bempatrimonial_id: BEM.id,
  ContaContabil: 123110101,
  Valor: '1500.00',
  cliente_id: CLIENTE,
  tipo: { id: 2, descricao: 'Transferência de local (secretaria/setor)', efeito: 'transferencia' },
  secretaria_id: EDUCACAO,
  secretaria: { id: EDUCACAO, name: 'Secretaria Municipal de Educação' },
  setor_id: null,
  setor: null,
  secretaria_anterior_id: ADMINISTRACAO,
  setor_anterior_id: null,
  situacao_anterior: 'em_uso',
  situacao: 'em_uso',
  valor_anterior: '1500.00',
  responsavel_anterior: null,
  responsavel_anterior_id: null,
  responsavel_id: null,
  Responsavel: null,
  MotivoBaixa: null,
  motivo_baixa: null,
  processo_baixa: null,
  autorizada_por: null,
  Observacao: null,
  movimentacao_estornada_id: null,
  estornada_por_id: null,
  user: { id: 'u-1', fullname: 'Ana Lima' },
  created_at: '2026-11-20T13:00:00.000Z',
};

/**
 * BEM's transfer to the Escola Municipal Centro waiting for its head's aceite (decision 062): what the
 * movement route answers with 202.
 */
export const ACEITE_TRANSFERENCIA_LOCAL: Aceite = {
  id: 'd6f4b9c5-8e0a-4b1d-8f3e-4a5b6c7d8e9f',
  cliente_id: CLIENTE,
  tipo: 'transferencia_local',
  estado: 'pendente',
  bem: { id: BEM.id, CodigoBEM: BEM.CodigoBEM, descricao: BEM.descricao },
  responsavel: null,
  recebedor: {
    id: 'e7a5c0d6-9f1b-4c2e-9a4f-5b6c7d8e9f0a',
    nome: 'Helena Prado',
    matricula: null,
    cargo: null,
  },
  motivo: null,
  destino: 'Escola Municipal Centro',
  data_prevista_retorno: null,
  forma: null,
  arquivo_id: null,
  motivo_recusa: null,
  decidido_em: null,
  devolvido_em: null,
  movimentacao_id: null,
  atrasada: false,
  pode_aceitar: false,
  pode_registrar_termo: true,
  pode_devolver: false,
  pode_emitir_termo_lote: false,
  lote: null,
  destino_local: { secretaria_id: EDUCACAO, setor_id: ESCOLA, data: '2026-11-20T13:00:00.000Z' },
  created_at: '2026-11-20T13:00:00.000Z',
};
