import { type CreateLocationBody, CreateLocationBodySchema } from '@gp/shared-contracts';
import * as v from 'valibot';
import { type AccessCompany, listedCompany } from './access-company.js';

export type AccessFormValues = { user_id?: string; company?: AccessCompany; role_id?: string };

export const ACCESS_MESSAGES = {
  user: 'Informe o usuário.',
  company: 'Informe a empresa do acesso.',
  role: 'Informe o perfil de acesso.',
} as const;

/**
 * The dialog's values as POST /locais/create takes them (user_id, empresa_id, plus the access
 * profile). An access on the support office is a support access and takes no profile; any other needs
 * one, or its user could do nothing.
 */
export function toAccessBody(
  values: AccessFormValues,
  officeId: string | null,
): { body: CreateLocationBody } | { error: { field: keyof AccessFormValues; message: string } } {
  const empresaId = values.company ? listedCompany(values.company) : undefined;
  if (!values.user_id) return { error: { field: 'user_id', message: ACCESS_MESSAGES.user } };
  if (!empresaId) return { error: { field: 'company', message: ACCESS_MESSAGES.company } };
  const onOffice = empresaId === officeId;
  if (!onOffice && !values.role_id) return { error: { field: 'role_id', message: ACCESS_MESSAGES.role } };
  const parsed = v.safeParse(CreateLocationBodySchema, {
    user_id: values.user_id,
    empresa_id: empresaId,
    role_id: onOffice ? null : values.role_id,
  });
  if (!parsed.success) {
    const key = v.getDotPath(parsed.issues[0]);
    const field = key === 'empresa_id' ? 'company' : key === 'role_id' ? 'role_id' : 'user_id';
    return { error: { field, message: parsed.issues[0].message } };
  }
  return { body: parsed.output };
}
