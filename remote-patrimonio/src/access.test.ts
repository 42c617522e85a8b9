import { ALL_RULES, READ_RULES, type SessionSnapshot } from '@gp/shared-contracts';
import { sessionFor } from '@gp/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { access } from './access.js';
import { canOpen, PATRIMONIO_ROUTES, type PatrimonioRoute, XML_ROUTES, type XmlRoute } from './routes.js';

type Flags = NonNullable<SessionSnapshot['local']>['permissions'];
const noFlags: Flags = {
  isSuporte: false,
  hasObras: false,
  hasPatrimonio: false,
  hasSetor: false,
  departments: false,
};
const session = (flags: Partial<Flags>, rules: readonly string[]): SessionSnapshot =>
  sessionFor({ rules: [...rules], permissions: { ...noFlags, ...flags } });

const all = { view: true, create: true, update: true, delete: true };
const none = { view: false, create: false, update: false, delete: false };
const ROUTES = [...Object.keys(PATRIMONIO_ROUTES), ...Object.keys(XML_ROUTES)] as (
  | PatrimonioRoute
  | XmlRoute
)[];
const opened = (s: SessionSnapshot) => ROUTES.filter((route) => canOpen(access(s), route));

describe('patrimônio access', () => {
  it('gives support every action and every route, with no rule of a role and without hasPatrimonio', () => {
    const result = access(session({ isSuporte: true }, []));
    expect(result).toEqual({
      assets: all,
      suppliers: all,
      xmls: all,
      depreciations: all,
      custody: all,
      implantacao: all,
      inventories: all,
      remessas: all,
    });
    expect(opened(session({ isSuporte: true }, []))).toEqual(ROUTES);
  });

  it('gives a hasPatrimonio location with every rule (Administrador) every action', () => {
    expect(access(session({ hasPatrimonio: true }, ALL_RULES))).toEqual({
      assets: all,
      suppliers: all,
      xmls: all,
      depreciations: all,
      implantacao: all,
      custody: all,
      inventories: all,
      remessas: all,
    });
  });

  it('closes the whole area without hasPatrimonio, even with every rule (the menu rule)', () => {
    const s = session({ hasSetor: true, departments: true, hasObras: true }, ALL_RULES);
    expect(access(s)).toEqual({
      assets: none,
      suppliers: none,
      xmls: none,
      depreciations: none,
      implantacao: none,
      custody: none,
      inventories: none,
      remessas: none,
    });
    expect(opened(s)).toEqual([]);
  });

  it('lets a read-only role (Consulta) see lists and details but no write route or control', () => {
    const s = session({ hasPatrimonio: true }, READ_RULES);
    expect(access(s)).toEqual({
      assets: { view: true, create: false, update: false, delete: false },
      suppliers: { view: true, create: false, update: false, delete: false },
      xmls: { view: true, create: false, update: false, delete: false },
      depreciations: { view: true, create: false, update: false, delete: false },
      implantacao: { view: true, create: false, update: false, delete: false },
      custody: { view: true, create: false, update: false, delete: false },
      inventories: { view: true, create: false, update: false, delete: false },
      remessas: { view: true, create: false, update: false, delete: false },
    });
    expect(opened(s).sort()).toEqual(
      [
        'bens',
        'bemEditar',
        'movimentacoes',
        'movimentacoesLista',
        'anexos',
        'categorias',
        'ncm',
        'veiculos',
        'imoveis',
        'fornecedores',
        'fornecedorEditar',
        'xml',
        'xmlNota',
        'depreciacao',
        'depreciacaoMes',
        'conciliacoes',
        'conciliacao',
        'contabilidade',
        'implantacoes',
        'implantacao',
        'servidores',
        'carga',
        'aceites',
        'salas',
        'sala',
        'inventarios',
        'inventario',
        // A commission member counts whatever his profile: the screen offers it by the API's acoes.contar.
        'contagem',
        // The remessas centre: generating and sending are the API's acoes.
        'prestacaoContas',
      ].sort(),
    );
  });

  it('opens each write route with its own rule: create for criar, update for movements and uploads', () => {
    const creator = session({ hasPatrimonio: true }, ['assets:read', 'assets:create']);
    expect(canOpen(access(creator), 'bemCriar')).toBe(true);
    expect(canOpen(access(creator), 'movimentacaoCriar')).toBe(false);
    expect(canOpen(access(creator), 'anexosUpload')).toBe(false);

    const editor = session({ hasPatrimonio: true }, ['assets:read', 'assets:update']);
    expect(canOpen(access(editor), 'bemCriar')).toBe(false);
    expect(canOpen(access(editor), 'movimentacaoCriar')).toBe(true);
    expect(canOpen(access(editor), 'anexosUpload')).toBe(true);
  });

  it('keeps assets and suppliers apart', () => {
    const s = session({ hasPatrimonio: true }, ['suppliers:read', 'suppliers:create', 'suppliers:update']);
    expect(access(s).assets).toEqual(none);
    expect(access(s).suppliers).toEqual({ view: true, create: true, update: true, delete: false });
    expect(opened(s).sort()).toEqual(['fornecedorCriar', 'fornecedorEditar', 'fornecedores']);
  });

  it('closes a resource whose role has writes but not read', () => {
    const s = session({ hasPatrimonio: true }, ['assets:create', 'assets:update', 'assets:delete']);
    expect(access(s).assets).toEqual(none);
  });

  it('allows nothing without a selected location', () => {
    expect(access({ ...session({ isSuporte: true }, ALL_RULES), local: null })).toEqual({
      assets: none,
      suppliers: none,
      xmls: none,
      depreciations: none,
      implantacao: none,
      custody: none,
      inventories: none,
      remessas: none,
    });
  });

  it('opens the depreciation, conciliação and contabilidade screens with the depreciations rules alone', () => {
    const s = session({ hasPatrimonio: true }, ['depreciations:read', 'depreciations:create']);
    expect(access(s).depreciations).toEqual({ view: true, create: true, update: false, delete: false });
    expect(access(s).assets).toEqual(none);
    expect(opened(s).sort()).toEqual(
      [
        'depreciacao',
        'depreciacaoMes',
        'conciliacoes',
        'conciliacaoNova',
        'conciliacao',
        'contabilidade',
      ].sort(),
    );
  });

  it('opens the implantação screens with its own rules alone: the upload with create', () => {
    const leitor = session({ hasPatrimonio: true }, ['implantacao:read']);
    expect(access(leitor).implantacao).toEqual({ view: true, create: false, update: false, delete: false });
    expect(opened(leitor).sort()).toEqual(['implantacao', 'implantacoes']);
    const importador = session({ hasPatrimonio: true }, ['implantacao:read', 'implantacao:create']);
    expect(opened(importador).sort()).toEqual(['implantacao', 'implantacaoNova', 'implantacoes']);
  });

  it('opens the XML screens with the xmls read rule alone, apart from assets and suppliers', () => {
    const s = session({ hasPatrimonio: true }, ['xmls:read', 'xmls:create']);
    expect(access(s).xmls).toEqual({ view: true, create: true, update: false, delete: false });
    expect(access(s).assets).toEqual(none);
    expect(opened(s).sort()).toEqual(['xml', 'xmlNota']);
  });

  it('opens the carga screens with custody:read, and the aceites with the asset list (the receiver has no custody rule)', () => {
    const clerk = session({ hasPatrimonio: true }, ['custody:read', 'custody:create']);
    expect(access(clerk).custody).toEqual({ view: true, create: true, update: false, delete: false });
    expect(opened(clerk).sort()).toEqual(['carga', 'servidores']);
    const receiver = session({ hasPatrimonio: true }, ['assets:read']);
    expect(canOpen(access(receiver), 'aceites')).toBe(true);
    expect(canOpen(access(receiver), 'carga')).toBe(false);
  });
});
