import { describe, expect, it } from 'vitest';
import { toStatusBody } from './status.js';

const ID = '2f1d3c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const USER = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

describe('status call of the registers', () => {
  it('deactivates with the current user and the reason', () => {
    expect(toStatusBody({ id: ID, ativo: true }, USER, '  Encerrou as atividades ')).toEqual({
      body: { id: ID, ativo: false, user_id_inativa: USER, motivo: 'Encerrou as atividades' },
    });
  });

  it('refuses to deactivate without a reason', () => {
    expect(toStatusBody({ id: ID, ativo: true }, USER, '')).toEqual({
      error: 'Informe o motivo da inativação.',
    });
    expect(toStatusBody({ id: ID, ativo: true }, USER, '  ')).toEqual({
      error: 'Informe o motivo da inativação.',
    });
  });

  it('activates clearing the user and the reason', () => {
    expect(toStatusBody({ id: ID, ativo: false }, USER, 'ignorado')).toEqual({
      body: { id: ID, ativo: true, user_id_inativa: null, motivo: null },
    });
  });
});
