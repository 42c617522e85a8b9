import * as v from 'valibot';
import { requiredText } from './common.js';

/**
 * Permissions (`/accessControl/*`; docs/product.md, "Permissões"): the catalogue of rule ids `{resource}:{action}` with their
 * labels, in groups (one per resource). Seeded from PERMISSION_GROUPS; support only.
 */

export const PermissionGroupSchema = v.object({
  id: v.string(),
  resource: v.string(),
  title: v.string(),
  description: v.string(),
});
export type PermissionGroupRow = v.InferOutput<typeof PermissionGroupSchema>;
export const PermissionGroupListSchema = v.array(PermissionGroupSchema);

export const PermissionSchema = v.object({
  id: v.string(),
  /** The rule id, `{resource}:{action}`. */
  name: v.string(),
  label: v.string(),
  description: v.nullable(v.string()),
  permissionGroupId: v.string(),
  /** A rule of the code catalogue: its name is what the API checks and cannot change. */
  builtin: v.boolean(),
  group: v.object({ id: v.string(), resource: v.string(), title: v.string() }),
});
export type Permission = v.InferOutput<typeof PermissionSchema>;
export const PermissionListSchema = v.array(PermissionSchema);

export const PERMISSION_NAME_PATTERN = /^[a-z][a-z-]*:[a-z][a-z-]*$/;

/** POST /accessControl/permissions/criar and PUT /accessControl/permissions/{id}. */
export const PermissionBodySchema = v.object({
  name: v.pipe(
    v.string('Informe o nome da permissão.'),
    v.trim(),
    v.nonEmpty('Informe o nome da permissão.'),
    v.maxLength(100, 'O nome deve ter no máximo 100 caracteres.'),
    v.regex(PERMISSION_NAME_PATTERN, 'A permissão deve ter a forma recurso:ação (ex.: users:create).'),
  ),
  label: requiredText('O rótulo', 100),
  description: v.nullish(
    v.pipe(
      v.string('Descrição inválida.'),
      v.trim(),
      v.maxLength(500, 'A descrição deve ter no máximo 500 caracteres.'),
      v.transform((s) => s || null),
    ),
  ),
  permissionGroupId: v.pipe(
    v.string('Informe o grupo da permissão.'),
    v.nonEmpty('Informe o grupo da permissão.'),
    v.uuid('Grupo de permissão inválido.'),
  ),
});
export type PermissionBody = v.InferOutput<typeof PermissionBodySchema>;
export type PermissionBodyInput = v.InferInput<typeof PermissionBodySchema>;
