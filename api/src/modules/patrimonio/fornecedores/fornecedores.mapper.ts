import type { Fornecedor } from '@gp/shared-contracts';
import { iso } from '../../../lib/mapping.js';
import type { FornecedorRow } from './fornecedores.repository.js';

/**
 * A supplier's data as the API answers it (database row → the contract's JSON shape), the same for every
 * caller (the audit records it); the service adds the caller's `pode_alterar`.
 */
export const toFornecedor = (r: FornecedorRow): Omit<Fornecedor, 'pode_alterar'> => ({
  id: r.id,
  aplicacao_id: r.applicationId,
  root_id: r.rootId,
  tipo_pessoa: r.tipoPessoa as Fornecedor['tipo_pessoa'],
  cpf_cnpj: r.cpfCnpj,
  razao_social: r.razaoSocial,
  nome_fantasia: r.nomeFantasia,
  inscricao_estadual: r.inscricaoEstadual,
  inscricao_municipal: r.inscricaoMunicipal,
  email: r.email,
  telefone: r.telefone,
  celular: r.celular,
  contato: r.contato,
  cep: r.cep,
  endereco: r.endereco,
  numero: r.numero,
  complemento: r.complemento,
  bairro: r.bairro,
  cidade: r.cidade,
  uf: r.uf,
  observacoes: r.observacoes,
  ativo: r.ativo,
  user_id_inativa: r.userIdInativa,
  motivo: r.motivo,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});
