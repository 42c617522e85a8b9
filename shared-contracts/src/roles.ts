import * as v from 'valibot';

/**
 * Access profiles (roles; docs/product.md, "Permissões"), shared by the API (validation, OpenAPI) and the
 * 'Perfis de Acesso' screen (form rules, response parsing).
 */

export const ROLE_NAME_REQUIRED = 'O nome é obrigatório!';
export const ROLE_NAME_MAX = 255;
export const ROLE_CLIENT_REQUIRED = 'Selecione um cliente.';
export const ROLE_CLIENT_INVALID = 'Cliente inválido.';

const roleName = v.pipe(
  v.string(ROLE_NAME_REQUIRED),
  v.trim(),
  v.nonEmpty(ROLE_NAME_REQUIRED),
  v.maxLength(ROLE_NAME_MAX, `O nome deve ter no máximo ${ROLE_NAME_MAX} caracteres.`),
);

const companyId = v.pipe(
  v.string(ROLE_CLIENT_REQUIRED),
  v.nonEmpty(ROLE_CLIENT_REQUIRED),
  v.uuid(ROLE_CLIENT_INVALID),
);

/** Spec §5: rules is any list of strings; the API additionally rejects ids outside the catalogue. */
const rules = v.array(v.string('Regra inválida.'), 'As regras devem ser uma lista.');

export const RoleSchema = v.object({
  id: v.string(),
  name: v.string(),
  companyId: v.string(),
  rules: v.array(v.string()),
});
export type Role = v.InferOutput<typeof RoleSchema>;

export const RoleListItemSchema = v.object({ id: v.string(), name: v.string(), companyId: v.string() });
export type RoleListItem = v.InferOutput<typeof RoleListItemSchema>;
export const RoleListSchema = v.array(RoleListItemSchema);

/** POST /v1/iam/roles and PATCH /v1/iam/roles/{id} (same fields, never the id). Also the form's rules. */
export const RoleBodySchema = v.object({ name: roleName, companyId, rules });
export type RoleBody = v.InferOutput<typeof RoleBodySchema>;
export type RoleBodyInput = v.InferInput<typeof RoleBodySchema>;

/** GET /v1/iam/roles?companyId=: optional for the filter; support must choose one. */
export const RoleListQuerySchema = v.object({ companyId: v.optional(companyId) });
export type RoleListQuery = v.InferOutput<typeof RoleListQuerySchema>;

/** GET /v1/companies/clients: one client as the pickers list it. */
export const ClientListItemSchema = v.object({ id: v.string(), name: v.string() });
export type ClientListItem = v.InferOutput<typeof ClientListItemSchema>;
export const ClientListSchema = v.array(ClientListItemSchema);
