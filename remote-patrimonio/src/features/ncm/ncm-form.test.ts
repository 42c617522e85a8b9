import { describe, expect, it } from 'vitest';
import { formatNcm, toNcmBody } from './ncm-form.js';

describe('NCM reference form', () => {
  it('sends the 8 digits of the masked code and the rate typed with a comma', () => {
    expect(
      toNcmBody(
        { codigo: '8471.30.12', descricao: ' Notebooks ', taxa_depreciacao: '20,5' },
        { kind: 'create', clienteId: null },
      ),
    ).toEqual({
      body: { codigo: '84713012', descricao: 'Notebooks', categoria_id: null, taxa_depreciacao: '20.50' },
    });
  });

  it('needs 8 digits and a rate between 0 and 100', () => {
    const result = toNcmBody(
      { codigo: '8471.30', descricao: 'X', taxa_depreciacao: '120' },
      { kind: 'create', clienteId: null },
    );
    expect('issues' in result && result.issues).toEqual([
      { path: 'codigo', message: 'O código NCM deve ter 8 dígitos.' },
      { path: 'taxa_depreciacao', message: 'A taxa anual de depreciação (%) deve estar entre 0 e 100.' },
    ]);
  });

  it('edits with the id and prints a code with its dots', () => {
    const id = '2f1d3c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
    expect(
      toNcmBody({ codigo: '94033000', descricao: 'Móveis de madeira' }, { kind: 'edit', id }),
    ).toMatchObject({
      body: { id, codigo: '94033000', taxa_depreciacao: null },
    });
    expect(formatNcm('94033000')).toBe('9403.30.00');
  });
});
