import type { CompanyListItem } from '@gp/shared-contracts';
import { type ListFile, yesNo } from '../../lib/export.js';

/** The columns of the clients', departments' and sectors' files (docs/api.md, "Exportações"). */

const contact = [
  { header: 'Responsável', cell: (c: CompanyListItem) => c.responsibleName },
  { header: 'E-mail', cell: (c: CompanyListItem) => c.email },
  { header: 'Telefone', cell: (c: CompanyListItem) => c.phone },
  { header: 'Celular', cell: (c: CompanyListItem) => c.cellphone },
];
const active = { header: 'Ativo', cell: (c: CompanyListItem) => yesNo(c.active) };

export const CLIENTES_EXPORT: ListFile<CompanyListItem> = {
  name: 'clientes',
  sheet: 'Clientes',
  columns: [
    { header: 'Nome', cell: (c) => c.name },
    { header: 'Nome fantasia', cell: (c) => c.fantasyName },
    { header: 'CPF/CNPJ', cell: (c) => c.cpfCnpj },
    ...contact,
    { header: 'Município', cell: (c) => c.city },
    { header: 'UF', cell: (c) => c.state },
    active,
  ],
};

export const SECRETARIAS_EXPORT: ListFile<CompanyListItem> = {
  name: 'departamentos',
  sheet: 'Departamentos',
  columns: [
    { header: 'Nome', cell: (c) => c.name },
    { header: 'Cliente', cell: (c) => c.client?.name ?? null },
    { header: 'Código da UA', cell: (c) => c.uaCode },
    ...contact,
    active,
  ],
};

export const SETORES_EXPORT: ListFile<CompanyListItem> = {
  name: 'setores',
  sheet: 'Setores',
  columns: [
    { header: 'Nome', cell: (c) => c.name },
    { header: 'Departamento', cell: (c) => c.department?.name ?? null },
    { header: 'Cliente', cell: (c) => c.client?.name ?? null },
    { header: 'Código do setor', cell: (c) => c.sectorCode },
    ...contact,
    active,
  ],
};
