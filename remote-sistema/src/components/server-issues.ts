import { ErrorResponseSchema } from '@gp/shared-contracts';
import type { FormInstance } from 'antd';
import { isHTTPError } from 'ky';
import * as v from 'valibot';

/**
 * The field issues of a refused write (400 validation, 409 uniqueness), read from the API's error body:
 * `{ path, message }` per field. Empty when the answer has none or is not an HTTP error.
 */
export async function serverIssues(error: unknown): Promise<{ path: string; message: string }[]> {
  if (!isHTTPError(error)) return [];
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  const parsed = v.safeParse(ErrorResponseSchema, body);
  if (!parsed.success) return [];
  return parsed.output.issues ?? [];
}

/**
 * Shows the server's message under each field it names (spec §5: error under the field, red label), e.g.
 * 'O usuário "maria" já está em uso.' under Usuário. Only fields the form has are touched; `rename` maps
 * an API path to the form's field name when they differ. Returns how many fields got a message.
 */
export async function showServerIssues(
  form: FormInstance,
  error: unknown,
  rename: Record<string, string> = {},
): Promise<number> {
  const issues = await serverIssues(error);
  const known = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const fields = new Map<string, string[]>();
  for (const issue of issues) {
    const name = rename[issue.path] ?? issue.path;
    if (!known.has(name)) continue;
    fields.set(name, [...(fields.get(name) ?? []), issue.message]);
  }
  form.setFields([...fields].map(([name, errors]) => ({ name, errors })));
  return fields.size;
}
