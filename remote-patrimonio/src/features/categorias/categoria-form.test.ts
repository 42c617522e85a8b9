import { describe, expect, it } from 'vitest';
import { categoriaToValues, NEW_CATEGORIA, toCategoriaBody } from './categoria-form.js';

const CLIENTE = '4305f302-eab1-4fb2-a79a-001a78ce1afe';
const ID = '60d55cd7-91a2-467c-a0cf-cbdd5a5d701f';

describe('category form', () => {
  it('creates with the percentage typed with a comma, and support names the client', () => {
    const result = toCategoriaBody(
      {
        ...NEW_CATEGORIA,
        nome: ' Drones ',
        conta_contabil: '1.2.3.1.1.02.09',
        valor_residual_percentual: '12,5',
      },
      { kind: 'create', clienteId: CLIENTE },
    );
    expect(result).toEqual({
      body: {
        nome: 'Drones',
        tipo_bem: 'movel',
        conta_contabil: '1.2.3.1.1.02.09',
        vida_util_anos: 10,
        valor_residual_percentual: '12.50',
        depreciavel: true,
        cliente_id: CLIENTE,
      },
    });
  });

  it('needs a useful life for a depreciable category, a PCASP account and a percentage up to 100', () => {
    const result = toCategoriaBody(
      {
        ...NEW_CATEGORIA,
        nome: 'X',
        conta_contabil: '123',
        vida_util_anos: 0,
        valor_residual_percentual: '101',
      },
      { kind: 'create', clienteId: null },
    );
    expect('issues' in result && result.issues).toEqual([
      { path: 'conta_contabil', message: 'A conta contábil: use o formato do PCASP, ex.: 1.2.3.1.1.01.01.' },
      { path: 'valor_residual_percentual', message: 'O valor residual deve estar entre 0 e 100.' },
      { path: 'vida_util_anos', message: 'Uma categoria depreciável precisa de vida útil maior que zero.' },
    ]);
    // Land is not depreciated: no useful life needed.
    const terreno = toCategoriaBody(
      {
        nome: 'Terrenos',
        tipo_bem: 'imovel',
        conta_contabil: '1.2.3.2.1.04.01',
        vida_util_anos: 0,
        valor_residual_percentual: '0',
        depreciavel: false,
      },
      { kind: 'create', clienteId: null },
    );
    expect('body' in terreno).toBe(true);
  });

  it('edits with the id and never the status (its own call asks the reason), showing the percentage with a comma', () => {
    const values = categoriaToValues({
      id: ID,
      cliente_id: CLIENTE,
      nome: 'Mobiliário em geral',
      tipo_bem: 'movel',
      conta_contabil: '1.2.3.1.1.03.03',
      vida_util_anos: 10,
      valor_residual_percentual: '10.00',
      depreciavel: true,
      ativo: true,
      user_id_inativa: null,
      motivo: null,
    });
    expect(values.valor_residual_percentual).toBe('10,00');
    const result = toCategoriaBody({ ...values, ativo: false }, { kind: 'edit', id: ID });
    expect('body' in result && result.body).toMatchObject({ id: ID, valor_residual_percentual: '10.00' });
    expect('body' in result && 'ativo' in result.body).toBe(false);
  });

  it('sends the contra accounts typed, omits them blank on create (the PCASP’s by kind) and clears them blank on edit', () => {
    const base = {
      ...NEW_CATEGORIA,
      nome: 'Licenças',
      tipo_bem: 'intangivel' as const,
      conta_contabil: '1.2.4.1.1.01.00',
    };
    const typed = toCategoriaBody(
      { ...base, conta_depreciacao: ' 1.2.4.8.1.01.00 ', conta_reducao: '1.2.4.9.1.01.00' },
      { kind: 'create', clienteId: null },
    );
    expect('body' in typed && typed.body).toMatchObject({
      conta_depreciacao: '1.2.4.8.1.01.00',
      conta_reducao: '1.2.4.9.1.01.00',
    });
    const blank = toCategoriaBody(
      { ...base, conta_depreciacao: '', conta_reducao: '' },
      { kind: 'create', clienteId: null },
    );
    // Undefined: left out of the JSON sent.
    expect('body' in blank && JSON.parse(JSON.stringify(blank.body))).not.toHaveProperty('conta_depreciacao');
    expect('body' in blank && JSON.parse(JSON.stringify(blank.body))).not.toHaveProperty('conta_reducao');
    const cleared = toCategoriaBody(
      { ...base, conta_depreciacao: '', conta_reducao: '' },
      { kind: 'edit', id: ID },
    );
    expect('body' in cleared && cleared.body).toMatchObject({ conta_depreciacao: null, conta_reducao: null });
    const bad = toCategoriaBody(
      { ...base, conta_depreciacao: '1248', conta_reducao: 'x' },
      { kind: 'create', clienteId: null },
    );
    expect('issues' in bad && bad.issues).toEqual([
      {
        path: 'conta_depreciacao',
        message: 'A conta de depreciação acumulada: use o formato do PCASP, ex.: 1.2.3.1.1.01.01.',
      },
      {
        path: 'conta_reducao',
        message: 'A conta de redução ao valor recuperável: use o formato do PCASP, ex.: 1.2.3.1.1.01.01.',
      },
    ]);
  });
});
