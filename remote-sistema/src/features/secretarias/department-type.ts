import type { CompanyType } from '../../components/company-type-pages.js';

/** Departamentos: the companies of a client marked as departments, at /app/sistema/secretarias. */
export const DEPARTMENT_TYPE: CompanyType = {
  kind: 'department',
  resource: 'departments',
  path: 'secretarias',
  noun: 'departamento',
  title: 'Departamento',
};
