import { describe, expect, it } from 'vitest';
import { actionLabel, entityLabel, subjectOf } from '../../src/modules/dashboard/dashboard.service.js';

describe('entityLabel', () => {
  it('reads audited entities in Portuguese for the activity list', () => {
    expect(entityLabel('role')).toBe('um perfil de acesso');
    expect(entityLabel('asset')).toBe('um bem patrimonial');
    expect(entityLabel('company-file')).toBe('um arquivo de uma empresa');
    expect(entityLabel('asset-file')).toBe('um arquivo de um bem');
    expect(entityLabel('obra-acompanhamento-file')).toBe('um arquivo de um acompanhamento de obra');
  });

  it('reads every audited action in Portuguese, never its internal name', () => {
    expect(actionLabel('togglePatrimonio')).toBe('Mudou o acesso ao patrimônio de');
    expect(actionLabel('deactivate')).toBe('Desativou');
    expect(actionLabel('update-role')).toBe('Trocou o perfil de acesso de');
    expect(actionLabel('some-new-action')).toBe('Alterou');
    expect(entityLabel('categoria', 'seed')).toBe('as categorias padrão da tabela STN');
  });
});

describe('subjectOf', () => {
  it('names the record of an entry from its after image, or its before one for a removal', () => {
    expect(subjectOf('asset', { CodigoBEM: 9, descricao: 'Caminhonete cabine dupla' }, null)).toBe(
      '9 — Caminhonete cabine dupla',
    );
    expect(subjectOf('movimentacao', { CodigoBEM: 3, TipoMovimentacao: 2 }, null)).toBe('do bem 3');
    expect(subjectOf('veiculo', { placa: 'BRA2E19', bem: { CodigoBEM: 9 } }, null)).toBe('do bem 9');
    expect(subjectOf('fornecedor', { razao_social: 'Auto Frota Ltda', nome_fantasia: 'x' }, null)).toBe(
      'Auto Frota Ltda',
    );
    expect(subjectOf('role', null, { name: 'Consulta' })).toBe('Consulta');
    expect(subjectOf('exercicio', { mes: 3, ano: 2026 }, null)).toBe('03/2026');
    expect(subjectOf('session', null, null)).toBeNull();
    expect(subjectOf('location', { hasPatrimonio: true }, null)).toBeNull();
  });
});
