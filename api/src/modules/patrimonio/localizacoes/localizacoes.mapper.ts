import type { Localizacao } from '@gp/shared-contracts';
import { iso } from '../../../lib/mapping.js';
import type { LocalizacaoWithBem } from './localizacoes.repository.js';

/** A property location as the API answers it (database row → the contract's JSON shape). */
export const toLocalizacao = ({ localizacao: r, bem }: LocalizacaoWithBem): Localizacao => ({
  id: r.id,
  cliente_id: r.clientId,
  bempatrimonial_id: r.bemId,
  bem,
  descricao: r.descricao,
  endereco: r.endereco,
  numero: r.numero,
  complemento: r.complemento,
  bairro: r.bairro,
  cep: r.cep,
  municipio: r.municipio,
  uf: r.uf,
  matricula: r.matricula,
  cartorio: r.cartorio,
  inscricao_imobiliaria: r.inscricaoImobiliaria,
  area_terreno: r.areaTerreno,
  area_construida: r.areaConstruida,
  latitude: r.latitude,
  longitude: r.longitude,
  ativo: r.ativo,
  user_id_inativa: r.userIdInativa,
  motivo: r.motivo,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});
