import type { LocationAdmin } from '@gp/shared-contracts';
import { dateCell, type ListFile, yesNo } from '../../lib/export.js';

/** The columns of a company's accesses file (docs/api.md, "Exportações"): who, which profile, which areas. */
export const ACESSOS_EXPORT: ListFile<LocationAdmin> = {
  name: 'acessos',
  sheet: 'Acessos',
  columns: [
    { header: 'Usuário', cell: (l) => l.user.username },
    { header: 'Nome', cell: (l) => l.user.fullname },
    { header: 'E-mail', cell: (l) => l.user.email },
    { header: 'Empresa', cell: (l) => l.company.name },
    { header: 'Perfil de acesso', cell: (l) => l.role?.name ?? null },
    { header: 'Ativo', cell: (l) => yesNo(l.active) },
    { header: 'Suporte', cell: (l) => yesNo(l.permissions.isSuporte) },
    { header: 'Patrimônio', cell: (l) => yesNo(l.permissions.hasPatrimonio) },
    { header: 'Obras', cell: (l) => yesNo(l.permissions.hasObras) },
    { header: 'Departamentos', cell: (l) => yesNo(l.permissions.departments) },
    { header: 'Setores', cell: (l) => yesNo(l.permissions.hasSetor) },
    { header: 'Cadastrado em', cell: (l) => dateCell(l.createdAt) },
  ],
};
