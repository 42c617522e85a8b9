import { describe, expect, it } from 'vitest';
import {
  canAccess,
  canAccessRoute,
  canSeeItem,
  MENU_GROUPS,
  menuFor,
  menuHref,
  routeAccess,
} from './menu.js';
import { ALL_RULES, type Grant, type LocationFlags, type RuleId } from './permissions.js';

const none: LocationFlags = {
  isSuporte: false,
  hasObras: false,
  hasPatrimonio: false,
  hasSetor: false,
  departments: false,
};
/** A role holding every rule: what the flags alone allow. */
const everyRule = (flags: Partial<LocationFlags>): Grant => ({
  flags: { ...none, ...flags },
  rules: ALL_RULES,
});
const labels = (flags: Partial<LocationFlags>) =>
  menuFor(everyRule(flags)).map((g) => `${g.label}: ${g.items.map((i) => i.label).join(', ')}`);

describe('menu catalogue', () => {
  it('has the groups and items of the sidebar, in order', () => {
    expect(MENU_GROUPS.map((g) => [g.label, g.items.map((i) => i.label)])).toEqual([
      [
        'Patrimônio',
        [
          'Bens Patrimoniais',
          'Fornecedores',
          'Movimentações',
          'Depreciação',
          'Categorias',
          'Referências NCM',
          'Conciliação contábil',
          'Contabilidade',
          'Servidores',
          'Carga patrimonial',
          'Aceites e cautelas',
          'Salas',
          'Inventário',
          'Implantação',
          'Prestação de contas',
        ],
      ],
      ['Arquivos', ['XML']],
      [
        'Configurações',
        ['Clientes', 'Departamentos', 'Setores', 'Usuários', 'Acessos', 'Perfis de Acesso', 'Módulos'],
      ],
      [
        'Obras',
        [
          'Obra',
          'Cadastro Nacional',
          'Acompanhamento',
          'Ordem de Serviço',
          'Medição',
          'Licença Ambiental',
          'Responsabilidade Técnica',
        ],
      ],
    ]);
  });

  it('opens Usuários on page 1 with 10 rows', () => {
    const usuarios = MENU_GROUPS.flatMap((g) => g.items).find((i) => i.key === 'usuarios')!;
    expect(menuHref(usuarios)).toBe('/app/sistema/usuarios?page=1&limit=10');
  });
});

describe('menu visibility', () => {
  it('shows nothing to a location without flags', () => {
    expect(labels({})).toEqual([]);
  });

  it('shows Patrimônio and XML with hasPatrimonio', () => {
    expect(labels({ hasPatrimonio: true })).toEqual([
      'Patrimônio: Bens Patrimoniais, Fornecedores, Movimentações, Depreciação, Categorias, Referências NCM, Conciliação contábil, Contabilidade, Servidores, Carga patrimonial, Aceites e cautelas, Salas, Inventário, Implantação, Prestação de contas',
      'Arquivos: XML',
    ]);
  });

  it('shows Departamentos with departments and Setores with hasSetor, nothing else of Configurações', () => {
    expect(labels({ departments: true })).toEqual(['Configurações: Departamentos']);
    expect(labels({ hasSetor: true })).toEqual(['Configurações: Setores']);
  });

  it('never shows obras without support, even with hasObras', () => {
    expect(labels({ hasObras: true, hasPatrimonio: true })).not.toContainEqual(
      expect.stringMatching(/^Obras/),
    );
  });

  it('shows support everything but obras unless hasObras', () => {
    expect(labels({ isSuporte: true })).toEqual([
      'Patrimônio: Bens Patrimoniais, Fornecedores, Movimentações, Depreciação, Categorias, Referências NCM, Conciliação contábil, Contabilidade, Servidores, Carga patrimonial, Aceites e cautelas, Salas, Inventário, Implantação, Prestação de contas',
      'Arquivos: XML',
      'Configurações: Clientes, Departamentos, Setores, Usuários, Acessos, Perfis de Acesso, Módulos',
    ]);
    expect(labels({ isSuporte: true, hasObras: true })).toHaveLength(4);
  });
});

describe('route marking', () => {
  it('takes the deepest item, then the area', () => {
    expect(routeAccess('/app')).toBe('any');
    expect(routeAccess('/app/')).toBe('any');
    expect(routeAccess('/app/patrimonio/fornecedor/criar')).toBe('patrimonio');
    expect(routeAccess('/app/patrimonio/categorias')).toBe('patrimonio');
    expect(routeAccess('/app/patrimonio/ncm')).toBe('patrimonio');
    expect(routeAccess('/app/sistema/secretarias/editar')).toBe('departments');
    expect(routeAccess('/app/sistema/setores/criar')).toBe('sectors');
    expect(routeAccess('/app/sistema/perfis-acesso')).toBe('support');
    expect(routeAccess('/app/sistema')).toBe('support');
    expect(routeAccess('/app/sistemas')).toBe('any');
    expect(routeAccess('/app/obras/medicao/criar')).toBe('obras');
    expect(routeAccess('/app/obras')).toBe('obras');
  });

  it('agrees with the menu: a department manager opens Departamentos but not Perfis de Acesso', () => {
    const flags = { ...none, departments: true };
    expect(canAccessRoute('/app/sistema/secretarias', { flags, rules: ALL_RULES })).toBe(true);
    expect(canAccessRoute('/app/sistema/perfis-acesso', { flags, rules: ALL_RULES })).toBe(false);
  });

  it('requires support and hasObras for obras', () => {
    expect(canAccessRoute('/app/obras/obra', { flags: { ...none, isSuporte: true }, rules: [] })).toBe(false);
    expect(canAccessRoute('/app/obras/obra', { flags: { ...none, hasObras: true }, rules: [] })).toBe(false);
    expect(
      canAccessRoute('/app/obras/obra', { flags: { ...none, isSuporte: true, hasObras: true }, rules: [] }),
    ).toBe(true);
  });

  it('every menu item passes its own route rule exactly when it is visible', () => {
    const combos: LocationFlags[] = [];
    for (let mask = 0; mask < 32; mask++) {
      const [isSuporte, hasObras, hasPatrimonio, hasSetor, departments] = [0, 1, 2, 3, 4].map((b) =>
        Boolean(mask & (1 << b)),
      );
      combos.push({
        isSuporte: isSuporte!,
        hasObras: hasObras!,
        hasPatrimonio: hasPatrimonio!,
        hasSetor: hasSetor!,
        departments: departments!,
      });
    }
    for (const flags of combos) {
      for (const rules of [ALL_RULES, [] as RuleId[]]) {
        const grant = { flags, rules };
        const visible = new Set(menuFor(grant).flatMap((g) => g.items.map((i) => i.path)));
        for (const item of MENU_GROUPS.flatMap((g) => g.items)) {
          expect(canAccessRoute(item.path, grant)).toBe(visible.has(item.path));
        }
      }
    }
  });
});

describe("menu by the caller's rules", () => {
  const items = MENU_GROUPS.flatMap((g) => g.items);
  const patrimonio = { ...none, hasPatrimonio: true, hasSetor: true, departments: true };

  it('gives every item whose screen has a resource its read rule', () => {
    const withoutRule = items.filter((i) => i.rule === undefined).map((i) => i.key);
    expect(withoutRule).toEqual([
      'modulos',
      'obra',
      'cadastronacional',
      'acompanhamento',
      'ordemservico',
      'medicao',
      'licencaambiental',
      'responsabilidadetecnica',
    ]);
    for (const item of items) if (item.rule) expect(item.rule).toMatch(/:read$/);
  });

  it('every item × every rule: a role holding all rules but one loses exactly the items that need it', () => {
    for (const missing of ALL_RULES) {
      const grant: Grant = { flags: patrimonio, rules: ALL_RULES.filter((r) => r !== missing) };
      const visible = new Set(menuFor(grant).flatMap((g) => g.items.map((i) => i.key)));
      for (const item of items) {
        const expected = canAccess(item.access, patrimonio) && item.rule !== missing;
        expect({ missing, item: item.key, visible: visible.has(item.key) }).toEqual({
          missing,
          item: item.key,
          visible: expected,
        });
        expect(canAccessRoute(item.path, grant)).toBe(expected);
        expect(canSeeItem(item, grant)).toBe(expected);
      }
    }
  });

  it('every item × every rule: a role holding one rule sees only the items that ask that rule', () => {
    for (const only of ALL_RULES) {
      const grant: Grant = { flags: patrimonio, rules: [only] };
      for (const item of items) {
        expect(canSeeItem(item, grant)).toBe(canAccess(item.access, patrimonio) && item.rule === only);
      }
    }
  });

  it('without xmls:read, no XML in the menu nor its route', () => {
    const grant: Grant = { flags: patrimonio, rules: ALL_RULES.filter((r) => r !== 'xmls:read') };
    expect(menuFor(grant).map((g) => g.label)).not.toContain('Arquivos');
    expect(canAccessRoute('/app/xml', grant)).toBe(false);
    expect(canAccessRoute('/app/xml/123', grant)).toBe(false);
    expect(canAccessRoute('/app/patrimonio', grant)).toBe(true);
  });

  it('support holds every rule, whatever its role says', () => {
    const grant: Grant = { flags: { ...none, isSuporte: true }, rules: [] };
    expect(menuFor(grant).flatMap((g) => g.items)).toHaveLength(items.length - 7);
  });
});
