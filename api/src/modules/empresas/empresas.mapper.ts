import type { Company, CompanyListItem } from '@gp/shared-contracts';
import type { CompanyListRow, CompanyRow } from './empresas.repository.js';

/** A company as the API answers it (database row → the contract's JSON shape), with its application. */
export function toCompany(row: CompanyRow, application?: { id: string; name: string }): Company {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return application ? { ...fields, application } : fields;
}

/** A company as the lists show it: with the names of its client and department. */
export const toListItem = (row: CompanyListRow): CompanyListItem => ({
  ...toCompany(row.company),
  client: row.client?.id ? row.client : null,
  department: row.department?.id ? row.department : null,
});
