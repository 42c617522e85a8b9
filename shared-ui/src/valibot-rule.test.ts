import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { valibotRule } from './valibot-rule.js';

/** Runs the rule as antd's form does and answers the message it rejects with (undefined: accepted). */
async function validate(schema: v.GenericSchema, value: unknown): Promise<string | undefined> {
  const rule = valibotRule(schema);
  if (typeof rule === 'function' || !rule.validator) throw new Error('a regra deve ter um validator');
  try {
    await rule.validator({}, value, () => {});
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('valibotRule (form rules from the shared schemas)', () => {
  const name = v.pipe(v.string('Informe o nome.'), v.trim(), v.nonEmpty('Informe o nome.'));

  it('accepts a valid value', async () => {
    expect(await validate(name, 'Almoxarifado')).toBeUndefined();
  });

  it("rejects with the schema's own message", async () => {
    expect(await validate(name, '   ')).toBe('Informe o nome.');
    expect(await validate(name, undefined)).toBe('Informe o nome.');
  });

  it("rejects with valibot's Portuguese message where the schema has none", async () => {
    expect(await validate(v.string(), 123)).toBe('Tipo inválido: Esperado string, porém foi recebido 123');
    expect(await validate(v.pipe(v.string(), v.email()), 'x')).toBe('Email inválido: Recebido "x"');
  });
});
