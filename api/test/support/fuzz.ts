import { LOCAL_HEADER, UUID_PATTERN } from '@gp/shared-contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { REQUEST_ID_HEADER } from '../../src/plugins/request-id.js';
import { type Headers, multipart, SAMPLE } from './sistema.js';

/**
 * Malformed requests for every call of the OpenAPI document (api/test/app/fuzz.test.ts). The calls, their
 * path, query and body schemas and their security are read from the document the app builds from its
 * routes, never from a list kept here, so a new route is fuzzed the day it is added.
 */

/** The part of JSON Schema the routes' valibot schemas turn into (api/src/lib/validation.ts). */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};
type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type DocOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, DocOperation>> };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Operation = {
  /** `METHOD /path/{param}`, as the document names it. */
  key: string;
  method: Method;
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
  /** A file upload: a call whose documented body is multipart/form-data (routesOf's `upload`). */
  upload: boolean;
  auth: 'public' | 'user' | 'local';
  /** Answers 429 past its limit (sign-in, password recovery: decision 003). */
  rateLimited: boolean;
};

/** Every call of the document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): Operation => {
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema ?? null;
      const schemes = new Set((op.security ?? []).flatMap((s) => Object.keys(s)));
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Method,
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body,
        upload: 'multipart/form-data' in (op.requestBody?.content ?? {}),
        auth: schemes.has('localId') ? 'local' : schemes.has('bearerAuth') ? 'user' : 'public',
        rateLimited: '429' in (op.responses ?? {}),
      };
    }),
  );
}

/** One generated call: what it spoils (for the failure report) and what it sends. */
export class FuzzRequest {
  constructor(
    readonly label: string,
    readonly method: Method,
    readonly url: string,
    readonly headers: Record<string, string>,
    readonly payload?: string | Buffer,
  ) {}

  inject(): InjectOptions {
    return {
      method: this.method,
      url: this.url,
      headers: this.headers,
      ...(this.payload === undefined ? {} : { payload: this.payload }),
    };
  }

  /** What fast-check prints of a counterexample: the call, cut short (a body may be 200 KB). */
  [fc.toStringMethod]() {
    const payload =
      this.payload === undefined ? '' : ` ${clip(Buffer.isBuffer(this.payload) ? '<bytes>' : this.payload)}`;
    const headers = Object.fromEntries(Object.entries(this.headers).map(([k, v]) => [k, clip(v, 40)]));
    return `[${this.label}] ${this.method} ${clip(this.url)} ${JSON.stringify(headers)}${payload}`;
  }
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** JSON text written as is: numbers JavaScript would round (2^53 + 1), nesting and keys a literal cannot hold. */
class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return clip(this.text, 60);
  }
}

/** JSON text of a generated value, with its `RawJson` parts as written and every own key (`__proto__` too). */
function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).map(
      (k) => `${JSON.stringify(k)}:${toJson((value as Record<string, unknown>)[k])}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A copy of `target` with `key` as its own property, even a key a literal or assignment would not create. */
function withKey(target: unknown, key: string, value: unknown) {
  const out: Record<string, unknown> = {};
  const from = target && typeof target === 'object' ? (target as Record<string, unknown>) : {};
  for (const k of Object.keys(from)) Object.defineProperty(out, k, own(from[k]));
  Object.defineProperty(out, key, own(value));
  return out;
}
const own = (value: unknown) => ({ value, enumerable: true, writable: true, configurable: true });

// ---------------------------------------------------------------------------------------------------
// Values

type Named = { label: string; value: unknown };
const named = (label: string, value: unknown): Named => ({ label, value });
const constants = (...values: Named[]) => fc.constantFrom(...values);

const DEPTH = 1000;
const HUGE = 'x'.repeat(200 * 1024);
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A value whose keys reach for the prototype: `{"__proto__": {...}, "constructor": {"prototype": {...}}}`. */
const PROTO_OBJECT = new RawJson(
  '{"__proto__":{"isSuporte":true,"admin":true},"constructor":{"prototype":{"isSuporte":true}},' +
    '"prototype":{"toString":1}}',
);

/** Values of the wrong type, or the right type in a shape no field takes, for any field. */
const ANY_BAD: Named[] = [
  named('null', null),
  named('true', true),
  named('0', 0),
  named('-1', -1),
  named('1.5', 1.5),
  named('a string', 'texto'),
  named('empty string', ''),
  named('[]', []),
  named('{}', {}),
  named('mixed array', [1, 'a', null]),
  named('query operator', { $ne: '' }),
  named('prototype keys', PROTO_OBJECT),
  named('arrays 1000 deep', new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`)),
  named('objects 1000 deep', new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`)),
  named('200 KB string', HUGE),
];

const HOSTILE_TEXT: Named[] = [
  named('blanks', '   '),
  named('unicode', '🦄 ação — 𝔘𝔫𝔦 \u202e'),
  named('NUL', 'a\u0000b'),
  named('lone surrogate', 'a\ud800b'),
  named('control characters', '\u0001\u001b[31m'),
  named('SQL', "' OR 1=1--"),
  named('LIKE', '%_%\\'),
  named('HTML', '<script>alert(1)</script>'),
  named('"__proto__"', '__proto__'),
  named('"constructor"', 'constructor'),
  named('"toString"', 'toString'),
  named('"hasOwnProperty"', 'hasOwnProperty'),
];

const BAD_UUIDS: Named[] = [
  named('uuid "1"', '1'),
  named('uuid injection', "' OR 1=1--"),
  named('nil uuid', '00000000-0000-0000-0000-000000000000'),
  named('uuid of 40 characters', 'a'.repeat(40)),
  named('unicode uuid', 'çççççççç-ãããã-õõõõ-éééé-üüüüüüüüüüüü'),
  named('uuid without dashes', '0f8fad5bd9cb469fa16570867728950e'),
  named('uuid in braces', '{0f8fad5b-d9cb-469f-a165-70867728950e}'),
  named('empty uuid', ''),
];

const BAD_DATES: Named[] = [
  named('date 31/02/2024', '31/02/2024'),
  named('date 2024-13-01', '2024-13-01'),
  named('date 2024-02-30', '2024-02-30'),
  named('date 0000-00-00', '0000-00-00'),
  named('date 1899-12-31', '1899-12-31'),
  named('date 2100-01-01', '2100-01-01'),
  named('date 99999-01-01', '99999-01-01'),
  named('date 2024-1-1', '2024-1-1'),
  named('date with a bad time', '2024-02-29T25:61:00Z'),
  named('empty date', ''),
];

const BAD_MONEY: Named[] = [
  named('money 1,00', '1,00'),
  named('money 1e3', '1e3'),
  named('money 9999999999999999.99', '9999999999999999.99'),
  named('money 10000000000000.00', '10000000000000.00'),
  named('money 9999999999999.999', '9999999999999.999'),
  named('money -0', '-0'),
  named('money -0.01', '-0.01'),
  named('empty money', ''),
  named('money .5', '.5'),
  named('money NaN', 'NaN'),
  named('money Infinity', 'Infinity'),
  named('money number 1e30', new RawJson('1e30')),
  named('money number 0.30000000000000004', 0.1 + 0.2),
  named('money number 99999999999999999999', new RawJson('99999999999999999999')),
  named('money number -0', new RawJson('-0')),
];

/** Integers at and past the bounds (decision 015), written as JSON text so none is rounded on the way. */
function badIntegers(s: JsonSchema): Named[] {
  const max = s.maximum ?? 2_147_483_647;
  const min = s.minimum ?? 0;
  return [
    named(`maximum ${max}`, max),
    named(`maximum + 1 ${max + 1}`, max + 1),
    named(`minimum ${min}`, min),
    named(`minimum - 1 ${min - 1}`, min - 1),
    named('2147483648', new RawJson('2147483648')),
    named('9007199254740993', new RawJson('9007199254740993')),
    named('1e30', new RawJson('1e30')),
    named('1e308', new RawJson('1e308')),
    named('-1', -1),
    named('1.5', 1.5),
    named('"NaN"', 'NaN'),
    named('"Infinity"', 'Infinity'),
    named('"1"', '1'),
    named('"0x10"', '0x10'),
  ];
}

type Kind =
  | 'enum'
  | 'uuid'
  | 'date'
  | 'datetime'
  | 'email'
  | 'money'
  | 'patterned'
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'object'
  | 'array'
  | 'any';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** What a schema reads, as far as the generators need to know. */
function kindOf(s: JsonSchema): Kind {
  if (s.enum) return 'enum';
  // A number written as text or as a number (money, areas, coordinates, rates).
  if (s.anyOf) return 'money';
  if (s.format === 'uuid') return 'uuid';
  if (s.format === 'email') return 'email';
  if (s.format === 'date-time') return 'datetime';
  if (s.pattern === DATE_PATTERN) return 'date';
  if (s.pattern && /\\d\{1,\d+\}/.test(s.pattern) && s.type === 'string') return 'money';
  if (s.pattern) return 'patterned';
  const kinds: Record<string, Kind> = {
    string: 'string',
    integer: 'integer',
    number: 'number',
    boolean: 'boolean',
    object: 'object',
    array: 'array',
  };
  return (s.type && kinds[s.type]) || 'any';
}

/** Ids of existing records a generated id may take, so a call gets past "not found" to its rules. */
export type KnownIds = {
  all: string[];
  /** The ids a field or path parameter named `name` of the call at `path` takes (knownIds says how). */
  of: (name: string, path: string) => string[];
};
/** The ids of a field or parameter, by its name, for one call. */
type IdsOf = (name: string) => string[];

const uuidOf = (ids: string[]) =>
  ids.length > 0
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...ids) },
        { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
      )
    : fc.uuid({ version: 4 });

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A value the schema takes (mostly: text checks beyond the schema, a CNPJ's digits, may still refuse it). */
function validValue(s: JsonSchema, ids: IdsOf, name = ''): fc.Arbitrary<unknown> {
  const base = validNonNull(s, ids, name);
  return s.nullable
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function validNonNull(s: JsonSchema, ids: IdsOf, name: string): fc.Arbitrary<unknown> {
  const maxLength = Math.min(s.maxLength ?? 30, 30);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  switch (kindOf(s)) {
    case 'enum':
      return fc.constantFrom(...(s.enum as unknown[]));
    case 'uuid':
      return uuidOf(ids(name));
    case 'date':
      return fc
        .tuple(
          fc.integer({ min: 1990, max: 2035 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 28 }),
        )
        .map(([y, m, d]) => `${y}-${twoDigits(m)}-${twoDigits(d)}`);
    case 'datetime':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 255));
    case 'money':
      return fc
        .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
        .map(([units, cents]) => `${units}.${twoDigits(cents)}`);
    case 'patterned':
      return fc
        .stringMatching(new RegExp(s.pattern as string))
        .filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? 255));
    case 'string':
      return fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, 1) });
    case 'integer':
      if (s.minimum === undefined && s.maximum === undefined) {
        // A query's integer shows no bounds in the document: small numbers, months and years.
        return fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2030 }));
      }
      return fc.integer({
        min: Math.max(s.minimum ?? 0, -2_147_483_648),
        max: Math.min(s.maximum ?? 2_147_483_647, 2_147_483_647),
      });
    case 'number':
      return fc.double({ min: 0, max: 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'object': {
      const props = s.properties ?? {};
      const required = (s.required ?? []).filter((k) => k in props);
      const model = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, validValue(p, ids, k)]));
      // Mostly the required fields and the ids only: each other field is one more check (a CNPJ's digits,
      // a plate) a generated text may fail, and the call should often get past validation to its service;
      // an optional id may be what the caller must name (support names the client of what it creates).
      const minimal = Object.fromEntries(
        Object.keys(props)
          .filter((k) => required.includes(k) || kindOf(props[k] as JsonSchema) === 'uuid')
          .map((k) => [k, model[k] as fc.Arbitrary<unknown>]),
      );
      return fc.oneof(
        { weight: 3, arbitrary: fc.record(minimal, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: required }) },
      );
    }
    case 'array':
      return fc.array(validValue(s.items ?? {}, ids, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values a field of this schema must refuse (or, at a bound, take): by its kind, and any wrong type. */
function badValue(s: JsonSchema): fc.Arbitrary<Named> {
  const own: Named[] = [];
  const more: fc.Arbitrary<Named>[] = [];
  switch (kindOf(s)) {
    case 'enum':
      own.push(
        named('not in the list', 'nao_existe'),
        named('upper case', String(s.enum?.[0]).toUpperCase()),
      );
      own.push(named('padded', ` ${String(s.enum?.[0])} `));
      break;
    case 'uuid':
      own.push(...BAD_UUIDS);
      more.push(fc.uuid({ version: 4 }).map((id) => named('unknown uuid', id)));
      break;
    case 'date':
    case 'datetime':
      own.push(...BAD_DATES);
      break;
    case 'money':
      own.push(...BAD_MONEY);
      break;
    case 'email':
      own.push(named('e-mail without domain', 'a@'), named('long e-mail', `${'a'.repeat(300)}@x.com`));
      break;
    case 'integer':
    case 'number':
      own.push(...badIntegers(s));
      break;
    case 'boolean':
      own.push(named('"true"', 'true'), named('1', 1));
      break;
    case 'array':
      own.push(
        named(
          '5000 items',
          Array.from({ length: 5000 }, (_, i) => i),
        ),
      );
      if (s.items) more.push(badValue(s.items).map((x) => named(`item ${x.label}`, [x.value])));
      break;
    case 'object':
      more.push(
        fc.constant(
          named(
            'every field null',
            Object.fromEntries(Object.keys(s.properties ?? {}).map((k) => [k, null])),
          ),
        ),
      );
      break;
  }
  if (s.maxLength !== undefined)
    own.push(named(`maxLength + 1 (${s.maxLength + 1})`, 'x'.repeat(s.maxLength + 1)));
  if (s.minLength) own.push(named(`minLength - 1 (${s.minLength - 1})`, 'x'.repeat(s.minLength - 1)));
  if (s.type === 'string' || kindOf(s) === 'money') own.push(...HOSTILE_TEXT);
  more.push(fc.string().map((x) => named('any string', x)));
  return fc.oneof(
    { weight: 3, arbitrary: own.length > 0 ? constants(...own) : constants(...ANY_BAD) },
    { weight: 2, arbitrary: constants(...ANY_BAD) },
    { weight: 1, arbitrary: fc.oneof(...more) },
  );
}

// ---------------------------------------------------------------------------------------------------
// Bodies

/** Every field of a body, nested objects' fields too, with its path. */
function fieldsOf(s: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  return Object.entries(s.properties ?? {}).flatMap(([key, child]) => [
    { path: [...prefix, key], schema: child },
    ...(child.properties ? fieldsOf(child, [...prefix, key]) : []),
  ]);
}

/** `value` with the field at `path` set (or removed, for undefined), building the objects on the way. */
function setAt(value: unknown, path: string[], field: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return field;
  const target =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const copy = { ...target };
  if (rest.length === 0 && field === undefined) delete copy[key];
  else copy[key] = setAt(copy[key], rest, field);
  return copy;
}

type Body = { label: string; payload?: string | Buffer; contentType?: string };
const json = (label: string, value: unknown): Body => ({
  label,
  payload: toJson(value),
  contentType: 'application/json',
});
const raw = (label: string, payload: string | Buffer | undefined, contentType?: string): Body => ({
  label,
  payload,
  contentType,
});

const FILE_BODY = multipart({ filename: 'a.png', content: SAMPLE.png, contentType: 'image/png' }, 'a.png');
const NOT_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]);

/** Bodies no JSON call takes: wrong media types, broken or empty JSON, a JSON that is not an object. */
const RAW_BODIES: Body[] = [
  raw('no body', undefined),
  raw('empty JSON', '', 'application/json'),
  raw('invalid JSON', '{"a":', 'application/json'),
  raw('single quotes', "{'a': 1}", 'application/json'),
  raw('trailing comma', '{"a": 1,}', 'application/json'),
  raw('NaN', '{"a": NaN}', 'application/json'),
  raw('bytes that are not UTF-8', NOT_UTF8, 'application/json'),
  raw('charset utf-16', '{"a":1}', 'application/json; charset=utf-16'),
  raw('text/plain', '{"a":1}', 'text/plain'),
  raw('form', 'a=1&b=2', 'application/x-www-form-urlencoded'),
  raw('XML', '<a>1</a>', 'application/xml'),
  raw('multipart to a JSON call', FILE_BODY.payload, FILE_BODY.headers['content-type']),
  raw('empty content type', '{}', ''),
  json('null', null),
  json('an array', [1, 2]),
  json('a string', 'texto'),
  json('a number', 42),
  json('empty object', {}),
  raw('arrays 1000 deep', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, 'application/json'),
  raw('objects 1000 deep', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`, 'application/json'),
];

/** Bodies of a JSON call: one field spoiled, a required one missing, extra and prototype keys, or raw. */
function jsonBody(s: JsonSchema, ids: IdsOf): fc.Arbitrary<Body> {
  const valid = validValue(s, ids);
  const fields = fieldsOf(s);
  const cases: fc.WeightedArbitrary<Body>[] = [
    { weight: 2, arbitrary: valid.map((v) => json('valid body', v)) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(...PROTO_KEYS),
          fc.constantFrom(...PROTO_KEYS),
          fc.option(fc.constantFrom(...Object.keys(s.properties ?? {})), { nil: undefined }),
        )
        .map(([v, key, inner, field]) => {
          const attack = withKey({}, inner, { isSuporte: true, admin: true });
          if (!field) return json(`key ${key}`, withKey(v, key, attack));
          const target = (v as Record<string, unknown> | null)?.[field];
          return json(`key ${key} inside ${field}`, setAt(v, [field], withKey(target, key, attack)));
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
            minKeys: 1,
            maxKeys: 4,
          }),
        )
        .map(([v, extra]) =>
          json(`extra fields ${Object.keys(extra).join(',')}`, { ...(v as object), ...extra }),
        ),
    },
  ];
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    cases.push(
      {
        weight: 6,
        arbitrary: fc
          .tuple(valid, field)
          .chain(([v, f]) =>
            badValue(f.schema).map((bad) =>
              json(`${f.path.join('.')} = ${bad.label}`, setAt(v, f.path, bad.value)),
            ),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(valid, field)
          .map(([v, f]) => json(`${f.path.join('.')} missing`, setAt(v, f.path, undefined))),
      },
      {
        weight: 1,
        arbitrary: fc.constant(
          json('every field null', Object.fromEntries(Object.keys(s.properties ?? {}).map((k) => [k, null]))),
        ),
      },
    );
  }
  return fc.oneof(...cases);
}

const FILE_NAMES = [
  'a.png',
  '../../../etc/passwd',
  'a"b.png',
  `${'n'.repeat(300)}.pdf`,
  'relatório ação 🦄.pdf',
  '',
  'a\u0000.png',
  '.htaccess',
];

/** File contents of every kind the uploads tell apart, and some no upload takes. */
const FILE_CONTENTS: Named[] = [
  named('PNG', SAMPLE.png),
  named('PDF', SAMPLE.pdf),
  named('executable', SAMPLE.exe),
  named('empty string', Buffer.alloc(0)),
  named('broken XML', Buffer.from('<?xml version="1.0"?><nfeProc><NFe><infNFe Id="')),
  named('SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')),
  named('broken ZIP', Buffer.from('PK\u0003\u0004 not a zip')),
];

const PART = (headers: string, content: string) => `--b\r\n${headers}\r\n\r\n${content}`;
const FILE_PART = PART(
  'Content-Disposition: form-data; name="file"; filename="a.png"',
  '\x89PNG\r\n\x1a\naaaa',
);
const MULTIPART_B = 'multipart/form-data; boundary=b';

/** Multipart bodies the parser cannot read whole: no boundary, cut short, broken or hostile part headers. */
const MALFORMED_MULTIPART: Body[] = [
  raw('multipart without a boundary', '--b\r\n\r\n', 'multipart/form-data'),
  raw('multipart with an empty boundary', '--b\r\n\r\n', 'multipart/form-data; boundary='),
  raw(
    'multipart without a file',
    `${PART('Content-Disposition: form-data; name="name"', 'x')}\r\n--b--\r\n`,
    MULTIPART_B,
  ),
  raw('multipart cut short in the file', FILE_PART, MULTIPART_B),
  raw(
    'multipart cut short after the file',
    `${FILE_PART}\r\n${PART('Content-Disposition: form-data; name="x"', 'y')}`,
    MULTIPART_B,
  ),
  raw(
    'multipart cut short in a field',
    PART('Content-Disposition: form-data; name="name"', 'x'),
    MULTIPART_B,
  ),
  raw('multipart part without headers', '--b\r\nno headers\r\n\r\nx\r\n--b--', MULTIPART_B),
  raw('multipart of garbage', 'lixo', MULTIPART_B),
  raw(
    'field declared JSON that is not',
    `${PART('Content-Disposition: form-data; name="name"\r\nContent-Type: application/json', '{x')}\r\n${FILE_PART}\r\n--b--\r\n`,
    MULTIPART_B,
  ),
  raw(
    'field named __proto__',
    `${PART('Content-Disposition: form-data; name="__proto__"', 'x')}\r\n${FILE_PART}\r\n--b--\r\n`,
    MULTIPART_B,
  ),
];

/** Bodies of an upload: files of any kind and name, two files, no file, or not multipart at all. */
function uploadBody(): fc.Arbitrary<Body> {
  const file = fc.record({
    filename: fc.constantFrom(...FILE_NAMES),
    content: fc.oneof(
      constants(...FILE_CONTENTS),
      fc.uint8Array({ maxLength: 512 }).map((a) => named('random bytes', Buffer.from(a))),
    ),
    contentType: fc.constantFrom(
      'image/png',
      'application/pdf',
      'text/xml',
      'application/octet-stream',
      'x/y',
    ),
  });
  const name = fc.option(fc.constantFrom(...FILE_NAMES, 'x'.repeat(5000)), { nil: undefined });
  type File = { filename: string; content: Named; contentType: string };
  const sent = (f: File) => ({ ...f, content: f.content.value as Buffer });
  const toBody = (label: string, b: { payload: Buffer; headers: Record<string, string> }): Body => ({
    label,
    payload: b.payload,
    contentType: b.headers['content-type'],
  });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(file, name)
        .map(([f, n]) => toBody(`file ${f.content.label} "${clip(f.filename, 20)}"`, multipart(sent(f), n))),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(file, file).map(([a, b]) => toBody('two files', multipart([sent(a), sent(b)]))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        json('JSON to an upload', { file: 'a.png' }),
        ...MALFORMED_MULTIPART,
        ...RAW_BODIES,
      ),
    },
  );
}

/** A call without a body mostly gets none; sometimes one it does not expect. */
const strayBody = (): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(raw('no body', undefined)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );

// ---------------------------------------------------------------------------------------------------
// Query strings and paths

type Query = { label: string; text: string };
/** Percent-encoding of the UTF-8 bytes (a lone surrogate, which encodeURIComponent refuses, as U+FFFD). */
const enc = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
const pairs = (entries: [string, string][]) => entries.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');

/** A query value the parameter must refuse, as text (every query value is text). */
function badQueryValue(s: JsonSchema): Named[] {
  switch (kindOf(s)) {
    case 'integer':
      return [
        'abc',
        '',
        '0',
        '-1',
        '1.5',
        '1e3',
        '2147483648',
        '9007199254740993',
        `1${'0'.repeat(30)}`,
        'NaN',
        'Infinity',
        ' 1',
        '101',
        '1000000',
      ].map((x) => named(`"${x}"`, x));
    case 'uuid':
      return BAD_UUIDS;
    case 'date':
      return BAD_DATES;
    case 'money':
      return BAD_MONEY.filter((x) => typeof x.value === 'string');
    default:
      return [
        named('empty string', ''),
        named('not in the list', 'nao_existe'),
        ...(s.maxLength ? [named('maxLength + 1', 'x'.repeat(s.maxLength + 1))] : []),
        ...HOSTILE_TEXT,
      ];
  }
}

/** Query strings: valid values, one spoiled, repeated keys, array and object syntax, unknown keys. */
function queryOf(params: Parameter[], ids: IdsOf): fc.Arbitrary<Query> {
  const unknown = fc.constantFrom<Query>(
    { label: 'prototype keys in the query', text: '__proto__=1&constructor=x&prototype[a]=1' },
    { label: 'unknown parameter', text: 'nao_existe=1' },
    { label: '20 KB query', text: `x=${'a'.repeat(20 * 1024)}` },
    { label: 'broken percent-encoding', text: 'a=%E0%A4%A' },
  );
  if (params.length === 0) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant({ label: 'no query', text: '' }) },
      { weight: 1, arbitrary: unknown },
    );
  }
  const validPairs = fc
    .subarray(params)
    .chain((chosen) =>
      chosen.length === 0
        ? fc.constant([] as [string, string][])
        : fc.tuple(
            ...chosen.map((p) =>
              validValue(p.schema, ids, p.name).map((v): [string, string] => [p.name, String(v)]),
            ),
          ),
    );
  const param = fc.constantFrom(...params);
  return fc.oneof(
    { weight: 3, arbitrary: validPairs.map((v) => ({ label: 'valid query', text: pairs(v) })) },
    {
      weight: 5,
      arbitrary: fc.tuple(validPairs, param).chain(([v, p]) =>
        constants(...badQueryValue(p.schema)).map((bad) => ({
          label: `${p.name}=${bad.label}`,
          text: pairs([...v.filter(([k]) => k !== p.name), [p.name, String(bad.value)]]),
        })),
      ),
    },
    {
      weight: 1,
      arbitrary: param.map((p) => ({
        label: `${p.name} repeated`,
        text: `${enc(p.name)}=1&${enc(p.name)}=2`,
      })),
    },
    {
      weight: 1,
      arbitrary: param.map((p) => ({
        label: `${p.name}[] and ${p.name}[a]`,
        text: `${enc(p.name)}[]=1&${enc(p.name)}[a]=2`,
      })),
    },
    { weight: 1, arbitrary: unknown },
  );
}

type Segment = { label: string; text: string };

/**
 * A path parameter: an id of its kind (so the call reaches its body and rules), now and then any known id
 * (one of another kind, or of a kind no list shows: a file, an NF-e), an unknown uuid, or no uuid.
 */
function segmentOf(known: string[], all: string[]): fc.Arbitrary<Segment> {
  const bad = fc.oneof(
    constants(...BAD_UUIDS.filter((x) => x.value !== '')).map((x) => ({
      label: x.label,
      text: enc(String(x.value)),
    })),
    fc.string({ minLength: 1 }).map((x) => ({ label: 'any string', text: enc(x) })),
    fc.constant({ label: 'broken percent-encoding', text: '%E0%A4%A' }),
    fc.constant({ label: 'id of 250 characters', text: 'a'.repeat(250) }),
  );
  return fc.oneof(
    ...(known.length > 0
      ? [
          {
            weight: 5,
            arbitrary: fc.constantFrom(...known).map((id) => ({ label: 'known id', text: id })),
          },
        ]
      : []),
    ...(all.length > 0
      ? [{ weight: 1, arbitrary: fc.constantFrom(...all).map((id) => ({ label: 'any known id', text: id })) }]
      : []),
    { weight: 2, arbitrary: fc.uuid({ version: 4 }).map((id) => ({ label: 'unknown uuid', text: id })) },
    { weight: 2, arbitrary: bad },
  );
}

// ---------------------------------------------------------------------------------------------------
// Callers

/** Who calls: mostly the signed-in caller; else nobody, a broken or forged token, a missing or foreign location. */
function callerOf(signedIn: Headers): fc.Arbitrary<{ label: string; headers: Headers }> {
  const authorization = signedIn.authorization ?? '';
  const token = authorization.replace(/^Bearer /, '');
  const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  const with_ = (label: string, headers: Record<string, string>) => ({ label, headers });
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(with_('support', signedIn)) },
    {
      weight: 4,
      arbitrary: fc.oneof(
        fc.constant(with_('no token', {})),
        fc.constant(with_('tampered token', { ...signedIn, authorization: `Bearer ${tampered}` })),
        fc.constant(with_('Basic', { ...signedIn, authorization: 'Basic c3Vwb3J0ZTpTdXBvcnRlQDEyMw==' })),
        fc
          .stringMatching(/^[A-Za-z0-9._-]{0,300}$/)
          .map((x) => with_('any token', { ...signedIn, authorization: `Bearer ${x}` })),
        fc.constant(with_('no location', { authorization })),
        fc
          .constantFrom('', 'x'.repeat(10_000), '🦄 ação', "' OR 1=1--", '../../etc/passwd')
          .map((x) => with_('hostile X-Request-Id', { ...signedIn, [REQUEST_ID_HEADER]: x })),
        fc.uuid({ version: 4 }).map((id) => with_('unknown location', { authorization, [LOCAL_HEADER]: id })),
        fc
          .constantFrom('abc', '', "' OR 1=1--", 'a'.repeat(5000))
          .map((x) => with_('bad location', { authorization, [LOCAL_HEADER]: x })),
      ),
    },
  );
}

/**
 * Malformed calls to one operation: path, query, body and caller each spoiled or not. `signedIn` are the
 * headers of a caller that gets past every check (support, with every rule and area flag).
 */
export function requestsOf(op: Operation, ids: KnownIds, signedIn: Headers): fc.Arbitrary<FuzzRequest> {
  const idsOf: IdsOf = (name) => ids.of(name, op.path);
  const segments = fc.tuple(...op.params.map((p) => segmentOf(idsOf(p.name), ids.all)));
  const body = op.body ? jsonBody(op.body, idsOf) : op.upload ? uploadBody() : strayBody();
  return fc
    .tuple(callerOf(signedIn), segments, queryOf(op.query, idsOf), body)
    .map(([caller, segs, query, b]) => {
      let url = op.path;
      op.params.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, segs[i]?.text ?? '');
      });
      if (query.text) url += `?${query.text}`;
      const headers = {
        ...caller.headers,
        ...(b.contentType !== undefined ? { 'content-type': b.contentType } : {}),
      };
      const label = [caller.label, ...segs.map((s) => s.label), query.label, b.label].join(' | ');
      return new FuzzRequest(label, op.method, url, headers, b.payload);
    });
}

// ---------------------------------------------------------------------------------------------------
// Known ids

const isUuid = (x: unknown): x is string => typeof x === 'string' && UUID_PATTERN.test(x);

const staticSegments = (path: string) => path.split('/').filter((x) => x && !x.startsWith('{'));
const commonPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

/**
 * The ids of the records each list of the document answers, read as the caller: every GET list without
 * path parameters, then those with one, asked for each id found (the locations of each company). Ids in
 * `exclude` (the caller's own user, locations, companies and roles) are never used: a call that switches
 * them off would lock the fuzz out of every later call.
 *
 * Which ids a field or path parameter takes is read from the names, not listed here: `fornecedor_id`
 * takes those of the list whose last segment is most alike (`/patrimonio/fornecedor`), `empresaId` those
 * of `/empresas`; a plain `id` those of the list sharing most of the call's path
 * (`/patrimonio/fornecedor/files/{id}`: `/patrimonio/fornecedor`); anything else any known id.
 */
export async function knownIds(
  app: FastifyInstance,
  operations: Operation[],
  headers: Headers,
  extra: string[],
  exclude: Set<string>,
): Promise<KnownIds> {
  const byList = new Map<string, string[]>();
  const read = async (op: Operation, url: string) => {
    const limit = op.query.some((p) => p.name === 'limit') ? '?limit=100' : '';
    const res = await app.inject({ method: 'GET', url: `${url}${limit}`, headers });
    // Only JSON answers list records (a logo or a file is sent as it is).
    if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('application/json')) return;
    const body = res.json();
    const items: unknown[] = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : [];
    const found = items
      .map((x) => (x as { id?: unknown })?.id)
      .filter(isUuid)
      .filter((id) => !exclude.has(id));
    if (found.length > 0) byList.set(op.path, [...new Set([...(byList.get(op.path) ?? []), ...found])]);
  };
  const lists = operations.filter((op) => op.method === 'GET' && op.auth !== 'public');
  for (const op of lists.filter((o) => o.params.length === 0)) await read(op, op.path);
  const firstPass: KnownIds = idsBy(new Map(byList), extra, exclude);
  for (const op of lists.filter((o) => o.params.length === 1)) {
    const param = op.params[0] as Parameter;
    for (const id of firstPass.of(param.name, op.path).slice(0, 8)) {
      await read(op, op.path.replace(`{${param.name}}`, id));
    }
  }
  return idsBy(byList, extra, exclude);
}

function idsBy(byList: Map<string, string[]>, extra: string[], exclude: Set<string>): KnownIds {
  const all = [...new Set([...[...byList.values()].flat(), ...extra.filter((id) => !exclude.has(id))])];
  const lists = [...byList.keys()];
  /** The list sharing most leading segments with `path` (the fewer segments of its own, the better). */
  const byPath = (path: string) => {
    const segments = staticSegments(path);
    let best: { list: string; score: number } | undefined;
    for (const list of lists) {
      const its = staticSegments(list);
      let shared = 0;
      while (shared < its.length && its[shared] === segments[shared]) shared += 1;
      const score = shared * 100 - its.length;
      if (shared > 0 && (!best || score > best.score)) best = { list, score };
    }
    return best ? (byList.get(best.list) as string[]) : all;
  };
  /** The list whose last segment is most alike the name without its `_id` (at least four letters). */
  const byName = (stem: string) => {
    let best: { list: string; score: number } | undefined;
    for (const list of lists) {
      const last = (staticSegments(list).at(-1) ?? '').toLowerCase();
      const score = last.includes(stem) ? stem.length : commonPrefix(last, stem);
      if (score >= Math.min(4, stem.length) && (!best || score > best.score)) best = { list, score };
    }
    return best ? (byList.get(best.list) as string[]) : undefined;
  };
  return {
    all,
    of: (name, path) => {
      const stem = name.replace(/_?id$/i, '').replaceAll('_', '').toLowerCase();
      if (stem) return byName(stem) ?? all;
      // A plain id: the segment before it may name what it is (`/locais/empresa/{id}`, `byempresa/{id}`).
      const before = path.split(`/{${name}}`)[0]?.split('/').at(-1) ?? '';
      const named = before.replace(/^(find)?by/i, '').toLowerCase();
      return (named.length >= 4 ? byName(named) : undefined) ?? byPath(path);
    },
  };
}
