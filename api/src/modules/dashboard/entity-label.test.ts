import { describe, expect, it } from 'vitest';
import { actionLabel, entityLabel } from './dashboard.service.js';

describe('entityLabel', () => {
  it('reads audited entities in Portuguese for the activity list', () => {
    expect(entityLabel('role')).toBe('um perfil de acesso');
    expect(entityLabel('asset')).toBe('um bem patrimonial');
    expect(entityLabel('company-file')).toBe('um arquivo de uma empresa');
    expect(entityLabel('asset-file')).toBe('um arquivo de um bem');
  });

  it('reads every audited action in Portuguese, never its internal name', () => {
    expect(actionLabel('togglePatrimonio')).toBe('Mudou o acesso ao patrimônio de');
    expect(actionLabel('deactivate')).toBe('Desativou');
    expect(actionLabel('update-role')).toBe('Trocou o perfil de acesso de');
    expect(actionLabel('some-new-action')).toBe('Alterou');
    expect(entityLabel('categoria', 'seed')).toBe('as categorias padrão da tabela STN');
  });
});
