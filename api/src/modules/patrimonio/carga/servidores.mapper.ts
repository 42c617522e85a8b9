import type { Servidor, ServidorRef } from '@gp/shared-contracts';
import { iso } from '../../../lib/mapping.js';
import type { ServidorRow, UsuarioRef } from './servidores.repository.js';

/**
 * A servidor as the API answers it. The CPF only for a caller allowed to see it (`showCpf`: the rule
 * custody:update, docs/domain.md "Carga patrimonial"); never in a reference or in the public area.
 * `usuario` names the linked login (name and username only), when the caller read it.
 */
export const toServidor = (
  r: ServidorRow,
  showCpf: boolean,
  usuario: UsuarioRef | null = null,
): Servidor => ({
  id: r.id,
  cliente_id: r.clientId,
  user_id: r.userId,
  usuario: r.userId !== null && usuario?.id === r.userId ? usuario : null,
  nome: r.nome,
  cpf: showCpf ? r.cpf : null,
  matricula: r.matricula,
  cargo: r.cargo,
  cpf_informado: r.cpf !== null,
  tem_login: r.userId !== null,
  ativo: r.ativo,
  user_id_inativa: r.userIdInativa,
  motivo: r.motivo,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

export const toServidorRef = (r: Pick<ServidorRow, 'id' | 'nome' | 'matricula' | 'cargo'>): ServidorRef => ({
  id: r.id,
  nome: r.nome,
  matricula: r.matricula,
  cargo: r.cargo,
});
