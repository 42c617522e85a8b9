import { type OverrideActionContext, toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { ValidationError } from './errors.js';

/** Where the valibot schema hides inside the JSON Schema that fastify and the OpenAPI document see. */
const VALIBOT = Symbol('valibot');
type Tagged = Record<string, unknown> & { [VALIBOT]?: v.GenericSchema };

/**
 * A query integer (`integerQuery`: digits read as a number) reaches its bounds while its JSON type is still
 * the string it came as, and the converter skips bounds on a string; they are the number's, so the
 * document shows them as `minimum`/`maximum` (decision 015).
 */
const numberBounds = ({ valibotAction, jsonSchema }: OverrideActionContext) => {
  const { type, requirement } = valibotAction as { type: string; requirement?: unknown };
  if (jsonSchema.type !== 'string' || typeof requirement !== 'number' || !Number.isFinite(requirement))
    return undefined;
  if (type === 'min_value') return { ...jsonSchema, minimum: requirement };
  if (type === 'max_value') return { ...jsonSchema, maximum: requirement };
  return undefined;
};

const describe = (schema: v.GenericSchema): Tagged => {
  const json = toJsonSchema(schema, {
    errorMode: 'ignore',
    target: 'openapi-3.0',
    overrideAction: numberBounds,
  }) as Tagged;
  delete json.$schema;
  Object.defineProperty(json, VALIBOT, { value: schema, enumerable: false });
  return json;
};

export type RouteSchema = {
  tags?: string[];
  summary: string;
  description?: string;
  body?: v.GenericSchema;
  querystring?: v.GenericSchema;
  params?: v.GenericSchema;
  response?: Record<number, v.GenericSchema>;
  /** false for public calls (no bearer token); 'local' when the call needs the X-Local-Id header. */
  security?: false | 'user' | 'local';
};

/**
 * One schema for both sides (decision 001; docs/api.md, "Validation and OpenAPI"): the shared-contracts valibot schema validates the request
 * and is turned into JSON Schema for the OpenAPI document.
 */
export function routeSchema(s: RouteSchema): FastifySchema {
  const out: FastifySchema & Record<string, unknown> = { summary: s.summary };
  if (s.tags) out.tags = s.tags;
  if (s.description) out.description = s.description;
  if (s.body) out.body = describe(s.body);
  if (s.querystring) out.querystring = describe(s.querystring);
  if (s.params) out.params = describe(s.params);
  if (s.response) {
    out.response = Object.fromEntries(
      Object.entries(s.response).map(([status, schema]) => [status, describe(schema)]),
    );
  }
  const security = s.security ?? 'local';
  if (security === 'user') out.security = [{ bearerAuth: [] }];
  if (security === 'local') out.security = [{ bearerAuth: [], localId: [] }];
  return out;
}

const pathOf = (issue: v.BaseIssue<unknown>) => v.getDotPath(issue) ?? '';

type Walkable = {
  entries?: Record<string, Walkable>;
  item?: Walkable;
  wrapped?: Walkable;
  message?: unknown;
};
const unwrap = (s: Walkable | undefined) => {
  let current = s;
  while (current?.wrapped) current = current.wrapped;
  return current;
};

/** The message a schema gives for its own field, found by walking the issue's path from the root. */
function fieldMessage(root: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  let schema: Walkable | undefined = root as unknown as Walkable;
  for (const item of issue.path ?? []) {
    schema = unwrap(schema);
    if (schema?.entries && typeof item.key === 'string') schema = schema.entries[item.key];
    else if (schema?.item) schema = schema.item;
    else return undefined;
  }
  const message = unwrap(schema)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Portuguese, field-named messages where valibot's would be generic: a missing key takes its field's own
 * message (or names the field), and a body that is not an object says so.
 */
function messageOf(root: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  const path = pathOf(issue);
  if (!path && issue.type === 'object') return 'O corpo da requisição deve ser um objeto JSON.';
  const missingKey = issue.type === 'object' && issue.input === undefined && issue.expected?.startsWith('"');
  if (missingKey) return fieldMessage(root, issue) ?? `O campo "${path}" é obrigatório.`;
  return issue.message;
}

/**
 * The path of the first string holding a NUL character, which PostgreSQL text cannot store or compare
 * (a query with one fails as a server error); null when there is none.
 */
function nulPath(data: unknown): string | null {
  // Iterative, and the path is spelled only when found: a body may nest deeper than the call stack allows.
  type Step = { key: string; parent: Step | null } | null;
  const pending: [unknown, Step][] = [[data, null]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [value, step] = item;
    if (typeof value === 'string') {
      if (!value.includes('\u0000')) continue;
      const keys: string[] = [];
      for (let s = step; s; s = s.parent) keys.unshift(s.key);
      return keys.join('.');
    }
    if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) pending.push([child, { key, parent: step }]);
    }
  }
  return null;
}

export const valibotValidatorCompiler: FastifySchemaCompiler<Tagged> = ({ schema }) => {
  const vs = schema[VALIBOT];
  if (!vs) return (data: unknown) => ({ value: data });
  return (data: unknown) => {
    const nul = nulPath(data);
    if (nul !== null)
      return {
        error: new ValidationError([{ path: nul, message: 'O texto contém um caractere inválido.' }]),
      };
    const result = v.safeParse(vs, data ?? undefined);
    if (result.success) return { value: result.output };
    const issues = result.issues.map((issue) => ({ path: pathOf(issue), message: messageOf(vs, issue) }));
    return { error: new ValidationError(issues) };
  };
};
