import type {
  PublicoBem,
  PublicoBemPage,
  PublicoEntidade,
  PublicoFiltros,
  PublicoObraItem,
  PublicoObraPage,
  PublicoObraParalisada,
} from '@gp/shared-contracts';

export const CNPJ = '12345678000195';

export const entidade: PublicoEntidade = {
  nome: 'Prefeitura Municipal de Exemplo',
  nome_fantasia: null,
  cpf_cnpj: CNPJ,
  cpf_cnpj_formatado: '12.345.678/0001-95',
  logo_url: `/publico/entidades/${CNPJ}/logo?v=abc`,
};

export const item = {
  id: '6f1c0c8e-0000-4000-8000-000000000001',
  codigo: 42,
  descricao: 'Mesa de escritório',
  categoria: 'Mobiliário em geral',
  situacao: 'em_uso',
  estado_conservacao: 'bom',
  secretaria: 'Secretaria de Administração',
  setor: 'Recursos Humanos',
  data_aquisicao: '2024-03-05',
  valor_aquisicao: '1389.90',
  valor_contabil: '1200.50',
  baixado: false,
} as const;

export const bem: PublicoBem = {
  ...item,
  situacao_descricao: 'Em uso',
  estado_conservacao_descricao: 'Bom',
  entidade,
  foto_url: `/publico/bens/${item.id}/foto?v=1234`,
  dados_atualizados_em: '2026-11-20T13:05:00.000Z',
};

export const filtros: PublicoFiltros = {
  secretarias: [
    { id: '0b3a8a3c-0000-4000-8000-00000000000a', nome: 'Secretaria de Administração' },
    { id: '0b3a8a3c-0000-4000-8000-00000000000b', nome: 'Secretaria de Saúde' },
  ],
  categorias: [{ id: '0b3a8a3c-0000-4000-8000-00000000000c', nome: 'Mobiliário em geral' }],
  situacoes: [{ value: 'em_uso', label: 'Em uso' }],
  anos: [2024, 2025],
};

export const page = (over: Partial<PublicoBemPage> = {}): PublicoBemPage => ({
  data: [item],
  page: 1,
  limit: 20,
  total: 45,
  totais: { quantidade: 45, valor_aquisicao: '123456.78', valor_contabil: '100000.00' },
  dados_atualizados_em: '2026-11-20T13:05:00.000Z',
  ...over,
});

export const obra: PublicoObraItem = {
  id: '7d0c3c1e-5b7a-4c1e-9a52-6f1f2b3c4d5e',
  numero: '001/2026',
  objeto: 'Construção da creche municipal',
  tipo: 'construcao',
  tipo_descricao: 'Construção',
  situacao: 2,
  situacao_descricao: 'Iniciada',
  secretaria: 'Secretaria de Educação',
  contratada: 'Construtora Horizonte Ltda',
  valor_contratado: '1000000.00',
  valor_aditivos: '250000.00',
  valor_total: '1250000.00',
  percentual_executado: '45.20',
  data_inicio: '2026-01-10',
  previsao_conclusao: '2026-12-10',
};

export const paralisada: PublicoObraParalisada = {
  numero: '002/2026',
  objeto: 'Pavimentação da Estrada do Ribeirão',
  situacao: 4,
  situacao_descricao: 'Paralisada',
  paralisada_desde: '2026-09-01',
  motivo: 'Chuvas acima da média impedem a compactação do solo.',
  responsavel: 'Maria Engenheira',
  previsao_reinicio: '2027-01-15',
};

export const obrasPage = (over: Partial<PublicoObraPage> = {}): PublicoObraPage => ({
  data: [
    obra,
    {
      ...obra,
      numero: '002/2026',
      objeto: paralisada.objeto,
      situacao: 4,
      situacao_descricao: 'Paralisada',
      contratada: null,
      percentual_executado: '0.00',
    },
  ],
  page: 1,
  limit: 20,
  total: 2,
  paralisadas: [paralisada],
  ...over,
});
