import { formatCpfCnpj, type User } from '@gp/shared-contracts';
import { dateCell, type ListFile, yesNo } from '../../lib/export.js';

/** The columns of the users' file (docs/api.md, "Exportações"); never a password or a token. */
export const USUARIOS_EXPORT: ListFile<User> = {
  name: 'usuarios',
  sheet: 'Usuários',
  columns: [
    { header: 'Usuário', cell: (u) => u.username },
    { header: 'Nome', cell: (u) => u.fullname },
    { header: 'E-mail', cell: (u) => u.email },
    { header: 'CPF', cell: (u) => (u.cpf ? formatCpfCnpj(u.cpf) : null) },
    { header: 'Conta genérica', cell: (u) => yesNo(u.conta_generica) },
    { header: 'Ativo', cell: (u) => yesNo(u.active) },
    { header: 'Motivo da inativação', cell: (u) => u.motivo },
    { header: 'Redefinir senha no próximo acesso', cell: (u) => yesNo(u.redefine) },
    { header: 'Cadastrado em', cell: (u) => dateCell(u.createdAt) },
  ],
};
