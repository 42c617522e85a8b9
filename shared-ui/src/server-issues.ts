import { ErrorResponseSchema } from '@gp/shared-contracts';
import type { FormInstance } from 'antd';
import { isHTTPError } from 'ky';
import * as v from 'valibot';

export type Issue = { path: string; message: string };

/**
 * The field issues of a refused write (400 validation, 409 uniqueness), read from the API's error body:
 * `{ path, message }` per field, nested fields with dots (`veiculo.placa`). Empty when there are none.
 */
export async function serverIssues(error: unknown): Promise<Issue[]> {
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
 * Puts each message under the field it names (error under the field, red label). Only fields
 * the form has are touched; `rename` maps an API path to the form's field when they differ. Returns how
 * many fields got a message.
 */
export function showIssues(form: FormInstance, issues: Issue[], rename: Record<string, string> = {}): number {
  const known = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const fields = new Map<string, string[]>();
  for (const issue of issues) {
    const name = rename[issue.path] ?? issue.path;
    if (!known.has(name)) continue;
    fields.set(name, [...(fields.get(name) ?? []), issue.message]);
  }
  form.setFields([...fields].map(([name, errors]) => ({ name: name.split('.'), errors })));
  return fields.size;
}

/** `showIssues` with the issues of a refused call. */
export async function showServerIssues(
  form: FormInstance,
  error: unknown,
  rename: Record<string, string> = {},
): Promise<number> {
  return showIssues(form, await serverIssues(error), rename);
}

/** Valibot issues with their dotted paths, as the API would report them: the first one of each field. */
export function schemaIssues(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  const seen = new Set<string>();
  const result: Issue[] = [];
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    result.push({ path, message: issue.message });
  }
  return result;
}

/** Every field path a changed-values object of antd names (`{ veiculo: { placa } }` -> veiculo.placa). */
export function changedPaths(changed: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(changed).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && !('$d' in value)
      ? changedPaths(value as Record<string, unknown>, [...prefix, key])
      : [[...prefix, key]],
  );
}

/**
 * A message put under a field by code (the server's, or the whole-body check's) goes once the field is
 * changed: antd clears only what its own rules found, and a field without rules would keep it.
 */
export function clearStaleErrors(form: FormInstance, changed: Record<string, unknown>): void {
  const stale = changedPaths(changed).filter((name) => form.getFieldError(name).length > 0);
  if (stale.length) form.setFields(stale.map((name) => ({ name, errors: [] })));
}
