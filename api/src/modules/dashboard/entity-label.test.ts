import { describe, expect, it } from 'vitest';
import { entityLabel } from './dashboard.service.js';

describe('entityLabel', () => {
  it('reads audited entities in Portuguese for the activity list', () => {
    expect(entityLabel('role')).toBe('um perfil de acesso');
    expect(entityLabel('asset')).toBe('um bem patrimonial');
    expect(entityLabel('company-file')).toBe('um arquivo de uma empresa');
    expect(entityLabel('asset-file')).toBe('um arquivo de um bem');
  });
});
