import { describe, expect, it } from 'vitest';
import { userStatusBody as toStatusBody } from './user-status.js';

const id = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
const me = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';

describe('status call of a user (ativo, user_id_inativa, motivo)', () => {
  it('deactivates with the current user and the trimmed reason', () => {
    expect(toStatusBody({ id, active: true }, me, '  Desligado da prefeitura  ')).toEqual({
      body: { id, ativo: false, user_id_inativa: me, motivo: 'Desligado da prefeitura' },
    });
  });

  it('refuses to deactivate without a reason, or with one too short to say anything', () => {
    expect(toStatusBody({ id, active: true }, me, undefined)).toEqual({
      error: 'Informe o motivo da inativação.',
    });
    expect(toStatusBody({ id, active: true }, me, '   ')).toEqual({
      error: 'Informe o motivo da inativação.',
    });
    expect(toStatusBody({ id, active: true }, me, 'ok')).toEqual({
      error: 'Informe o motivo da inativação.',
    });
  });

  it('activates clearing who deactivated and why', () => {
    expect(toStatusBody({ id, active: false }, me, 'ignorado')).toEqual({
      body: { id, ativo: true, user_id_inativa: null, motivo: null },
    });
  });
});
