import dayjs from 'dayjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changedPaths, schemaIssues } from './server-issues.js';

describe('field issues', () => {
  it('names nested fields with dots and keeps the first message of each field', () => {
    const schema = v.object({
      descricao: v.pipe(v.string(), v.minLength(3, 'Curta demais.'), v.email('Não é e-mail.')),
      veiculo: v.object({ placa: v.pipe(v.string(), v.regex(/^[A-Z]{3}/, 'Placa inválido.')) }),
    });
    const result = v.safeParse(schema, { descricao: 'x', veiculo: { placa: '12' } });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(schemaIssues(result.issues)).toEqual([
        { path: 'descricao', message: 'Curta demais.' },
        { path: 'veiculo.placa', message: 'Placa inválido.' },
      ]);
  });

  it('lists the paths of what changed, nested groups opened and dates kept whole', () => {
    expect(
      changedPaths({ descricao: 'x', veiculo: { ano_modelo: 2025 }, data_aquisicao: dayjs('2025-01-01') }),
    ).toEqual([['descricao'], ['veiculo', 'ano_modelo'], ['data_aquisicao']]);
  });
});
