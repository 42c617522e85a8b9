import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INT32_MAX, integerField, integerQuery, PageQuerySchema } from './common.js';
import * as contracts from './index.js';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('integerField', () => {
  const field = integerField(
    { min: 1 },
    { type: 'Informe o tipo.', integer: 'Tipo inválido.', max: 'Tipo grande demais.' },
  );

  it('takes an integer up to INT32_MAX by default, the largest an integer column holds', () => {
    expect(v.parse(field, 1)).toBe(1);
    expect(v.parse(field, INT32_MAX)).toBe(INT32_MAX);
  });

  it('refuses past the column, at any size a JSON number can have', () => {
    for (const input of [INT32_MAX + 1, JSON.parse('9007199254740993'), 1e30, Number.MAX_VALUE]) {
      expect(messages(field, input), String(input)).toEqual(['Tipo grande demais.']);
    }
  });

  it('gives each failure its message, an absent one taking the one before it', () => {
    expect(messages(field, '1')).toEqual(['Informe o tipo.']);
    expect(messages(field, 1.5)).toEqual(['Tipo inválido.']);
    expect(messages(field, 0)).toEqual(['Tipo inválido.']);
    expect(messages(integerField({ min: 0, max: 9 }, 'Dígito inválido.'), 10)).toEqual(['Dígito inválido.']);
  });
});

describe('integerQuery', () => {
  const query = integerQuery({ min: 1 }, { type: 'Código inválido.', max: 'Código grande demais.' });

  it('reads digits, within the same bounds', () => {
    expect(v.parse(query, '42')).toBe(42);
    expect(v.parse(query, String(INT32_MAX))).toBe(INT32_MAX);
    expect(messages(query, String(INT32_MAX + 1))).toEqual(['Código grande demais.']);
    expect(messages(query, '9'.repeat(400))[0]).toBe('Código grande demais.');
  });

  it('refuses anything but digits', () => {
    for (const input of ['', ' 1', '1.0', '1e3', '-1', '+1', '0x10', 'abc']) {
      expect(messages(query, input), input).toEqual(['Código inválido.']);
    }
  });
});

describe('PageQuerySchema', () => {
  it('bounds the page so the offset always fits the database', () => {
    expect(v.parse(PageQuerySchema, {})).toEqual({ page: 1, limit: 10 });
    expect(v.parse(PageQuerySchema, { page: String(INT32_MAX), limit: '100' })).toEqual({
      page: INT32_MAX,
      limit: 100,
    });
    for (const page of ['1000000000000000000', '1e20', String(INT32_MAX + 1)]) {
      expect(messages(PageQuerySchema, { page }), page).toEqual([
        page === '1e20' ? 'Página inválida.' : `A página deve ser no máximo ${INT32_MAX}.`,
      ]);
    }
    expect(messages(PageQuerySchema, { page: '0' })).toEqual(['Página inválida.']);
    expect(messages(PageQuerySchema, { limit: '101' })).toEqual(['O limite máximo é 100.']);
    expect(messages(PageQuerySchema, { limit: '0' })).toEqual(['O limite mínimo é 1.']);
  });
});

/**
 * Every number a call takes, wherever it sits in a body, query or params schema, is an integer with a
 * lower and an upper bound (integerField / integerQuery): a contract added later is held to it too.
 */
describe('every number a contract takes is bounded', () => {
  type Node = {
    type?: string;
    kind?: string;
    requirement?: unknown;
    pipe?: Node[];
    entries?: Record<string, Node>;
    item?: Node;
    items?: Node[];
    options?: Node[];
    wrapped?: Node;
    rest?: Node;
  };

  /**
   * The paths of numbers read without an integer check and both bounds. A number accepted alongside a
   * string (money, areas, percentages) is turned into text and checked by its pattern: not a number read.
   */
  function unbounded(node: Node, path: string, out: string[]) {
    const steps = node.pipe ?? [node];
    const kinds = new Set(steps.map((s) => s.type));
    const reads = steps.some((s) => s.kind === 'schema' && s.type === 'number') || kinds.has('to_number');
    if (reads && !(kinds.has('integer') && kinds.has('min_value') && kinds.has('max_value'))) out.push(path);
    const base = node.pipe?.[0] ?? node;
    for (const [key, child] of Object.entries(base.entries ?? {})) unbounded(child, `${path}.${key}`, out);
    const asText = base.options?.some((o) => o.type === 'string');
    const options = asText ? [] : (base.options ?? []);
    for (const child of [base.item, base.wrapped, base.rest, ...options, ...(base.items ?? [])]) {
      if (child && typeof child === 'object' && 'kind' in child) unbounded(child, path, out);
    }
  }

  const inputs = Object.entries(contracts).filter(
    ([name, value]) =>
      /(Body|Query|Params|Fields)Schema$/.test(name) && typeof value === 'object' && value !== null,
  );

  it('finds the contracts that take input', () => {
    expect(inputs.map(([name]) => name)).toEqual(
      expect.arrayContaining(['CreateBemBodySchema', 'CreateMovimentacaoBodySchema', 'BemListQuerySchema']),
    );
  });

  it.each(inputs)('%s', (name, schema) => {
    const out: string[] = [];
    unbounded(schema as Node, name, out);
    expect(out).toEqual([]);
  });
});
