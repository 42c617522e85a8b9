import * as v from 'valibot';
import { nullableStrings } from './common.js';
import { ExercicioSchema } from './exercicios.js';

export const LocationFlagsSchema = v.object({
  isSuporte: v.boolean(),
  hasObras: v.boolean(),
  hasPatrimonio: v.boolean(),
  hasSetor: v.boolean(),
  departments: v.optional(v.boolean(), false),
});

export const ApplicationSchema = v.object({ id: v.string(), name: v.string() });

/** Company, with its kind flags (docs/domain.md, "Organização e acesso"). */
export const CompanySchema = v.object({
  id: v.string(),
  applicationId: v.string(),
  rootId: v.nullable(v.string()),
  parentId: v.nullable(v.string()),
  name: v.string(),
  ...nullableStrings(
    'fantasyName',
    'cpfCnpj',
    'responsibleName',
    'position',
    'email',
    'cellphone',
    'phone',
    'zipCode',
    'address',
    'number',
    'neighborhood',
    'state',
    'city',
    'complement',
    'uaCode',
    'sectorCode',
  ),
  docSequence: v.number(),
  profileImg: v.nullable(v.string()),
  active: v.boolean(),
  observations: v.nullable(v.string()),
  /** A client's assets are on the public transparency portal (a client's setting; true for other kinds). */
  publicarTransparencia: v.boolean(),
  /** A client's plausibility ceiling of an asset's value; null: the default (`TETO_VALOR_BEM_PADRAO`). */
  tetoValorBem: v.nullable(v.string()),
  isClient: v.boolean(),
  isOffice: v.boolean(),
  isDepartment: v.boolean(),
  isSector: v.boolean(),
  application: v.optional(ApplicationSchema),
});
export type Company = v.InferOutput<typeof CompanySchema>;

export const LocationUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  fullname: v.string(),
  email: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  active: v.boolean(),
});

/** What every answer about a location says: who, where, with which profile, whether active. */
export const LocationEntries = {
  id: v.string(),
  companyId: v.string(),
  userId: v.string(),
  roleId: v.nullable(v.string()),
  active: v.boolean(),
  user: LocationUserSchema,
};

/** Location (local): a user on a company, its flags, its access profile. */
export const LocationSchema = v.object({
  ...LocationEntries,
  company: v.object({ ...CompanySchema.entries, exercicios: v.array(ExercicioSchema) }),
  role: v.nullable(v.object({ id: v.string(), name: v.string() })),
  permissions: LocationFlagsSchema,
});
export type Location = v.InferOutput<typeof LocationSchema>;

/** GET /permissions/{localId}: what the location may do, for the UI to hide what the API refuses. */
export const LocationPermissionsSchema = v.object({
  localId: v.string(),
  permissions: LocationFlagsSchema,
  role: v.nullable(v.object({ id: v.string(), name: v.string() })),
  rules: v.array(v.string()),
});
export type LocationPermissions = v.InferOutput<typeof LocationPermissionsSchema>;

export const LOCAL_HEADER = 'x-local-id';
