import type { Bem, BemUtils, TipoMovimentacao } from '@gp/shared-contracts';
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
  tipo(3, 'Mudança de responsável', 'responsavel', { exige_responsavel: true }),
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
  numero_serie: null,
  marca: null,
  modelo: null,
  observacoes: null,
  veiculo: null,
  localizacao: null,
  created_at: '2024-03-12T13:00:00.000Z',
  updated_at: '2024-03-12T13:00:00.000Z',
};

/** A location of the Prefeitura with hasPatrimonio and the given rules (or support). */
export const patrimonioSession = (rules: string[], isSuporte = false) =>
  sessionFor({ rules, companyId: CLIENTE, permissions: { hasPatrimonio: true, isSuporte } });
