import * as v from 'valibot';
import { PageQuerySchema, pageOf } from './common.js';
import { LocationEntries, LocationFlagsSchema } from './locais.js';

/**
 * Administration of locations (screen Acessos; docs/product.md, "Permissões"): the accesses (user × company) of a company,
 * their creation, access profile and the five toggles. The caller's own locations (sign-in flow) are
 * GET /locais and GET /locais/{id} in locais.ts.
 */

const RefSchema = v.object({ id: v.string(), name: v.string() });

/** One access as the Acessos screen lists it. */
export const LocationAdminSchema = v.object({
  ...LocationEntries,
  company: v.object({
    id: v.string(),
    name: v.string(),
    isClient: v.boolean(),
    isOffice: v.boolean(),
    isDepartment: v.boolean(),
    isSector: v.boolean(),
  }),
  role: v.nullable(RefSchema),
  permissions: LocationFlagsSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type LocationAdmin = v.InferOutput<typeof LocationAdminSchema>;
export const LocationAdminPageSchema = pageOf(LocationAdminSchema);
export type LocationAdminPage = v.InferOutput<typeof LocationAdminPageSchema>;

/** GET /locais/empresa/{id}?page=&limit=&search= (search: username or name of the user). */
export const LocationAdminListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'A busca deve ter no máximo 100 caracteres.')),
  ),
});
export type LocationAdminListQuery = v.InferOutput<typeof LocationAdminListQuerySchema>;

const uuidField = (required: string, invalid: string) =>
  v.pipe(v.string(required), v.nonEmpty(required), v.uuid(invalid));

/**
 * POST /locais/create (user_id, empresa_id) with an optional access profile `role_id` of the
 * company's client. A location on the support office is a support location (isSuporte); the other
 * flags start off and are switched by the toggle calls.
 */
export const CreateLocationBodySchema = v.object({
  user_id: uuidField('Informe o usuário.', 'Usuário inválido.'),
  empresa_id: uuidField('Informe a empresa.', 'Empresa inválida.'),
  role_id: v.nullish(uuidField('Informe o perfil de acesso.', 'Perfil de acesso inválido.')),
});
export type CreateLocationBody = v.InferOutput<typeof CreateLocationBodySchema>;
export type CreateLocationBodyInput = v.InferInput<typeof CreateLocationBodySchema>;

/** PUT /locais/{id}/role: the access profile of the location (null removes it). */
export const LocationRoleBodySchema = v.object({
  role_id: v.nullable(uuidField('Informe o perfil de acesso.', 'Perfil de acesso inválido.')),
});
export type LocationRoleBody = v.InferOutput<typeof LocationRoleBodySchema>;

/**
 * Body of PUT /locais/toggle*\/{id}: optional. Without `value` the flag is switched to its opposite;
 * with it, set to that value (a repeated click then does no harm).
 */
export const LocationToggleBodySchema = v.nullish(
  v.object({ value: v.optional(v.boolean('Valor inválido: use true ou false.')) }),
);
export type LocationToggleBody = v.InferOutput<typeof LocationToggleBodySchema>;

/** The five toggles of the Acessos screen (docs/product.md, "Permissões") and the location field each switches. */
export const LOCATION_TOGGLES = {
  toggleAccess: 'active',
  toggleObras: 'hasObras',
  togglePatrimonio: 'hasPatrimonio',
  toggleDepartments: 'departments',
  toggleSetor: 'hasSetor',
} as const;
export type LocationToggle = keyof typeof LOCATION_TOGGLES;

/**
 * POST /locais/verifyActivity/{id}: whether the location can be used now. `usable` is false when any
 * `reasons` applies (access off, user, company or client inactive); `warnings` do not block (no access
 * profile, no accounting period).
 */
export const VerifyActivityResponseSchema = v.object({
  id: v.string(),
  active: v.boolean(),
  usable: v.boolean(),
  reasons: v.array(v.string()),
  warnings: v.array(v.string()),
});
export type VerifyActivityResponse = v.InferOutput<typeof VerifyActivityResponseSchema>;
