import type { RouteOptions } from 'fastify';
import type { RouteAccess } from '../../src/plugins/auth.js';

/**
 * The API's route table as fastify declares it, for the tests generated from it (the permission matrix and
 * the tenant probe, test/app/route-matrix.test.ts): hand `onRoute` to `createTestApp`, read `routes()`
 * once the app is built. A route added to the API appears here the day it is declared.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A uuid the caller names in the query string or the body; `path` is dotted, `[]` for every item of a list. */
export type UuidField = { in: 'query' | 'body'; path: string };

export type ApiRoute = {
  /** `METHOD url`, e.g. `PUT /patrimonio/bempatrimonial/:id`. */
  key: string;
  method: Method;
  url: string;
  /** The declared access; a route without one is `local` (decision 012). */
  access: RouteAccess;
  /** The path's parameters, in order (`:id`, `:empresaId`…). */
  params: string[];
  uuidFields: UuidField[];
  /** A multipart upload (the routes answering 413 and 415). */
  upload: boolean;
  /** The body schema has required fields: an empty body is refused before the handler. */
  bodyRequired: boolean;
  /** The query string's required fields. */
  queryRequired: string[];
};

type JsonSchema = {
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Every uuid field of a JSON Schema (nested objects, list items and unions included). */
function uuidPaths(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  if (schema.format === 'uuid') return [prefix];
  const found: string[] = [];
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    found.push(...uuidPaths(child, prefix ? `${prefix}.${name}` : name));
  if (schema.items) found.push(...uuidPaths(schema.items, `${prefix}[]`));
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...uuidPaths(child, prefix));
  return [...new Set(found)];
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function routeTable() {
  const declared: RouteOptions[] = [];
  return {
    onRoute: (route: RouteOptions) => {
      declared.push(route);
    },
    /**
     * The API's own routes: without fastify's automatic HEAD and OPTIONS siblings and without the
     * interactive reference under /docs (the auth hook lets it through; it is the OpenAPI plugin's).
     */
    routes: (): ApiRoute[] =>
      declared
        .filter((r) => typeof r.method === 'string' && METHODS.has(r.method) && !r.url.startsWith('/docs'))
        .map((r) => {
          const schema = (r.schema ?? {}) as {
            querystring?: JsonSchema;
            body?: JsonSchema;
            response?: Record<string, unknown>;
          };
          const method = r.method as Method;
          return {
            key: `${method} ${r.url}`,
            method,
            url: r.url,
            access: (r.config as { access?: RouteAccess } | undefined)?.access ?? { auth: 'local' },
            params: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
            uuidFields: [
              ...uuidPaths(schema.querystring).map((path) => ({ in: 'query' as const, path })),
              ...uuidPaths(schema.body).map((path) => ({ in: 'body' as const, path })),
            ],
            upload: Boolean(schema.response?.['413'] && schema.response['415']),
            bodyRequired: (schema.body?.required?.length ?? 0) > 0,
            queryRequired: schema.querystring?.required ?? [],
          };
        }),
  };
}

/** `value` with the field at `path` (dotted, `[]` for every item of a list) set to `to`. */
export function withField(value: unknown, path: string, to: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const key = head as string;
  const obj = (value ?? {}) as Record<string, unknown>;
  if (key.endsWith('[]')) {
    const name = key.slice(0, -2);
    const list = (obj[name] as unknown[] | undefined) ?? [{}];
    return { ...obj, [name]: list.map((item) => (rest.length ? withField(item, rest.join('.'), to) : to)) };
  }
  return { ...obj, [key]: rest.length ? withField(obj[key], rest.join('.'), to) : to };
}
