import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Every entity, file owner and action the API audits reads in Portuguese in the activity list: read from
 * the API's own sources, so a new register or action without its label fails here (the list once showed
 * "criou xml-nota", "alterou depreciacao", "criou um arquivo de nfe").
 */
describe('the labels of everything the API audits', () => {
  const sources = () => {
    const root = fileURLToPath(new URL('../../src/', import.meta.url));
    return readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(join(root, f), 'utf8'));
  };
  const found = (pattern: RegExp) => {
    const out = new Set<string>();
    for (const text of sources()) for (const m of text.matchAll(pattern)) out.add(m[1]!);
    return [...out].sort();
  };
  /** Read as internal: a name with a hyphen or without a space (a label is a phrase). */
  const internal = (label: string, name: string) => label === name || !label.includes(' ');

  it('labels every audited entity and every owner of a file', () => {
    const entities = found(/\bentity: '([a-z-]+)'/g);
    const registers = found(/\bkey: '([a-z]+)',\n\s+lost:/g);
    const owners = [
      ...found(/recordFiles\(files, '([a-z-]+)'/g),
      ...found(/\btype: '((?:obra-[a-z]+)|nfe)'/g),
    ];
    expect(entities.length).toBeGreaterThan(20);
    expect(owners).toContain('nfe');
    const unlabelled = [
      ...[...entities, ...registers].filter((e) => internal(entityLabel(e), e)),
      ...owners.filter((o) => entityLabel(`${o}-file`) === `um arquivo de ${o}`),
    ];
    expect(unlabelled).toEqual([]);
    expect(entityLabel('xml-nota')).toBe('uma importação de NF-e (XML)');
    expect(entityLabel('obra-medicao')).toBe('uma medição de obra');
    expect(entityLabel('nfe-file')).toBe('um arquivo de uma NF-e (XML)');
  });

  it('labels every audited action (none falls back to a plain change but an update)', () => {
    // 'read' is a route's access parameter (register.routes), not an audited action.
    const actions = found(/\baction: '([a-zA-Z-]+)'/g).filter((a) => a !== 'update' && a !== 'read');
    expect(actions).toContain('depreciation-run');
    expect(actions.filter((a) => actionLabel(a) === 'Alterou')).toEqual([]);
    expect(`${actionLabel('depreciation-run')} ${entityLabel('depreciacao')}`).toBe(
      'Processou a depreciação do mês',
    );
    expect(subjectOf('depreciacao', { mes: 11, ano: 2026 }, null)).toBe('11/2026');
  });
});
