import type { LocationAdmin } from '@gp/shared-contracts';
import { iso } from '../../lib/mapping.js';
import type { LocationAdminRow } from './locais-admin.repository.js';

/** What every answer about a location says (the contract's `LocationEntries`). */
export const toLocationEntries = (row: Pick<LocationAdminRow, 'location' | 'user'>) => ({
  id: row.location.id,
  companyId: row.location.companyId,
  userId: row.location.userId,
  roleId: row.location.roleId,
  active: row.location.active,
  user: row.user,
});

/** An access (location) as the API answers it (database row → the contract's JSON shape). */
export const toLocationAdmin = (row: LocationAdminRow): LocationAdmin => ({
  ...toLocationEntries(row),
  company: {
    id: row.company.id,
    name: row.company.name,
    isClient: row.company.isClient,
    isOffice: row.company.isOffice,
    isDepartment: row.company.isDepartment,
    isSector: row.company.isSector,
  },
  role: row.role?.id ? row.role : null,
  permissions: {
    isSuporte: row.location.isSuporte,
    hasObras: row.location.hasObras,
    hasPatrimonio: row.location.hasPatrimonio,
    hasSetor: row.location.hasSetor,
    departments: row.location.departments,
  },
  createdAt: iso(row.location.createdAt),
  updatedAt: iso(row.location.updatedAt),
});
