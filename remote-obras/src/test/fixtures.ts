import type { Licenca, Medicao, Obra, ObraDetail } from '@gp/shared-contracts';
import { renderArea as renderRemote, sessionFor } from '@gp/shared-ui/testing';
import { ObrasRoutes } from '../routes.js';

/** Records as the API answers them (docs/api.md, "Obras"), for the area's screen tests. */

export const CLIENTE = '4305f302-eab1-4fb2-a79a-001a78ce1afe';
export const SECRETARIA = '5a08533a-d733-4c4b-8984-b895c665f9ea';
export const OBRA_ID = '0d6f3a52-6a43-4c1f-9b0e-3f2a1c4d5e6f';
export const MEDICAO_ID = '16961c75-c0c0-4e32-93b4-797d41ae13f4';

/** Support at a location with `hasObras`: the area is theirs. */
export const suporte = (hasObras = true) => sessionFor({ permissions: { isSuporte: true, hasObras } });

export const OBRA: Obra = {
  id: OBRA_ID,
  cliente_id: CLIENTE,
  numero: '12/2025',
  objeto: 'Reforma da Escola Municipal Centro',
  tipo: 'reforma',
  cep: null,
  endereco: null,
  bairro: null,
  cidade: 'Exemplo',
  uf: 'SP',
  latitude: null,
  longitude: null,
  secretaria: { id: SECRETARIA, name: 'Secretaria Municipal de Educação' },
  contrato_numero: '45/2025',
  codigo_ajuste: null,
  contratada: null,
  valor_contratado: '100000.00',
  valor_aditivos: '20000.00',
  prazo_aditivos_dias: 30,
  valor_total: '120000.00',
  valor_medido: '54240.00',
  percentual_executado: '45.20',
  saldo: '65760.00',
  data_inicio: '2025-03-01',
  prazo_dias: 180,
  previsao_conclusao: '2025-08-28',
  fonte_recursos: null,
  situacao: 2,
  situacao_descricao: 'Iniciada',
  situacao_data: '2025-03-01',
  paralisacao: null,
  sem_cno: true,
  created_at: '2025-02-10T10:00:00.000Z',
  updated_at: '2025-02-10T10:00:00.000Z',
};

export const OBRA_DETAIL: ObraDetail = {
  ...OBRA,
  paralisacoes: [],
  aditivos: [
    {
      id: 'a1',
      obra_id: OBRA_ID,
      numero_ato: '1º TA',
      data: '2025-05-01',
      valor: '20000.00',
      prazo_dias: 30,
      descricao: 'Acréscimo de serviços',
      created_at: '2025-05-01T10:00:00.000Z',
      updated_at: '2025-05-01T10:00:00.000Z',
    },
  ],
  historico: [],
  bem: null,
  recebimentos: [],
  recebimento_proximo: 'provisorio',
  recebimento_bloqueio: null,
};

const tail = {
  cliente_id: CLIENTE,
  obra: { id: OBRA_ID, numero: OBRA.numero, objeto: OBRA.objeto },
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2025-04-01T10:00:00.000Z',
  updated_at: '2025-04-01T10:00:00.000Z',
};

export const MEDICAO: Medicao = {
  ...tail,
  id: MEDICAO_ID,
  numero: 1,
  tipo: 1,
  tipo_descricao: 'Preços iniciais',
  periodo_inicio: '2025-03-01',
  periodo_fim: '2025-03-31',
  data_entrega: '2025-04-05',
  valor: '54240.00',
  descricao: null,
  por_itens: false,
  conferencia_data: null,
  conferencia_percentual: null,
  conferencia_responsaveis: null,
  empenho_numero: null,
  empenho_data: null,
  liquidacao_data: null,
};

export const licenca = (
  id: string,
  numero: string,
  vencimento: Licenca['vencimento'],
  validade: string,
): Licenca => ({
  ...tail,
  id,
  tipo: 'LI',
  numero,
  orgao: 'CETESB',
  processo: null,
  data_emissao: '2024-01-10',
  data_validade: validade,
  condicionantes: null,
  vencimento,
});

export const page = <T>(data: T[]) => ({
  status: 200,
  body: { data, total: data.length, page: 1, limit: 10 },
});

/** The area as the host mounts it under /app/obras, at `url`. */
export const renderObras = (url: string, session = suporte()) =>
  renderRemote(ObrasRoutes, { basePath: '/app/obras', url, session });
