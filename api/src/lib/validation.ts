import { ErrorResponseSchema } from '@gp/shared-contracts';
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

type Json = Record<string, unknown>;

/**
 * What the converter writes that OpenAPI 3.0 refuses, made valid in place (decision 031): an object with no
 * required key gets `required: []` (the schema of `required` asks for at least one item), so the key goes;
 * `nullable` needs a `type` beside it, so a nullable union (money: a string or a number) carries it on each
 * of its members instead, and a nullable schema of no type (anything) drops it (anything includes null);
 * a query integer's default is a number, not the text the query carries; and a union listing the same
 * schema twice (a tuple's items, which OpenAPI 3.0 writes as one `anyOf` of its positions) keeps it once.
 */
function openApi30(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) openApi30(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const json = node as Json;
  if (Array.isArray(json.required) && json.required.length === 0) delete json.required;
  // A query integer's default is the text it is read from (integerQuery): the document gives the number.
  if ((json.type === 'integer' || json.type === 'number') && typeof json.default === 'string') {
    json.default = Number(json.default);
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = json[key];
    if (!Array.isArray(members)) continue;
    const seen = new Set<string>();
    json[key] = members.filter((member) => {
      const text = JSON.stringify(member);
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    });
  }
  if (json.nullable === true && json.type === undefined) {
    delete json.nullable;
    const members = (json.anyOf ?? json.oneOf) as Json[] | undefined;
    if (members) for (const member of members) member.nullable = true;
  }
  for (const value of Object.values(json)) openApi30(value);
}

const describe = (schema: v.GenericSchema): Tagged => {
  const json = toJsonSchema(schema, {
    errorMode: 'ignore',
    target: 'openapi-3.0',
    overrideAction: numberBounds,
  }) as Tagged;
  delete json.$schema;
  openApi30(json);
  Object.defineProperty(json, VALIBOT, { value: schema, enumerable: false });
  return json;
};

/**
 * A call that answers a file (a download, a PDF, an export) instead of JSON: its media types, documented
 * as a binary body (`fileResponse` in lib/routes.ts).
 */
export class FileResponse {
  constructor(
    readonly types: string[],
    readonly description: string,
    /** Sent by `sendFile` (modules/files/send-file.ts), which answers a `Range` with 206 or 416. */
    readonly ranges = false,
  ) {}
}

export type RouteSchema = {
  tags?: string[];
  /** In Portuguese, one line: what the call does. */
  summary: string;
  description?: string;
  body?: v.GenericSchema;
  querystring?: v.GenericSchema;
  params?: v.GenericSchema;
  response?: Record<number, v.GenericSchema | FileResponse>;
  /** A multipart upload (lib/multipart.ts): its body is documented as `file` (binary) and optional `name`. */
  upload?: boolean;
  /** false for public calls (no bearer token); 'local' when the call needs the X-Local-Id header. */
  security?: false | 'user' | 'local';
};

/**
 * Marks the error body in a response, so the document names it once (`components.schemas.ErrorResponse`)
 * instead of repeating it in each of the ~950 answers that have it (plugins/openapi.ts).
 */
export const ERROR_BODY = 'x-gp-error-body';

/** What each status means, as the document's response descriptions. */
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Criado',
  202: 'Aceito: registrado, continua depois (em segundo plano, ou com o aceite de quem recebe)',
  204: 'Sem conteúdo',
  206: 'Conteúdo parcial: os bytes pedidos em `Range` (um intervalo), ditos em `Content-Range`',
  400: 'Requisição inválida (os campos com problema em `issues`)',
  401: 'Token de acesso ausente ou inválido, ou sessão encerrada',
  403: 'Sem permissão para a área ou a regra, ou local de trabalho não selecionado',
  404: 'Não encontrado (ou fora do escopo do local)',
  409: 'Conflito com o estado ou com outro registro',
  413: 'Arquivo acima do limite',
  415: 'Tipo de conteúdo ou de arquivo não aceito',
  416: 'Intervalo fora do arquivo: `Content-Range: bytes */tamanho` diz o tamanho',
  422: 'Não processável (por exemplo, mais linhas do que uma exportação escreve)',
  429: 'Muitas requisições: tente de novo depois do tempo em `Retry-After`',
  503: 'Indisponível',
};

/** The multipart body of every upload (docs/api.md, "Files"): one file in `file`, optionally `name` before it. */
const UPLOAD_BODY = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          name: { type: 'string', description: 'Nome a guardar (opcional; enviado antes do arquivo).' },
          file: { type: 'string', format: 'binary', description: 'O arquivo (um por requisição).' },
        },
      },
    },
  },
};

/**
 * The answers every call of a kind can give, whether or not its declaration names them (decision 031):
 * 400 for a call with input to validate, 401 for one with a token, 403 for one that needs a location,
 * 413 and 415 for an upload. Their body is the error body of every failure.
 */
function implicitErrors(s: RouteSchema, security: false | 'user' | 'local'): number[] {
  const codes: number[] = [];
  if (s.body || s.querystring || s.params || s.upload) codes.push(400);
  if (security !== false) codes.push(401);
  if (security === 'local') codes.push(403);
  if (s.upload) codes.push(413, 415);
  return codes;
}

const describeResponse = (status: number, schema: v.GenericSchema | FileResponse) => {
  const text = STATUS_TEXT[status] ?? 'Resposta';
  if (schema instanceof FileResponse) {
    const binary = { schema: { type: 'string', format: 'binary' } };
    return {
      'x-response-description': `${text}: ${schema.description}`,
      content: Object.fromEntries(schema.types.map((type) => [type, binary])),
    };
  }
  const json = describe(schema);
  if (!json.description) json['x-response-description'] = text;
  if (schema === ErrorResponseSchema) json[ERROR_BODY] = true;
  return json;
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
  else if (s.upload) out.body = UPLOAD_BODY;
  if (s.querystring) out.querystring = describe(s.querystring);
  if (s.params) out.params = describe(s.params);
  const security = s.security ?? 'local';
  if (s.response) {
    const response: Record<number, v.GenericSchema | FileResponse> = { ...s.response };
    for (const code of implicitErrors(s, security)) response[code] ??= ErrorResponseSchema;
    // A stored file's download answers a `Range` with part of it, or 416 past its end.
    const file = response[200];
    if (file instanceof FileResponse && file.ranges) {
      response[206] ??= new FileResponse(file.types, `parte de ${file.description}`);
      response[416] ??= new FileResponse(['text/plain'], 'corpo vazio');
    }
    out.response = Object.fromEntries(
      Object.entries(response).map(([status, schema]) => [status, describeResponse(Number(status), schema)]),
    );
  }
  // A public call says so (an empty list): the document's readers, and its lint, see no call left unsaid.
  if (security === false) out.security = [];
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
