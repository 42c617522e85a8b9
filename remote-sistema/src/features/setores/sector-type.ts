import type { CompanyType } from '../../components/company-type-pages.js';

/** Setores: the companies of a client under one of its departments, at /app/sistema/setores. */
export const SECTOR_TYPE: CompanyType = {
  kind: 'sector',
  resource: 'sectors',
  path: 'setores',
  noun: 'setor',
  title: 'Setor',
};
