import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_RULES, type LocationFlags, READ_RULES, type RuleId } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema.js';
import {
  type AreaFlag,
  DEPARTMENTS_AREA,
  OBRAS_AREA,
  PATRIMONIO_AREA,
  SECTORS_AREA,
  SUPPORT_AREA,
} from '../../src/modules/auth/area-access.js';
import { INCORPORAR_SEM_PATRIMONIO } from '../../src/modules/obras/incorporacao.service.js';
import { LINKS_LOGINS } from '../../src/modules/patrimonio/carga/servidores.service.js';
import {
  ACOMPANHAMENTO,
  ADITIVO,
  type ClientRecords,
  clientRecords,
  cnoOf,
  LICENCA,
  MEDICAO,
  ORDEM_SERVICO,
  obraOf,
  PAGAMENTO,
  RESPONSABILIDADE,
} from '../support/client-records.js';
import { createClient } from '../support/factories.js';
import { nfeXml } from '../support/nfe.js';
import { TEST_ADDRESS } from '../support/organisation.js';
import { fornecedorBody } from '../support/patrimonio.js';
import { type ApiRoute, routeTable, withField } from '../support/route-table.js';
import {
  type Caller,
  type Headers,
  NO_FLAGS,
  otherApplicationSupport,
  SAMPLE,
  setRules,
  upload,
  userWith,
} from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * The permission matrix and the tenant probe of EVERY route, generated from the app's own route table
 * (support/route-table.ts), so a route is covered the day it is declared:
 *
 * - matrix (decisions 006 and 012): a route's rule, with a role holding every rule but it (403); its
 *   area flag, at a location without it (403); a write, with a read-only role (never 2xx); routes whose
 *   service checks the permission on the record are in SERVICE_CHECKED with how they are probed;
 * - tenant probe (decision 004; docs/api.md, "Scope"): every id a route takes (path, query, body), given
 *   the record of another client of the same application by a client's administrator, and by support
 *   of another application: 404 (or the status documented for that kind, in the tables below).
 *
 * A route the tables do not know fails the test, naming what to add.
 */

/** Records of three clients: A (the probes' own), B (another client of A's application), C (another application's). */
let A: ClientRecords;
let B: ClientRecords;
let C: ClientRecords;

let t: TestApp;
let storageDir: string;
let routes: ApiRoute[];
/** A's caller: its role's rules and its location's flags are set by each check (`grant`). */
let probe: Caller & { roleId: string };
/** Support of another application (its own records are C's). */
let support2: { headers: Headers };

const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';
const RULE_REFUSED = 'Você não tem permissão para realizar esta operação.';
const PDF = { filename: 'documento.pdf', content: SAMPLE.pdf };
const PNG = { filename: 'imagem.png', content: SAMPLE.png };

/** Every flag of a client's location (support is a location of the office, not a flag to switch on here). */
const FULL_FLAGS: LocationFlags = {
  isSuporte: false,
  hasObras: true,
  hasPatrimonio: true,
  hasSetor: true,
  departments: true,
};
/** Support of another application: its office location, with the works area (support/sistema.ts). */
const SUPPORT_FLAGS: LocationFlags = { ...NO_FLAGS, isSuporte: true, hasObras: true, hasPatrimonio: true };

// ---------------------------------------------------------------------------------------------- grants

type Grant = { rules: readonly string[]; flags: LocationFlags };
const EVERY: Grant = { rules: ALL_RULES, flags: FULL_FLAGS };
const READ_ONLY: Grant = { rules: READ_RULES, flags: FULL_FLAGS };
const BARE: Grant = { rules: [], flags: NO_FLAGS };
/** A patrimônio location without any rule: the receiver of an aceite, whatever his profile. */
const AREA_ONLY: Grant = { rules: [], flags: { ...NO_FLAGS, hasPatrimonio: true } };
const without = (...rules: RuleId[]): Grant => ({
  rules: ALL_RULES.filter((r) => !rules.includes(r)),
  flags: FULL_FLAGS,
});
const only = (rules: RuleId[], flags: Partial<LocationFlags>): Grant => ({
  rules,
  flags: { ...NO_FLAGS, ...flags },
});

/** Every rule, at a location whose flags close `area` (the one flag that opens it switched off). */
function lacking(area: AreaFlag): Grant {
  if (!area.test(FULL_FLAGS)) return { rules: ALL_RULES, flags: FULL_FLAGS };
  for (const key of Object.keys(FULL_FLAGS) as (keyof LocationFlags)[]) {
    const flags = { ...FULL_FLAGS, [key]: false };
    if (!area.test(flags)) return { rules: ALL_RULES, flags };
  }
  throw new Error(`no flag closes the area "${area.message}"`);
}

let granted = '';
/** Gives the probe's role and location `g` (read by the auth hook on the next call). */
async function grant(g: Grant) {
  const key = JSON.stringify(g);
  if (key === granted) return;
  const db = t.database.db;
  await setRules(db, probe.roleId, g.rules);
  await db.update(locations).set(g.flags).where(eq(locations.id, probe.localId));
  granted = key;
}

// -------------------------------------------------------------------------------------------- requests

type File = { filename: string; content: Buffer };
type Req = {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  file?: File;
};

/** Calls `route` with `req`: missing path parameters are a uuid of no record; a write without body sends `{}`. */
function send(route: ApiRoute, headers: Headers, req: Req = {}) {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => req.params?.[name] ?? PLACEHOLDER);
  const query = new URLSearchParams(
    Object.entries(req.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const url = query ? `${path}?${query}` : path;
  if (route.upload && req.file !== undefined) return upload(t, url, headers, req.file);
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method,
    url,
    headers,
    ...(withBody ? { payload: req.body ?? {} } : {}),
  });
}

type Answer = Awaited<ReturnType<typeof send>>;

/**
 * What a call must answer: a status (with the Portuguese message of the error body, when given); `filter`,
 * a list narrowed by an id it does not reach: 200 and empty; `skip`, not sent, with the reason.
 */
type Expect = { status: number; message?: string; why?: string } | { filter: true } | { skip: string };
const FILTER: Expect = { filter: true };
const REFUSED: Expect = { status: 403, message: RULE_REFUSED };
/** Any answer but a 2xx (a read-only role on a write). */
const NO_2XX = 'no-2xx' as const;
/** A 2xx. */
const SOME_2XX = '2xx' as const;
/** Any answer but a refusal (the checks let the call through to the handler). */
const NOT_403 = 'not-403' as const;
type Expectation = Expect | typeof NO_2XX | typeof SOME_2XX | typeof NOT_403;

/** Why `res` is not what `e` says, or null; a server error never is. */
function mismatch(res: Answer, e: Expectation): string | null {
  const got = () => `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return `server error: ${got()}`;
  if (e === NO_2XX) return res.statusCode < 300 ? got() : null;
  if (e === SOME_2XX) return res.statusCode < 300 ? null : got();
  if (e === NOT_403) return res.statusCode === 403 ? got() : null;
  if ('skip' in e) return null;
  if ('filter' in e) {
    if (res.statusCode !== 200) return got();
    // A list's CSV file: its rows after the header line.
    if (String(res.headers['content-type']).startsWith('text/csv')) {
      const rows = res.body.split('\r\n').filter(Boolean).length - 1;
      return rows === 0 ? null : `the file filtered by the id holds ${rows} row(s)`;
    }
    const body = res.json();
    const found = Array.isArray(body) ? body.length : body.total;
    return found === 0 ? null : `the list filtered by the id holds ${found} record(s)`;
  }
  if (res.statusCode !== e.status) return got();
  if (e.status < 400) return null;
  const body = res.json();
  if (body.status !== 'Error' || typeof body.message !== 'string' || typeof body.request_id !== 'string')
    return `not the error body of docs/api.md: ${res.body}`;
  if (e.message !== undefined && body.message !== e.message) return `message "${body.message}"`;
  return null;
}

// ----------------------------------------------------------------------- routes without a location

/** Routes anyone may call (no token): sign-in and password recovery, and the health check. */
const PUBLIC: Record<string, string> = {
  'GET /health': 'the service’s health, for monitoring',
  'POST /session': 'sign-in (username and password)',
  'POST /refresh-token': 'renews the session with the refresh token',
  'POST /password/forgot': 'asks for the password e-mail',
  'POST /password/verify': 'checks the e-mail’s token',
  'POST /password/reset': 'sets the password with the e-mail’s token',
  'POST /session/cpf': 'informs the CPF the sign-in asked, with the sign-in’s token',
  'GET /patrimonio/bempatrimonial/transparencia/:id': 'the public card of an asset (its label’s QR code)',
  'GET /publico/bens/:id/foto': 'the first photo of an asset on its public card',
  'GET /publico/entidades/:cpf_cnpj': 'the transparency portal: an entity by its CPF/CNPJ',
  'GET /publico/documentos/:codigo': 'the check of a termo by the verification code printed on it',
  'GET /publico/entidades/:cpf_cnpj/logo': 'the transparency portal: the entity’s logo',
  'GET /publico/entidades/:cpf_cnpj/bens': 'the transparency portal: the entity’s assets',
  'GET /publico/entidades/:cpf_cnpj/obras': 'the transparency portal: the entity’s works',
  'GET /publico/entidades/:cpf_cnpj/obras/:id': 'the transparency portal: a work’s page and its S-curve',
  'GET /publico/entidades/:cpf_cnpj/obras/:id/itens':
    'the transparency portal: a work’s items contracted and executed',
  'GET /publico/entidades/:cpf_cnpj/obras/:id/relatorios/:relatorio_id':
    'the transparency portal: a work’s published quarterly report (PDF)',
  'GET /publico/entidades/:cpf_cnpj/bens/filtros': 'the transparency portal: the options of its filters',
  'GET /publico/entidades/:cpf_cnpj/bens/exportar': 'the transparency portal: the open-data download',
};

/**
 * Public routes that take an id or a document: no caller, so the tenant probe has no scope to cross; the
 * test named here proves each answers only what one publishing client shows, and 404 otherwise.
 */
const PUBLIC_SCOPED_BY: Record<string, string> = {
  'GET /patrimonio/bempatrimonial/transparencia/:id': 'test/publico/publico.test.ts',
  'GET /publico/bens/:id/foto': 'test/publico/publico.test.ts',
  'GET /publico/entidades/:cpf_cnpj': 'test/publico/publico.test.ts',
  'GET /publico/documentos/:codigo': 'test/patrimonio/documentos.test.ts',
  'GET /publico/entidades/:cpf_cnpj/logo': 'test/publico/publico.test.ts',
  'GET /publico/entidades/:cpf_cnpj/bens': 'test/publico/publico.test.ts',
  'GET /publico/entidades/:cpf_cnpj/obras': 'test/publico/obras.test.ts',
  'GET /publico/entidades/:cpf_cnpj/obras/:id': 'test/obras/planilha.test.ts',
  'GET /publico/entidades/:cpf_cnpj/obras/:id/itens': 'test/obras/planilha.test.ts',
  'GET /publico/entidades/:cpf_cnpj/obras/:id/relatorios/:relatorio_id': 'test/obras/relatorio.test.ts',
  'GET /publico/entidades/:cpf_cnpj/bens/filtros': 'test/publico/publico.test.ts',
  'GET /publico/entidades/:cpf_cnpj/bens/exportar': 'test/publico/publico.test.ts',
};

/** Routes that need a token but no location (the sign-in flow, before a location is chosen). */
const USER: Record<string, string> = {
  'GET /locais': 'the caller’s own locations, to choose one',
  'GET /locais/:id': 'one of the caller’s own locations',
  'GET /permissions/:localId': 'the permissions of one of the caller’s locations (the menu)',
  'GET /users/avatar/:id': 'the avatar of a user of the same application (the header)',
};

// ------------------------------------------------------------------ permissions checked by the service

type Check = {
  label: string;
  as: Grant;
  req: (a: ClientRecords) => Req;
  expect: Expectation;
};
type ServiceChecked = {
  /** Who may call it and why the route alone cannot say (decision 012). */
  how: string;
  checks: Check[];
  /** A write that a read-only role may do, and why. */
  readOnlyMay?: string;
};

const clientBody = {
  name: 'Cliente da sonda',
  cpfCnpj: '11.222.333/0001-81',
  email: 'sonda@exemplo.gov.br',
  ...TEST_ADDRESS,
};
type CompanyKind = 'department' | 'sector';
const COMPANY_AREAS = [
  ['department', DEPARTMENTS_AREA, 'departments'],
  ['sector', SECTORS_AREA, 'sectors'],
] as const;
const companyOf = (a: ClientRecords, kind: CompanyKind) =>
  kind === 'department' ? a.departmentId : a.sectorId;

/**
 * A company call checked by the company's kind (decision 006): a department needs Departamentos and
 * `departments:<action>`, a sector Setores and `sectors:<action>`, a client support only.
 */
function byCompanyKind(
  action: 'read' | 'update' | 'create',
  req: (a: ClientRecords, kind: CompanyKind | 'client') => Req,
): Check[] {
  const checks: Check[] = [];
  for (const [kind, area, resource] of COMPANY_AREAS) {
    const rule = `${resource}:${action}` as RuleId;
    const on = (a: ClientRecords) => req(a, kind);
    checks.push({ label: `${kind} without ${rule}`, as: without(rule), req: on, expect: REFUSED });
    checks.push({
      label: `${kind} without the area’s flag`,
      as: lacking(area),
      req: on,
      expect: { status: 403, message: area.message },
    });
    if (action === 'read')
      checks.push({ label: `${kind} with rule and flag`, as: EVERY, req: on, expect: SOME_2XX });
    else checks.push({ label: `${kind}, read-only role`, as: READ_ONLY, req: on, expect: NO_2XX });
  }
  checks.push({
    label: 'client: support only, even with every rule',
    as: EVERY,
    req: (a) => req(a, 'client'),
    expect: { status: 403, message: SUPPORT_AREA.message },
  });
  return checks;
}

/** Any location of the client may call it: a caller without rules nor flags gets its answer. */
const scopeOnly = (req: (a: ClientRecords) => Req): Check[] => [
  { label: 'a location without rules nor flags', as: BARE, req, expect: SOME_2XX },
];

/** The works area's calls, by register: its base path and the kind of its records. */
const OBRAS_REGISTERS = [
  ['/obras/medicao', 'medicao'],
  ['/obras/ordemservico', 'ordemServico'],
  ['/obras/cadastronacional', 'cno'],
  ['/obras/licencaambiental', 'licenca'],
  ['/obras/responsabilidadetecnica', 'responsabilidade'],
  ['/obras/acompanhamento', 'acompanhamento'],
] as const;
/** The registers that keep files (upload, list and preview), and the area's download of them. */
const OBRAS_FILE_REGISTERS = [
  ['/obras/medicao', 'medicao'],
  ['/obras/licencaambiental', 'licenca'],
  ['/obras/responsabilidadetecnica', 'responsabilidade'],
  ['/obras/acompanhamento', 'acompanhamento'],
] as const;
const OBRAS_ROUTES = [
  'GET /obras/obra',
  'GET /obras/obra/exportar',
  'GET /obras/obra/:id',
  'POST /obras/obra/create',
  'PUT /obras/obra/id',
  'PUT /obras/obra/:id',
  'GET /obras/obra/:id/evolucao',
  'GET /obras/obra/:id/placa-paralisacao',
  'PUT /obras/paralisacao/:id',
  'GET /obras/obra/:id/planilha',
  'PUT /obras/obra/:id/planilha',
  'POST /obras/obra/:id/planilha/importar',
  'GET /obras/obra/:id/planilha/exportar',
  'GET /obras/obra/:id/planilha/historico',
  'GET /obras/obra/:id/cronograma',
  'PUT /obras/obra/:id/cronograma',
  'GET /obras/obra/:id/relatorios',
  'POST /obras/obra/:id/relatorios',
  'GET /obras/relatorio/:id/pdf',
  'GET /obras/medicao/:id/itens',
  'GET /obras/medicao/:id/boletim',
  'GET /obras/obra/:id/aditivos',
  'POST /obras/obra/:id/aditivos/create',
  'PUT /obras/obra/aditivos/:id',
  'GET /obras/obra/:id/pagamentos',
  'POST /obras/obra/:id/pagamentos/create',
  'PUT /obras/obra/pagamentos/:id',
  'DELETE /obras/obra/pagamentos/:id',
  'POST /obras/obra/incorporar/:id',
  'POST /obras/obra/:id/recebimentos',
  'GET /obras/obra/:id/recebimento/termo',
  ...OBRAS_REGISTERS.flatMap(([base]) => [
    `GET ${base}`,
    `GET ${base}/exportar`,
    `GET ${base}/:id`,
    `POST ${base}/create`,
    `PUT ${base}/id`,
    `PUT ${base}/:id`,
  ]),
  ...OBRAS_FILE_REGISTERS.flatMap(([base]) => [
    `GET ${base}/files/:id`,
    `GET ${base}/preview/:id`,
    `POST ${base}/upload/:id`,
  ]),
  'GET /obras/arquivo/:id',
  'DELETE /obras/arquivo/:id',
];
const OBRAS_REFUSED = { status: 403, message: OBRAS_AREA.message };
/** A file of the area's lists needs its format; the lists need nothing. */
const obrasRequest = (key: string) => (): Req =>
  key.endsWith('/exportar') ? { query: { formato: 'csv' } } : {};
/**
 * Obras is support's only, at a location with `hasObras` (the route's area, no rule: support holds every
 * rule): a client with every rule and flag is refused, and so is support without the flag; support with
 * it reaches the lists.
 */
const OBRAS_CHECKED: Record<string, ServiceChecked> = Object.fromEntries(
  OBRAS_ROUTES.map((key): [string, ServiceChecked] => [
    key,
    {
      how: 'support only, at a location with hasObras (the area; support holds every rule)',
      checks: [
        { label: 'a client with everything', as: EVERY, req: obrasRequest(key), expect: OBRAS_REFUSED },
        { label: 'a read-only client role', as: READ_ONLY, req: obrasRequest(key), expect: NO_2XX },
        {
          label: 'support without hasObras',
          as: only([], { isSuporte: true }),
          req: obrasRequest(key),
          expect: OBRAS_REFUSED,
        },
        ...(key.startsWith('GET ') && !key.includes(':')
          ? [
              {
                label: 'support with hasObras',
                as: only([], { isSuporte: true, hasObras: true }),
                req: obrasRequest(key),
                expect: SOME_2XX,
              },
            ]
          : []),
      ],
    },
  ]),
);

/** A valid incorporation of a work into the asset register (the probe's work is not received: 409). */
const INCORPORACAO = (field: string | null = null) => ({
  body: {
    modo: field === 'bem_id' ? 'melhoria' : 'imovel',
    valor: '100.00',
    data_incorporacao: '2026-01-05',
  },
});
// The incorporation also writes the asset register: support needs the location's `hasPatrimonio` too.
OBRAS_CHECKED['POST /obras/obra/incorporar/:id']!.checks.push({
  label: 'support with hasObras, without hasPatrimonio',
  as: only([], { isSuporte: true, hasObras: true }),
  req: () => INCORPORACAO(),
  expect: { status: 403, message: INCORPORAR_SEM_PATRIMONIO },
});

/**
 * Every `local` route without a rule (and the routes whose service checks a rule besides the route's),
 * with how the permission is probed. A rule-less route missing here fails the matrix.
 */
const RECONTAR_REFUSED =
  'Só o presidente da comissão ou um usuário com a permissão Inventário: Editar pede recontagens e decide empates.';
const SERVICE_CHECKED: Record<string, ServiceChecked> = {
  'GET /notificacoes': {
    how: 'any location: each provider lists only what the caller’s own rules and scope let it read (docs/api.md, "Notificações")',
    checks: scopeOnly(() => ({})),
  },
  'GET /health/details': {
    how: 'support’s area, no rule (support holds every rule): a client with every rule is refused',
    checks: [
      {
        label: 'a client with everything',
        as: EVERY,
        req: () => ({}),
        expect: { status: 403, message: SUPPORT_AREA.message },
      },
    ],
  },
  'GET /exercicios/empresa/:empresaId': {
    how: 'the scope only (decision 006): any location of the client reads its periods',
    checks: scopeOnly((a) => ({ params: { empresaId: a.clientId } })),
  },
  'GET /exercicios/exists/:empresaId': {
    how: 'the scope only (decision 006)',
    checks: scopeOnly((a) => ({ params: { empresaId: a.clientId }, query: { ano: 2030, mes: 1 } })),
  },
  'POST /documentos/links': {
    how: 'any location: signing an address grants nothing; the document route’s own rule and scope run when the link is opened (decision 041)',
    readOnlyMay: 'a POST that writes nothing: it signs the address of a document the caller may then read',
    checks: [
      {
        label: 'a location without rules nor flags',
        as: BARE,
        req: (a) => ({ body: { caminho: `patrimonio/bempatrimonial/reports/etiqueta/${a.clientId}` } }),
        expect: SOME_2XX,
      },
    ],
  },
  'GET /trabalhos': {
    how: 'any location: the jobs its user started (decision 033)',
    checks: scopeOnly(() => ({})),
  },
  ...Object.fromEntries(
    ['GET /trabalhos/:id', 'POST /trabalhos/:id/cancelar', 'GET /trabalhos/:id/arquivo'].map((route) => [
      route,
      {
        how: 'any location, its user’s own jobs only: another member’s job of the same client is 404',
        ...(route.startsWith('POST')
          ? { readOnlyMay: 'a read-only role cancels what its own user started (an export it asked for)' }
          : {}),
        checks: [
          {
            label: 'a job of another member of the client',
            as: BARE,
            req: (a: ClientRecords) => ({ params: { id: a.trabalhoId } }),
            expect: { status: 404, message: 'Trabalho não encontrado.' },
          },
        ],
      },
    ]),
  ),
  'GET /patrimonio/carga/servidores/usuarios': {
    how: 'the patrimônio area, and custody:create or custody:update (who fills the servidor form): the service checks either',
    checks: [
      {
        label: 'custody:read alone',
        as: only(['custody:read'], { hasPatrimonio: true }),
        req: () => ({}),
        expect: { status: 403, message: LINKS_LOGINS },
      },
      {
        label: 'every rule but those two',
        as: without('custody:create', 'custody:update'),
        req: () => ({}),
        expect: { status: 403, message: LINKS_LOGINS },
      },
      {
        label: 'custody:update alone',
        as: only(['custody:update'], { hasPatrimonio: true }),
        req: () => ({}),
        expect: SOME_2XX,
      },
      {
        label: 'custody:create alone',
        as: only(['custody:create'], { hasPatrimonio: true }),
        req: () => ({}),
        expect: SOME_2XX,
      },
      {
        label: 'both rules without the area',
        as: only(['custody:create', 'custody:update'], {}),
        req: () => ({}),
        expect: { status: 403, message: PATRIMONIO_AREA.message },
      },
    ],
  },
  'POST /patrimonio/inventario/:id/encerrar': {
    how: 'the patrimônio area: the commission’s president (with any profile) or inventories:update closes (inventarioAcoes)',
    readOnlyMay: 'the president closes his campaign whatever his profile (docs/domain.md, "Inventário")',
    checks: [
      {
        label: 'a read-only profile not presiding the campaign',
        as: READ_ONLY,
        req: (a: ClientRecords) => ({ params: { id: a.inventarioId } }),
        expect: {
          status: 403,
          message:
            'Só o presidente da comissão ou um usuário com a permissão Inventário: Editar encerra o inventário.',
        },
      },
    ],
  },
  'POST /patrimonio/inventario/:id/liquidar': {
    how: 'the patrimônio area: the commission’s president (with any profile) or inventories:update settles (divergenciaAcoes)',
    readOnlyMay:
      'the president settles his closed campaign whatever his profile (docs/domain.md, "Inventário")',
    checks: [
      {
        label: 'a read-only profile not presiding the campaign',
        as: READ_ONLY,
        req: (a: ClientRecords) => ({
          params: { id: a.inventarioEncerradoId },
          body: { acao: 'manter', ids: [a.divergenciaId], justificativa: 'Sonda' },
        }),
        expect: {
          status: 403,
          message:
            'Só o presidente da comissão ou um usuário com a permissão Inventário: Editar liquida as divergências.',
        },
      },
    ],
  },
  'POST /patrimonio/inventario/:id/contagens': {
    how: 'the patrimônio area: the commission’s members (with any profile) or inventories:update count (inventarioAcoes)',
    readOnlyMay: 'a member of the commission counts whatever his profile (docs/domain.md, "Inventário")',
    checks: [
      {
        label: 'a read-only profile outside the commission',
        as: READ_ONLY,
        req: (a: ClientRecords) => ({
          params: { id: a.inventarioId },
          body: {
            leituras: [
              { id: randomUUID(), leitura: '1', sala_id: a.salaId, contado_em: '2026-02-03T10:00:00.000Z' },
            ],
          },
        }),
        expect: {
          status: 403,
          message:
            'Só os membros da comissão ou um usuário com a permissão Inventário: Editar registram leituras.',
        },
      },
    ],
  },
  'GET /patrimonio/inventario/:id/pacote': {
    how: 'the patrimônio area: whoever counts (inventarioAcoes().contar); the blind count’s counter gets no assets',
    readOnlyMay: 'a member of the commission downloads what he counts whatever his profile (decision 068)',
    checks: [
      {
        label: 'a read-only profile outside the commission',
        as: READ_ONLY,
        req: (a: ClientRecords) => ({ params: { id: a.inventarioId } }),
        expect: {
          status: 403,
          message:
            'Só os membros da comissão ou um usuário com a permissão Inventário: Editar registram leituras.',
        },
      },
    ],
  },
  'POST /patrimonio/inventario/:id/contagens/:contagemId/foto': {
    how: 'the patrimônio area: whoever counts (inventarioAcoes().contar) sends a reading’s photo',
    readOnlyMay: 'a member of the commission photographs what he counts whatever his profile (decision 068)',
    checks: [
      {
        label: 'a read-only profile outside the commission',
        as: READ_ONLY,
        req: (a: ClientRecords) => ({ params: { id: a.inventarioId, contagemId: a.contagemId }, file: PNG }),
        expect: {
          status: 403,
          message:
            'Só os membros da comissão ou um usuário com a permissão Inventário: Editar registram leituras.',
        },
      },
    ],
  },
  'POST /patrimonio/inventario/:id/recontagens': {
    how: 'the patrimônio area: the commission’s president (with any profile) or inventories:update asks a second count (inventarioAcoes().recontar)',
    readOnlyMay: 'the president asks a second count whatever his profile (decision 070)',
    checks: [
      {
        label: 'a read-only profile not presiding the campaign',
        as: READ_ONLY,
        req: (a: ClientRecords) => ({
          params: { id: a.inventarioId },
          body: { sala_id: a.salaId, servidor_id: a.servidorId },
        }),
        expect: { status: 403, message: RECONTAR_REFUSED },
      },
    ],
  },
  'POST /patrimonio/inventario/:id/recontagens/:recontagemId/concluir': {
    how: 'the patrimônio area: the recount’s member, the president (with any profile) or inventories:update concludes it (recontagemAcoes)',
    readOnlyMay: 'the member who recounts concludes his count whatever his profile (decision 070)',
    checks: [
      {
        label: 'a read-only profile, neither the recount’s member nor the president',
        as: READ_ONLY,
        req: (a: ClientRecords) => ({ params: { id: a.inventarioId, recontagemId: a.recontagemId } }),
        expect: {
          status: 403,
          message:
            'Só o membro que faz a segunda contagem, o presidente da comissão ou um usuário com a permissão Inventário: Editar conclui a recontagem.',
        },
      },
    ],
  },
  'POST /patrimonio/inventario/:id/empates/:bemId': {
    how: 'the patrimônio area: the commission’s president (with any profile) or inventories:update decides a tie (inventarioAcoes().recontar)',
    readOnlyMay: 'the president decides a tie whatever his profile (decision 070)',
    checks: [
      {
        label: 'a read-only profile not presiding the campaign',
        as: READ_ONLY,
        req: (a: ClientRecords) => ({ params: { id: a.inventarioId, bemId: a.bemId }, body: { rodada: 1 } }),
        expect: { status: 403, message: RECONTAR_REFUSED },
      },
    ],
  },
  'GET /patrimonio/carga/aceites': {
    how: 'the patrimônio area: with custody:read the client’s, else only what waits for the caller as receiver',
    checks: [{ label: 'a receiver without rules', as: AREA_ONLY, req: () => ({}), expect: SOME_2XX }],
  },
  'GET /patrimonio/carga/aceites/:id': {
    how: 'the patrimônio area: with custody:read any of the client’s, else only the caller’s own as receiver',
    checks: [
      {
        label: 'another receiver’s aceite, without custody:read',
        as: AREA_ONLY,
        req: (a: ClientRecords) => ({ params: { id: a.aceiteId } }),
        expect: { status: 404, message: 'Cautela ou transferência não encontrada.' },
      },
    ],
  },
  ...Object.fromEntries(
    (['aceitar', 'recusar'] as const).map((verb) => [
      `POST /patrimonio/carga/aceites/:id/${verb}`,
      {
        how: 'only the receiver, with a login, decides in the app, whatever his profile (docs/domain.md, "Carga patrimonial")',
        readOnlyMay: 'the receiver accepts or refuses what is sent to him, with any profile',
        checks: [
          {
            label: 'a receiver registered without login',
            as: EVERY,
            req: (a: ClientRecords) => ({
              params: { id: a.aceiteId },
              ...(verb === 'recusar' ? { body: { motivo: 'Recusa da sonda' } } : {}),
            }),
            expect: {
              status: 403,
              message: 'Servidor da sonda não tem login: o aceite é registrado pelo termo assinado em papel.',
            },
          },
        ],
      },
    ]),
  ),
  'GET /dashboard': {
    how: 'any location; the patrimônio figures follow its flag and assets:read (service)',
    checks: scopeOnly(() => ({})),
  },
  'GET /v1/companies/clients': {
    how: 'any location: the clients it may choose (its own; support: the application’s)',
    checks: scopeOnly(() => ({})),
  },
  'GET /empresas/logo/:id': {
    how: 'any location whose scope holds the company (the header shows the logo)',
    checks: scopeOnly((a) => ({ params: { id: a.departmentId } })),
  },
  'GET /empresas/secretarias/byempresa/:id': {
    how: 'departments:read with Departamentos, or sectors:read with Setores (the sector form picks the department)',
    checks: [
      {
        label: 'without departments:read and sectors:read',
        as: without('departments:read', 'sectors:read'),
        req: (a) => ({ params: { id: a.clientId } }),
        expect: REFUSED,
      },
      {
        label: 'without Departamentos and Setores',
        as: { rules: ALL_RULES, flags: { ...FULL_FLAGS, departments: false, hasSetor: false } },
        req: (a) => ({ params: { id: a.clientId } }),
        expect: REFUSED,
      },
      {
        label: 'departments:read with Departamentos only',
        as: only(['departments:read'], { departments: true }),
        req: (a) => ({ params: { id: a.clientId } }),
        expect: SOME_2XX,
      },
      {
        label: 'sectors:read with Setores only',
        as: only(['sectors:read'], { hasSetor: true }),
        req: (a) => ({ params: { id: a.clientId } }),
        expect: SOME_2XX,
      },
    ],
  },
  'POST /empresas/create': {
    how: 'the kind asked in the body decides area and rule (decision 006)',
    checks: byCompanyKind('create', (a, kind) => ({
      body:
        kind === 'client'
          ? { ...clientBody, is_cliente: true }
          : kind === 'department'
            ? { name: 'Secretaria da matriz', is_secretaria: true }
            : { name: 'Setor da matriz', is_setor: true, parentId: a.departmentId },
    })),
  },
  'GET /empresas/:id': {
    how: 'the company’s kind decides area and rule (decision 006)',
    checks: byCompanyKind('read', (a, kind) => ({
      params: { id: kind === 'client' ? a.clientId : companyOf(a, kind) },
    })),
  },
  'PUT /empresas/:id': {
    how: 'the company’s kind decides area and rule (decision 006)',
    checks: byCompanyKind('update', (a, kind) => ({
      params: { id: kind === 'client' ? a.clientId : companyOf(a, kind) },
      body:
        kind === 'client'
          ? clientBody
          : kind === 'department'
            ? { name: 'Secretaria da matriz' }
            : { name: 'Setor da matriz', parentId: a.departmentId },
    })),
  },
  'GET /empresas/files/:id': {
    how: 'reading the company, by its kind (decision 006)',
    checks: byCompanyKind('read', (a, kind) => ({
      params: { id: kind === 'client' ? a.clientId : companyOf(a, kind) },
    })),
  },
  'POST /empresas/files/create/:id': {
    how: 'changing the company, by its kind (decision 006)',
    checks: byCompanyKind('update', (a, kind) => ({
      params: { id: kind === 'client' ? a.clientId : companyOf(a, kind) },
      file: PDF,
    })),
  },
  'POST /empresas/logo/:id': {
    how: 'changing the company, by its kind (decision 006)',
    checks: byCompanyKind('update', (a, kind) => ({
      params: { id: kind === 'client' ? a.clientId : companyOf(a, kind) },
      file: PNG,
    })),
  },
  'GET /empresas/files/download/:id': {
    how: 'reading the file’s company, by its kind (decision 006); a department’s file',
    checks: [
      {
        label: 'without departments:read',
        as: without('departments:read'),
        req: (a) => ({ params: { id: a.companyFileId } }),
        expect: REFUSED,
      },
      {
        label: 'without Departamentos',
        as: lacking(DEPARTMENTS_AREA),
        req: (a) => ({ params: { id: a.companyFileId } }),
        expect: { status: 403, message: DEPARTMENTS_AREA.message },
      },
      {
        label: 'with rule and flag',
        as: EVERY,
        req: (a) => ({ params: { id: a.companyFileId } }),
        expect: SOME_2XX,
      },
    ],
  },
  'DELETE /empresas/files/delete/:id': {
    how: 'changing the file’s company, by its kind (decision 006); a department’s file',
    checks: [
      {
        label: 'without departments:update',
        as: without('departments:update'),
        req: (a) => ({ params: { id: a.companyFileId } }),
        expect: REFUSED,
      },
      {
        label: 'without Departamentos',
        as: lacking(DEPARTMENTS_AREA),
        req: (a) => ({ params: { id: a.companyFileId } }),
        expect: { status: 403, message: DEPARTMENTS_AREA.message },
      },
      {
        label: 'read-only role',
        as: READ_ONLY,
        req: (a) => ({ params: { id: a.companyFileId } }),
        expect: NO_2XX,
      },
    ],
  },
  'POST /locais/verifyActivity/:id': {
    how: 'one’s own access: anyone; another user’s: the Acessos area (support) with access:read',
    readOnlyMay: 'a POST that only reads: whether the caller’s own access can be used',
    checks: [
      {
        label: 'own access, no rules nor flags',
        as: BARE,
        req: () => ({ params: { id: probe.localId } }),
        expect: SOME_2XX,
      },
      {
        label: 'another user’s access of the client, with everything',
        as: EVERY,
        req: (a) => ({ params: { id: a.localId } }),
        expect: { status: 403, message: SUPPORT_AREA.message },
      },
    ],
  },
  'GET /patrimonio/arquivo/:id': {
    how: 'the rule is the file owner’s: asset, NCM and property → assets:read; supplier → suppliers:read',
    checks: [
      ...(['bemFileId', 'ncmFileId', 'localizacaoFileId'] as const).flatMap((file): Check[] => [
        {
          label: `${file} without assets:read`,
          as: without('assets:read'),
          req: (a) => ({ params: { id: a[file] } }),
          expect: REFUSED,
        },
        {
          label: `${file} with assets:read only`,
          as: only(['assets:read'], { hasPatrimonio: true }),
          req: (a) => ({ params: { id: a[file] } }),
          expect: SOME_2XX,
        },
      ]),
      {
        label: 'fornecedorFileId without suppliers:read',
        as: without('suppliers:read'),
        req: (a) => ({ params: { id: a.fornecedorFileId } }),
        expect: REFUSED,
      },
      {
        label: 'fornecedorFileId with suppliers:read only',
        as: only(['suppliers:read'], { hasPatrimonio: true }),
        req: (a) => ({ params: { id: a.fornecedorFileId } }),
        expect: SOME_2XX,
      },
    ],
  },
  ...OBRAS_CHECKED,
  'POST /xml/:id/incorporar': {
    how: 'the route asks xmls:update; the service also assets:create (incorporating creates assets)',
    checks: [
      {
        label: 'without assets:create',
        as: without('assets:create'),
        req: (a) => ({ params: { id: a.xmlId }, body: incorporacao(a) }),
        expect: REFUSED,
      },
    ],
  },
};

// ------------------------------------------------------------------------------------ tenant probe

/**
 * A kind of record a route takes by id: where the records hold it, and the 404 message for one out of
 * scope. `sameApplication`: what a client's caller gets for the record of another client of its own
 * application, where that is not a 404 (suppliers are the application's, decision 012). `global`: not
 * a tenant's record.
 */
type Kind = {
  of?: (r: ClientRecords) => string;
  notFound?: string;
  sameApplication?: { read?: Expect; write?: Expect };
  global?: string;
};
const SHARED_SUPPLIER =
  'suppliers are the application’s: its every client sees and uses them (docs/api.md, "Scope")';
const KEEPER = 'Este fornecedor foi cadastrado por outro cliente: só ele ou o suporte podem alterá-lo.';
const FILE_NOT_FOUND = 'Arquivo não encontrado.';
const BEM_NOT_FOUND = 'Bem patrimonial não encontrado.';

const KINDS = {
  application: { notFound: 'Aplicação não encontrada.' },
  client: { of: (r) => r.clientId, notFound: 'Empresa não encontrada.' },
  department: { of: (r) => r.departmentId, notFound: 'Empresa não encontrada.' },
  sector: { of: (r) => r.sectorId, notFound: 'Empresa não encontrada.' },
  companyFile: { of: (r) => r.companyFileId, notFound: FILE_NOT_FOUND },
  role: { of: (r) => r.roleId, notFound: 'Perfil de acesso não encontrado.' },
  user: {
    of: (r) => r.userId,
    notFound: 'Usuário não encontrado.',
    sameApplication: { read: { status: 200, why: 'the avatar of a user of the same application' } },
  },
  location: { of: (r) => r.localId, notFound: 'Acesso não encontrado.' },
  permission: {
    global: 'the permission catalogue is the installation’s, the same for every application (decision 006)',
  },
  permissionGroup: {
    global: 'the permission catalogue is the installation’s, the same for every application (decision 006)',
  },
  categoria: { of: (r) => r.categoriaId, notFound: 'Categoria não encontrada.' },
  fornecedor: {
    of: (r) => r.fornecedorId,
    notFound: 'Fornecedor não encontrado.',
    sameApplication: { read: { status: 200, why: SHARED_SUPPLIER }, write: { status: 403, message: KEEPER } },
  },
  fornecedorFile: {
    of: (r) => r.fornecedorFileId,
    notFound: FILE_NOT_FOUND,
    sameApplication: { read: { status: 200, why: SHARED_SUPPLIER } },
  },
  ncm: { of: (r) => r.ncmId, notFound: 'Referência NCM não encontrada.' },
  ncmFile: { of: (r) => r.ncmFileId, notFound: FILE_NOT_FOUND },
  servidor: { of: (r) => r.servidorId, notFound: 'Servidor não encontrado.' },
  aceite: { of: (r) => r.aceiteId, notFound: 'Cautela ou transferência não encontrada.' },
  sala: { of: (r) => r.salaId, notFound: 'Sala não encontrada.' },
  inventario: { of: (r) => r.inventarioId, notFound: 'Inventário não encontrado.' },
  recontagem: { of: (r) => r.recontagemId, notFound: 'Recontagem não encontrada neste inventário.' },
  contagem: {
    of: (r) => r.contagemId,
    notFound: 'Leitura não encontrada neste inventário: envie a leitura antes da foto.',
  },
  inventarioEncerrado: { of: (r) => r.inventarioEncerradoId, notFound: 'Inventário não encontrado.' },
  divergencia: { of: (r) => r.divergenciaId, notFound: 'Divergência não encontrada.' },
  bem: { of: (r) => r.bemId, notFound: BEM_NOT_FOUND },
  bemFile: { of: (r) => r.bemFileId, notFound: FILE_NOT_FOUND },
  bemImovel: { of: (r) => r.bemImovelId, notFound: BEM_NOT_FOUND },
  movimentacao: { of: (r) => r.movimentacaoId, notFound: 'Movimentação não encontrada.' },
  // A termo is reached by its verification code, not by an id.
  termo: { of: (r) => r.termoCodigo, notFound: 'Termo não encontrado.' },
  conciliacao: { of: (r) => r.conciliacaoId, notFound: 'Conciliação não encontrada.' },
  veiculo: { of: (r) => r.veiculoId, notFound: 'Veículo/equipamento não encontrado.' },
  localizacao: { of: (r) => r.localizacaoId, notFound: 'Localização de imóvel não encontrada.' },
  localizacaoFile: { of: (r) => r.localizacaoFileId, notFound: FILE_NOT_FOUND },
  xml: { of: (r) => r.xmlId, notFound: 'Nota fiscal não encontrada.' },
  xmlFile: { of: (r) => r.xmlFileId, notFound: FILE_NOT_FOUND },
  implantacao: { of: (r) => r.implantacaoId, notFound: 'Importação não encontrada.' },
  month: { global: 'a month of the calendar (the depreciation’s mes/ano), not a record' },
  lancamentoNumero: {
    global:
      'the number of an accounting event in the client’s year (ano/numero), read in the caller’s client',
  },
  eventoContabil: { global: 'a kind of accounting event (the MCASP table’s key), not a record' },
  leitura: {
    global: 'the id a counting device makes for its own reading (idempotent resend), not a reference',
  },
  obra: { of: (r) => r.obraId, notFound: 'Obra não encontrada.' },
  aditivo: { of: (r) => r.aditivoId, notFound: 'Aditivo não encontrado.' },
  pagamento: { of: (r) => r.pagamentoId, notFound: 'Pagamento não encontrado.' },
  paralisacao: { of: (r) => r.paralisacaoId, notFound: 'Paralisação não encontrada.' },
  medicao: { of: (r) => r.medicaoId, notFound: 'Medição não encontrada.' },
  ordemServico: { of: (r) => r.ordemServicoId, notFound: 'Ordem de serviço não encontrada.' },
  cno: { of: (r) => r.cnoId, notFound: 'Cadastro Nacional de Obras não encontrado.' },
  licenca: { of: (r) => r.licencaId, notFound: 'Licença ambiental não encontrada.' },
  responsabilidade: { of: (r) => r.responsabilidadeId, notFound: 'Responsabilidade técnica não encontrada.' },
  acompanhamento: { of: (r) => r.acompanhamentoId, notFound: 'Acompanhamento não encontrado.' },
  medicaoFile: { of: (r) => r.medicaoFileId, notFound: FILE_NOT_FOUND },
  licencaFile: { of: (r) => r.licencaFileId, notFound: FILE_NOT_FOUND },
  responsabilidadeFile: { of: (r) => r.responsabilidadeFileId, notFound: FILE_NOT_FOUND },
  acompanhamentoFile: { of: (r) => r.acompanhamentoFileId, notFound: FILE_NOT_FOUND },
  trabalho: { of: (r) => r.trabalhoId, notFound: 'Trabalho não encontrado.' },
  remessa: { of: (r) => r.remessaId, notFound: 'Remessa não encontrada.' },
} satisfies Record<string, Kind>;
type KindName = keyof typeof KINDS;

/** What an id of a route is: its kind, and the answers that are not the kind's 404. */
type Target =
  | KindName
  | { kind: KindName; notFound?: string; admin?: Expect; support?: Expect; both?: Expect };

const filter = (kind: KindName): Target => ({ kind, both: FILTER });
/**
 * A measured item is looked up among the items of the work's own sheet: any other id (another client's
 * record's, as the probe sends) is refused alike.
 */
const ITEM_DA_OBRA: Target = {
  kind: 'obra',
  both: { skip: 'an item of another work is refused in test/obras/planilha.test.ts' },
};
/** A payment's medição is one of the work's own: another client's is not found among them. */
const MEDICAO_DA_OBRA: Target = { kind: 'medicao', notFound: 'Medição não encontrada nesta obra.' };
/** The body's id repeats the path's: another one is refused before anything is read. */
const sameAsPath = (kind: KindName): Target => ({
  kind,
  both: { status: 400, message: 'O id do corpo difere do id do endereço.' },
});
/** The deactivating user is always the caller (the register's status calls). */
const NOT_CALLER: Target = {
  kind: 'user',
  both: { status: 400, message: 'O usuário que inativa é sempre o usuário autenticado.' },
};
const OWN_LOCATION: Target = {
  kind: 'location',
  both: {
    status: 403,
    message: 'Este local de trabalho não pertence ao usuário.',
    why: 'decision 004: one’s own locations only',
  },
};
const ROLE_OF_COMPANY: Target = {
  kind: 'role',
  both: { status: 400, message: 'O perfil de acesso deve ser do cliente da empresa do acesso.' },
};
const secretaria: Target = { kind: 'department', notFound: 'Secretaria não encontrada.' };
const setor: Target = { kind: 'sector', notFound: 'Setor não encontrado.' };
const COMPANIES: Target[] = ['client', 'department', 'sector'];
const PATRIMONIO_FILES: Target[] = ['bemFile', 'fornecedorFile', 'ncmFile', 'localizacaoFile', 'xmlFile'];

/**
 * The kind of every path parameter, by url (or `METHOD url` where the methods differ). Several kinds:
 * each is probed.
 */
const BY_ID: Record<string, Record<string, Target | Target[]>> = {
  '/locais/:id': { id: OWN_LOCATION },
  '/permissions/:localId': { localId: OWN_LOCATION },
  '/exercicios/empresa/:empresaId': { empresaId: 'client' },
  '/exercicios/exists/:empresaId': { empresaId: 'client' },
  '/v1/iam/roles/:id': { id: 'role' },
  '/users/find/:id': { id: 'user' },
  '/users/:id': { id: 'user' },
  'POST /users/avatar/:id': { id: 'user' },
  'GET /users/avatar/:id': {
    id: { kind: 'user', support: { status: 404, message: 'Avatar não encontrado.' } },
  },
  '/empresas/secretarias/byempresa/:id': { id: 'client' },
  '/empresas/setores/byempresa/:id': { id: 'department' },
  '/empresas/setores/byroot/:id': { id: 'client' },
  '/empresas/files/:id': { id: COMPANIES },
  '/empresas/files/create/:id': { id: COMPANIES },
  '/empresas/files/download/:id': { id: 'companyFile' },
  '/empresas/files/delete/:id': { id: 'companyFile' },
  '/empresas/logo/:id': { id: COMPANIES },
  '/empresas/:id': { id: COMPANIES },
  '/locais/empresa/:id': { id: COMPANIES },
  '/locais/empresa/:id/exportar': { id: COMPANIES },
  '/locais/:id/role': { id: 'location' },
  '/locais/toggleAccess/:id': { id: 'location' },
  '/locais/toggleObras/:id': { id: 'location' },
  '/locais/togglePatrimonio/:id': { id: 'location' },
  '/locais/toggleDepartments/:id': { id: 'location' },
  '/locais/toggleSetor/:id': { id: 'location' },
  '/locais/verifyActivity/:id': {
    id: {
      kind: 'location',
      admin: {
        status: 403,
        message: SUPPORT_AREA.message,
        why: 'another user’s access belongs to the Acessos area',
      },
    },
  },
  '/accessControl/permissions/:id': { id: 'permission' },
  '/patrimonio/bempatrimonial/findByAplicacao/:id': { id: 'application' },
  '/patrimonio/bempatrimonial/files/:id': { id: 'bem' },
  '/patrimonio/bempatrimonial/historico/:id': { id: 'bem' },
  '/patrimonio/bempatrimonial/preview/:id': { id: 'bemFile' },
  '/patrimonio/bempatrimonial/:id': { id: ['bem', 'bemImovel'] },
  '/patrimonio/bempatrimonial/upload/:id': { id: 'bem' },
  '/patrimonio/bempatrimonial/reports/etiqueta/:id': { id: ['bem', 'bemImovel'] },
  '/patrimonio/bempatrimonial/reports/aplicacao/:id': { id: 'application' },
  '/patrimonio/bempatrimonial/reports/withImage/aplicacao/:id': { id: 'application' },
  '/patrimonio/bempatrimonial/reports/movimentacoes/bem/:id': { id: 'bem' },
  '/patrimonio/arquivo/:id': { id: PATRIMONIO_FILES },
  '/patrimonio/categoriabem/:id': { id: 'categoria' },
  // The history of the asset {id}.
  '/patrimonio/movimentacaobem/:id': { id: 'bem' },
  '/patrimonio/movimentacaobem/:id/termo': { id: 'movimentacao' },
  'GET /patrimonio/bempatrimonial/termos/:codigo': { codigo: 'termo' },
  '/patrimonio/conciliacoes/:id': { id: 'conciliacao' },
  '/patrimonio/conciliacoes/:id/pdf': { id: 'conciliacao' },
  '/patrimonio/conciliacoes/:id/exportar': { id: 'conciliacao' },
  '/patrimonio/fornecedor/files/:id': { id: 'fornecedor' },
  '/patrimonio/fornecedor/:id': { id: 'fornecedor' },
  '/patrimonio/fornecedor/upload/:id': { id: 'fornecedor' },
  '/patrimonio/fornecedor/findByAplicacao/:id': { id: 'application' },
  '/patrimonio/fornecedor/findByRoot/:id': { id: 'client' },
  '/patrimonio/veiculoequipamento/:id': { id: 'veiculo' },
  '/patrimonio/localizacaoimovel/files/:id': { id: 'localizacao' },
  '/patrimonio/localizacaoimovel/:id': { id: 'localizacao' },
  '/patrimonio/localizacaoimovel/upload/:id': { id: 'localizacao' },
  '/patrimonio/servidor/:id': { id: 'servidor' },
  '/patrimonio/carga/responsavel/:id': { id: 'servidor' },
  '/patrimonio/carga/responsavel/:id/termo': { id: 'servidor' },
  '/patrimonio/carga/responsavel/:id/nada-consta': { id: 'servidor' },
  '/patrimonio/carga/aceites/:id': { id: 'aceite' },
  '/patrimonio/carga/aceites/:id/aceitar': { id: 'aceite' },
  '/patrimonio/carga/aceites/:id/recusar': { id: 'aceite' },
  '/patrimonio/carga/aceites/:id/termo': { id: 'aceite' },
  '/patrimonio/carga/aceites/:id/devolver': { id: 'aceite' },
  '/patrimonio/salas/:id': { id: 'sala' },
  '/patrimonio/salas/:id/etiqueta': { id: 'sala' },
  '/patrimonio/inventario/:id': { id: 'inventario' },
  '/patrimonio/inventario/files/:id': { id: 'inventario' },
  '/patrimonio/inventario/upload/:id': { id: 'inventario' },
  '/patrimonio/inventario/:id/encerrar': { id: 'inventario' },
  '/patrimonio/inventario/:id/contagens': { id: 'inventario' },
  '/patrimonio/inventario/:id/pacote': { id: 'inventario' },
  '/patrimonio/inventario/:id/contagens/:contagemId/foto': { id: 'inventario', contagemId: 'contagem' },
  '/patrimonio/inventario/:id/divergencias': { id: 'inventario' },
  '/patrimonio/inventario/:id/divergencias/exportar': { id: 'inventario' },
  '/patrimonio/inventario/:id/divergencias-registradas': { id: 'inventarioEncerrado' },
  '/patrimonio/inventario/:id/liquidar': { id: 'inventarioEncerrado' },
  '/patrimonio/inventario/:id/termo': { id: 'inventarioEncerrado' },
  '/patrimonio/inventario/:id/recontagens': { id: 'inventario' },
  // A recount is looked up inside the caller's campaign: another client's recount is none of it.
  '/patrimonio/inventario/:id/recontagens/:recontagemId/concluir': {
    id: 'inventario',
    recontagemId: 'recontagem',
  },
  '/patrimonio/inventario/:id/empates/:bemId': {
    id: 'inventario',
    bemId: { kind: 'bem', notFound: 'Este bem não está empatado entre as contagens deste inventário.' },
  },
  '/patrimonio/carga/setor/:id': { id: setor },
  '/patrimonio/carga/setor/:id/responsavel': { id: setor },
  '/patrimonio/carga/setor/:id/termo': { id: setor },
  '/refncm/files/:id': { id: 'ncm' },
  '/refncm/:id': { id: 'ncm' },
  '/refncm/upload/:id': { id: 'ncm' },
  '/trabalhos/:id': { id: 'trabalho' },
  '/patrimonio/prestacao-contas/remessas/:id/arquivo': { id: 'remessa' },
  '/patrimonio/prestacao-contas/remessas/:id/envio': { id: 'remessa' },
  '/trabalhos/:id/cancelar': { id: 'trabalho' },
  '/trabalhos/:id/arquivo': { id: 'trabalho' },
  '/xml/:id': { id: 'xml' },
  '/xml/:id/arquivo': { id: 'xml' },
  '/xml/:id/incorporar': { id: 'xml' },
  '/patrimonio/implantacao/bens/:id': { id: 'implantacao' },
  '/patrimonio/implantacao/bens/:id/validar': { id: 'implantacao' },
  '/patrimonio/implantacao/bens/:id/erros': { id: 'implantacao' },
  '/patrimonio/implantacao/bens/:id/gravar': { id: 'implantacao' },
  '/patrimonio/implantacao/bens/:id/desfazer': { id: 'implantacao' },
  '/patrimonio/depreciacao/bem/:id': { id: ['bem', 'bemImovel'] },
  '/patrimonio/depreciacao/:mes/:ano/itens': { mes: 'month', ano: 'month' },
  '/patrimonio/depreciacao/:mes/:ano/itens/exportar': { mes: 'month', ano: 'month' },
  '/patrimonio/depreciacao/:mes/:ano/contas': { mes: 'month', ano: 'month' },
  '/patrimonio/depreciacao/:mes/:ano/contas/exportar': { mes: 'month', ano: 'month' },
  '/patrimonio/contabilidade/lancamentos/:ano/:numero/bens': {
    ano: 'lancamentoNumero',
    numero: 'lancamentoNumero',
  },
  '/patrimonio/contabilidade/eventos/:evento': { evento: 'eventoContabil' },
  '/obras/obra/:id': { id: 'obra' },
  '/obras/obra/:id/evolucao': { id: 'obra' },
  '/obras/obra/:id/placa-paralisacao': { id: 'obra' },
  '/obras/obra/:id/planilha': { id: 'obra' },
  '/obras/obra/:id/planilha/importar': { id: 'obra' },
  '/obras/obra/:id/planilha/exportar': { id: 'obra' },
  '/obras/obra/:id/planilha/historico': { id: 'obra' },
  '/obras/obra/:id/cronograma': { id: 'obra' },
  '/obras/obra/:id/relatorios': { id: 'obra' },
  // A report is made by a job: the probe's records have none; another application's is refused in its test.
  '/obras/relatorio/:id/pdf': {
    id: {
      kind: 'obra',
      both: { skip: 'a report of another application is refused in test/obras/relatorio.test.ts' },
    },
  },
  '/obras/medicao/:id/itens': { id: 'medicao' },
  '/obras/medicao/:id/boletim': { id: 'medicao' },
  // A batch is reached by its id; the probe gives it another client's movement's id, which no batch has.
  '/patrimonio/movimentacaobem/lote/:id/termo': {
    id: { kind: 'movimentacao', both: { status: 404, message: 'Lote de movimentações não encontrado.' } },
  },
  '/obras/obra/:id/aditivos': { id: 'obra' },
  '/obras/obra/:id/aditivos/create': { id: 'obra' },
  '/obras/obra/aditivos/:id': { id: 'aditivo' },
  '/obras/obra/:id/pagamentos': { id: 'obra' },
  '/obras/obra/:id/pagamentos/create': { id: 'obra' },
  '/obras/obra/pagamentos/:id': { id: 'pagamento' },
  '/obras/paralisacao/:id': { id: 'paralisacao' },
  '/obras/obra/incorporar/:id': { id: 'obra' },
  '/obras/obra/:id/recebimentos': { id: 'obra' },
  '/obras/obra/:id/recebimento/termo': { id: 'obra' },
  ...Object.fromEntries(OBRAS_REGISTERS.map(([base, kind]) => [`${base}/:id`, { id: kind }])),
  ...Object.fromEntries(
    OBRAS_FILE_REGISTERS.flatMap(([base, kind]) => [
      [`${base}/files/:id`, { id: kind }],
      [`${base}/upload/:id`, { id: kind }],
      [`${base}/preview/:id`, { id: `${kind}File` }],
    ]),
  ),
  '/obras/arquivo/:id': { id: OBRAS_FILE_REGISTERS.map(([, kind]): Target => `${kind}File`) },
};

const bemFilters = {
  categoria_id: filter('categoria'),
  secretaria_id: filter('department'),
  setor_id: filter('sector'),
  fornecedor_id: filter('fornecedor'),
  cliente_id: 'client',
} satisfies Record<string, Target>;
/** A labels filter naming another client's record matches nothing: no document to print. */
const NO_LABELS: Expect = { status: 404, message: 'Nenhum bem encontrado para imprimir etiquetas.' };
/** A report filter naming another client's record matches nothing: no report to print. */
const NO_REPORT: Expect = { status: 404, message: 'Nenhum bem encontrado para o relatório.' };
const statusBody = (kind: KindName) =>
  ({ id: kind, user_id_inativa: NOT_CALLER }) satisfies Record<string, Target>;
const MOVED: Expect = {
  status: 409,
  message: 'A secretaria e o setor muda por movimentação (transferência), não pela edição do bem.',
  why: 'editing does not move the asset: any other id is refused alike',
};
/** Suppliers are the application's: A may put B's on its records (a success would change A's records). */
const USED_NOT_CHANGED =
  'another client’s supplier of the application may be used (test/patrimonio/registros.test.ts)';

/** A work's contractor: a supplier of the caller's application (the admin is refused by the area first). */
const OBRA_FORNECEDOR: Target = { kind: 'fornecedor', admin: { skip: USED_NOT_CHANGED } };

/** A servidor's user works at its client: a user of another client is refused before anything is written. */
const USER_ELSEWHERE: Target = {
  kind: 'user',
  both: { status: 400, message: 'O usuário informado não trabalha neste cliente.' },
};
/** A responsável (a setor's head, an asset's) is a servidor of the record's client. */
const NOT_A_SERVIDOR: Target = {
  kind: 'servidor',
  both: { status: 400, message: 'O responsável não é um servidor deste cliente.' },
};

/** The receiver of a cautela or transfer is a servidor of the asset's client. */
const NOT_A_RECEBEDOR: Target = {
  kind: 'servidor',
  both: { status: 400, message: 'O recebedor não é um servidor deste cliente.' },
};

/** An asset's sala is a sala of its client (and of its setor). */
const SALA_ALHEIA: Target = { kind: 'sala', both: { status: 400, message: 'A sala não é deste cliente.' } };
/** A sala is put under a setor of its own client. */
const NOT_A_SETOR: Target = {
  kind: 'sector',
  both: { status: 400, message: 'O setor não é um setor deste cliente.' },
};
/** The people of a campaign: its heads and its commission are servidores of its client. */
const INVENTARIO_PESSOAS: Record<string, Target> = {
  responsavel_saida_id: NOT_A_SERVIDOR,
  responsavel_entrada_id: NOT_A_SERVIDOR,
  'comissao[].servidor_id': {
    kind: 'servidor',
    both: { status: 400, message: 'Um membro da comissão não é um servidor deste cliente.' },
  },
};

/** The kind of every uuid the caller names in a query string or a body, by `METHOD url` and field. */
const NAMED_IDS: Record<string, Record<string, Target>> = {
  'GET /v1/iam/roles': { companyId: 'client' },
  'POST /v1/iam/roles': { companyId: 'client' },
  'PATCH /v1/iam/roles/:id': {
    companyId: {
      kind: 'client',
      both: { status: 400, message: 'O cliente de um perfil de acesso não pode ser alterado.' },
    },
  },
  'POST /exercicios/create': { empresa_id: 'client' },
  'PUT /users/id': statusBody('user'),
  'PUT /users/:id': { id: sameAsPath('user') },
  'GET /empresas': { clientId: 'client' },
  'GET /empresas/secretarias': { clientId: 'client' },
  'GET /empresas/setores': { clientId: 'client' },
  'GET /empresas/exportar': { clientId: 'client' },
  'GET /empresas/secretarias/exportar': { clientId: 'client' },
  'GET /empresas/setores/exportar': { clientId: 'client' },
  'POST /empresas/create': {
    id: { kind: 'department', both: { skip: 'the body’s id is ignored on creation' } },
    parentId: 'department',
    rootId: 'client',
  },
  'PUT /empresas/:id': { id: sameAsPath('department'), parentId: 'department' },
  'POST /locais/create': { user_id: 'user', empresa_id: 'client', role_id: ROLE_OF_COMPANY },
  'PUT /locais/:id/role': { role_id: ROLE_OF_COMPANY },
  'POST /accessControl/permissions/criar': { permissionGroupId: 'permissionGroup' },
  'PUT /accessControl/permissions/:id': { permissionGroupId: 'permissionGroup' },
  'GET /patrimonio/bempatrimonial': bemFilters,
  'GET /patrimonio/bempatrimonial/exportar': bemFilters,
  'GET /patrimonio/bempatrimonial/findByAplicacao/:id': bemFilters,
  'POST /patrimonio/bempatrimonial/create': {
    categoria_id: 'categoria',
    fornecedor_id: { kind: 'fornecedor', admin: { skip: USED_NOT_CHANGED } },
    ncm_id: 'ncm',
    secretaria_id: secretaria,
    setor_id: setor,
    sala_id: SALA_ALHEIA,
  },
  'PUT /patrimonio/bempatrimonial/:id': {
    id: sameAsPath('bem'),
    categoria_id: 'categoria',
    fornecedor_id: { kind: 'fornecedor', admin: { skip: USED_NOT_CHANGED } },
    ncm_id: 'ncm',
    secretaria_id: { kind: 'department', both: MOVED },
    setor_id: { kind: 'sector', both: MOVED },
    sala_id: SALA_ALHEIA,
  },
  'GET /patrimonio/bempatrimonial/reports/etiquetas': {
    categoria_id: { kind: 'categoria', both: NO_LABELS },
    secretaria_id: { kind: 'department', both: NO_LABELS },
    setor_id: { kind: 'sector', both: NO_LABELS },
    fornecedor_id: { kind: 'fornecedor', both: NO_LABELS },
    cliente_id: 'client',
  },
  'GET /patrimonio/bempatrimonial/reports/aplicacao/:id': {
    categoria_id: { kind: 'categoria', both: NO_REPORT },
    secretaria_id: { kind: 'department', both: NO_REPORT },
    setor_id: { kind: 'sector', both: NO_REPORT },
    fornecedor_id: { kind: 'fornecedor', both: NO_REPORT },
    cliente_id: 'client',
  },
  'GET /patrimonio/bempatrimonial/reports/withImage/aplicacao/:id': {
    categoria_id: { kind: 'categoria', both: NO_REPORT },
    secretaria_id: { kind: 'department', both: NO_REPORT },
    setor_id: { kind: 'sector', both: NO_REPORT },
    fornecedor_id: { kind: 'fornecedor', both: NO_REPORT },
    cliente_id: 'client',
  },
  'GET /utils/bempatrimonial': { cliente_id: 'client' },
  'GET /patrimonio/categoriabem': { cliente_id: 'client' },
  'GET /patrimonio/categoriabem/exportar': { cliente_id: 'client' },
  'POST /patrimonio/categoriabem/create': { cliente_id: 'client' },
  'PUT /patrimonio/categoriabem/id': statusBody('categoria'),
  'PUT /patrimonio/categoriabem/:id': { id: sameAsPath('categoria') },
  'GET /patrimonio/movimentacaobem': { bempatrimonial_id: filter('bem'), cliente_id: 'client' },
  'GET /patrimonio/bempatrimonial/termos': { cliente_id: 'client' },
  'GET /patrimonio/conciliacoes': { cliente_id: 'client' },
  'GET /patrimonio/prestacao-contas/remessas': { cliente_id: 'client' },
  'POST /patrimonio/prestacao-contas/remessas': { cliente_id: 'client' },
  'GET /patrimonio/prestacao-contas/configuracao': { cliente_id: 'client' },
  'PUT /patrimonio/prestacao-contas/configuracao': { cliente_id: 'client' },
  'POST /patrimonio/movimentacaobem/lote': {
    'bem_ids[]': 'bem',
    // One reason for every asset of the batch: answered as that reason, prefixed (docs/api.md).
    secretaria_id: {
      kind: 'department',
      both: { status: 404, message: 'Nenhum bem foi movimentado: Secretaria não encontrada.' },
    },
    setor_id: {
      kind: 'sector',
      both: { status: 404, message: 'Nenhum bem foi movimentado: Setor não encontrado.' },
    },
    // The list's filters of another client's records match none of the caller's assets.
    'filtros.cliente_id': 'client',
    'filtros.categoria_id': {
      kind: 'categoria',
      both: { status: 404, message: 'Nenhum bem atende aos filtros.' },
    },
    'filtros.secretaria_id': {
      kind: 'department',
      both: { status: 404, message: 'Nenhum bem atende aos filtros.' },
    },
    'filtros.setor_id': { kind: 'sector', both: { status: 404, message: 'Nenhum bem atende aos filtros.' } },
    'filtros.fornecedor_id': {
      kind: 'fornecedor',
      both: { status: 404, message: 'Nenhum bem atende aos filtros.' },
    },
  },
  'POST /patrimonio/conciliacoes': { cliente_id: 'client' },
  'GET /patrimonio/bempatrimonial/reports/movimentacoes': { bempatrimonial_id: 'bem', cliente_id: 'client' },
  'POST /patrimonio/bempatrimonial/termos/responsabilidade': {
    setor_id: setor,
    'bem_ids[]': { kind: 'bem', notFound: 'Bem patrimonial não encontrado.' },
    cliente_id: 'client',
  },
  'GET /patrimonio/movimentacaobem/exportar': { bempatrimonial_id: filter('bem'), cliente_id: 'client' },
  'POST /patrimonio/movimentacaobem/create': {
    bempatrimonial_id: 'bem',
    responsavel_id: NOT_A_SERVIDOR,
    secretaria_id: secretaria,
    setor_id: setor,
    movimentacao_estornada_id: {
      kind: 'movimentacao',
      both: {
        status: 409,
        message: 'Só a última movimentação do bem (ainda não estornada) pode ser estornada.',
        why: 'only the own asset’s latest movement is reversed: any other id is refused alike',
      },
    },
  },
  'GET /patrimonio/fornecedor': { cliente_id: 'client' },
  'GET /patrimonio/fornecedor/exportar': { cliente_id: 'client' },
  'GET /patrimonio/fornecedor/findByAplicacao/:id': { cliente_id: 'client' },
  'GET /patrimonio/fornecedor/findByRoot/:id': {
    cliente_id: { kind: 'client', both: { status: 200, why: 'ignored: the list’s client is the path’s' } },
  },
  'POST /patrimonio/fornecedor/create': {
    root_id: { kind: 'client', admin: { status: 404, message: 'Cliente não encontrado.' } },
  },
  'PUT /patrimonio/fornecedor/id': statusBody('fornecedor'),
  'PUT /patrimonio/fornecedor/:id': { id: sameAsPath('fornecedor') },
  'GET /patrimonio/veiculoequipamento': { cliente_id: 'client', bempatrimonial_id: filter('bem') },
  'GET /patrimonio/veiculoequipamento/exportar': { cliente_id: 'client', bempatrimonial_id: filter('bem') },
  'POST /patrimonio/veiculoequipamento/create': { bempatrimonial_id: 'bem' },
  'PUT /patrimonio/veiculoequipamento/id': statusBody('veiculo'),
  'PUT /patrimonio/veiculoequipamento/:id': { id: sameAsPath('veiculo') },
  'GET /patrimonio/localizacaoimovel': { cliente_id: 'client', bempatrimonial_id: filter('bemImovel') },
  'GET /patrimonio/localizacaoimovel/exportar': {
    cliente_id: 'client',
    bempatrimonial_id: filter('bemImovel'),
  },
  'POST /patrimonio/localizacaoimovel/create': { bempatrimonial_id: 'bemImovel' },
  'PUT /patrimonio/localizacaoimovel/id': statusBody('localizacao'),
  'PUT /patrimonio/localizacaoimovel/:id': { id: sameAsPath('localizacao') },
  'GET /patrimonio/servidor': { cliente_id: 'client' },
  'POST /patrimonio/servidor/create': { cliente_id: 'client', user_id: USER_ELSEWHERE },
  'PUT /patrimonio/servidor/id': statusBody('servidor'),
  'PUT /patrimonio/servidor/:id': { id: sameAsPath('servidor'), user_id: USER_ELSEWHERE },
  'PUT /patrimonio/carga/setor/:id/responsavel': { servidor_id: NOT_A_SERVIDOR },
  'GET /patrimonio/salas': {
    cliente_id: 'client',
    secretaria_id: filter('department'),
    setor_id: filter('sector'),
  },
  'POST /patrimonio/salas/create': { cliente_id: 'client', setor_id: NOT_A_SETOR },
  'PUT /patrimonio/salas/id': statusBody('sala'),
  'PUT /patrimonio/salas/:id': { id: sameAsPath('sala'), setor_id: NOT_A_SETOR },
  'GET /patrimonio/inventario': { cliente_id: 'client' },
  'GET /patrimonio/inventario/configuracao': { cliente_id: 'client' },
  'PUT /patrimonio/inventario/configuracao': { cliente_id: 'client' },
  'POST /patrimonio/inventario/create': {
    cliente_id: 'client',
    secretaria_id: {
      kind: 'department',
      both: { status: 400, message: 'A secretaria não é deste cliente.' },
    },
    setor_id: { kind: 'sector', both: { status: 400, message: 'O setor não é deste cliente.' } },
    sala_id: { kind: 'sala', both: { status: 400, message: 'A sala não é deste cliente.' } },
    ...INVENTARIO_PESSOAS,
  },
  'PUT /patrimonio/inventario/:id': { id: sameAsPath('inventario'), ...INVENTARIO_PESSOAS },
  'POST /patrimonio/inventario/:id/liquidar': { 'ids[]': 'divergencia' },
  'POST /patrimonio/inventario/:id/contagens': {
    'leituras[].id': 'leitura',
    'leituras[].sala_id': { kind: 'sala', both: { status: 400, message: 'A sala não é deste cliente.' } },
    'leituras[].setor_id': { kind: 'sector', both: { status: 400, message: 'O setor não é deste cliente.' } },
  },
  'POST /patrimonio/inventario/:id/recontagens': {
    sala_id: { kind: 'sala', both: { status: 400, message: 'A sala não é deste cliente.' } },
    setor_id: { kind: 'sector', both: { status: 400, message: 'O setor não é deste cliente.' } },
    servidor_id: {
      kind: 'servidor',
      both: { status: 400, message: 'O servidor não é membro da comissão deste inventário.' },
    },
  },
  'GET /patrimonio/inventario/:id/pacote': {
    setor_id: {
      kind: 'sector',
      both: { status: 400, message: 'O setor não faz parte da unidade deste inventário.' },
    },
    sala_id: {
      kind: 'sala',
      both: { status: 400, message: 'A sala não faz parte da unidade deste inventário.' },
    },
  },
  'GET /patrimonio/carga/servidores/usuarios': {
    cliente_id: 'client',
    servidor_id: 'servidor',
    id: {
      kind: 'user',
      admin: {
        status: 200,
        why: 'another client’s login is named by nobody: data is empty (test/patrimonio/carga/carga-extras.test.ts)',
      },
      support: { status: 400, message: 'Informe o cliente (cliente_id).' },
    },
  },
  'GET /patrimonio/carga/aceites': {
    recebedor_id: filter('servidor'),
    responsavel_id: filter('servidor'),
    bempatrimonial_id: filter('bem'),
    cliente_id: 'client',
  },
  'POST /patrimonio/carga/cautela': { bempatrimonial_id: 'bem', recebedor_id: NOT_A_RECEBEDOR },
  'POST /patrimonio/carga/transferencia': { bempatrimonial_id: 'bem', responsavel_id: NOT_A_RECEBEDOR },
  'POST /patrimonio/carga/lote': {
    'bem_ids[]': 'bem',
    // One reason for every asset of the batch: answered as that reason, prefixed (decision 059).
    recebedor_id: {
      kind: 'servidor',
      both: {
        status: 400,
        message: 'Nenhum pedido foi registrado: O recebedor não é um servidor deste cliente.',
      },
    },
    // The list's filters of another client's records match none of the caller's assets.
    'filtros.cliente_id': 'client',
    'filtros.categoria_id': {
      kind: 'categoria',
      both: { status: 404, message: 'Nenhum bem atende aos filtros.' },
    },
    'filtros.secretaria_id': {
      kind: 'department',
      both: { status: 404, message: 'Nenhum bem atende aos filtros.' },
    },
    'filtros.setor_id': { kind: 'sector', both: { status: 404, message: 'Nenhum bem atende aos filtros.' } },
    'filtros.fornecedor_id': {
      kind: 'fornecedor',
      both: { status: 404, message: 'Nenhum bem atende aos filtros.' },
    },
  },
  // A batch return (decision 062): the chosen cautelas, or a batch, reached by its id; the probe gives it
  // another client's aceite's id, which no batch has.
  'POST /patrimonio/carga/devolucao': {
    'aceite_ids[]': 'aceite',
    lote_id: { kind: 'aceite', both: { status: 404, message: 'Lote não encontrado.' } },
  },
  'GET /refncm': { cliente_id: 'client', categoria_id: filter('categoria') },
  'GET /refncm/exportar': { cliente_id: 'client', categoria_id: filter('categoria') },
  'POST /refncm/create': { categoria_id: 'categoria', cliente_id: 'client' },
  'PUT /refncm/id': statusBody('ncm'),
  'PUT /refncm/:id': { id: sameAsPath('ncm'), categoria_id: 'categoria' },
  'POST /xml/upload': { cliente_id: 'client' },
  'POST /patrimonio/implantacao/bens/upload': { cliente_id: 'client' },
  'GET /patrimonio/implantacao/bens': { cliente_id: 'client' },
  'GET /patrimonio/implantacao/modelos': { cliente_id: 'client' },
  'POST /patrimonio/implantacao/modelos': { cliente_id: 'client' },
  'GET /xml': { cliente_id: 'client' },
  'DELETE /xml/recusadas': { cliente_id: 'client' },
  'POST /xml/:id/incorporar': {
    fornecedor_id: { kind: 'fornecedor', admin: { skip: USED_NOT_CHANGED } },
    secretaria_id: secretaria,
    setor_id: setor,
    'itens[].categoria_id': 'categoria',
  },
  'GET /obras/obra': { cliente_id: 'client', secretaria_id: filter('department') },
  'GET /obras/obra/exportar': { cliente_id: 'client', secretaria_id: filter('department') },
  'POST /obras/obra/create': {
    cliente_id: 'client',
    secretaria_id: secretaria,
    fornecedor_id: OBRA_FORNECEDOR,
  },
  'PUT /obras/obra/:id': {
    id: sameAsPath('obra'),
    secretaria_id: secretaria,
    fornecedor_id: OBRA_FORNECEDOR,
  },
  'PUT /obras/obra/id': { id: 'obra' },
  // The medição paid is looked up among the work's own: another client's is not found there.
  'POST /obras/obra/:id/pagamentos/create': { medicao_id: MEDICAO_DA_OBRA },
  'PUT /obras/obra/pagamentos/:id': { medicao_id: MEDICAO_DA_OBRA },
  'POST /obras/obra/incorporar/:id': { categoria_id: 'categoria', setor_id: setor, bem_id: 'bemImovel' },
  ...Object.fromEntries(
    OBRAS_REGISTERS.flatMap(([base, kind]) => [
      [`GET ${base}`, { cliente_id: 'client', obra_id: 'obra' }],
      [`GET ${base}/exportar`, { cliente_id: 'client', obra_id: 'obra' }],
      [
        `POST ${base}/create`,
        base === '/obras/medicao'
          ? { obra_id: 'obra', 'itens[].item_id': ITEM_DA_OBRA }
          : { obra_id: 'obra' },
      ],
      [`PUT ${base}/id`, statusBody(kind)],
      [
        `PUT ${base}/:id`,
        base === '/obras/medicao'
          ? { id: sameAsPath(kind), 'itens[].item_id': ITEM_DA_OBRA }
          : { id: sameAsPath(kind) },
      ],
    ]),
  ),
  ...Object.fromEntries(
    [
      'GET /patrimonio/depreciacao',
      'GET /patrimonio/depreciacao/configuracao',
      'PUT /patrimonio/depreciacao/configuracao',
      'POST /patrimonio/depreciacao/processar',
      'POST /patrimonio/depreciacao/estornar',
      'POST /patrimonio/depreciacao/fechar',
      'POST /patrimonio/depreciacao/reabrir',
      'GET /patrimonio/depreciacao/:mes/:ano/itens',
      'GET /patrimonio/depreciacao/:mes/:ano/itens/exportar',
      'GET /patrimonio/depreciacao/:mes/:ano/contas',
      'GET /patrimonio/depreciacao/:mes/:ano/contas/exportar',
      'GET /patrimonio/depreciacao/posicao',
      'GET /patrimonio/depreciacao/posicao/exportar',
      'GET /patrimonio/depreciacao/previsao',
      'GET /patrimonio/depreciacao/previsao/exportar',
      'GET /patrimonio/contabilidade/lancamentos',
      'GET /patrimonio/contabilidade/lancamentos/exportar',
      'GET /patrimonio/contabilidade/lancamentos/:ano/:numero/bens',
      'GET /patrimonio/contabilidade/eventos',
      'PUT /patrimonio/contabilidade/eventos/:evento',
      'DELETE /patrimonio/contabilidade/eventos/:evento',
      'GET /patrimonio/contabilidade/intangiveis-indefinidos',
      'GET /patrimonio/contabilidade/intangiveis-indefinidos/exportar',
      'GET /patrimonio/contabilidade/rmb',
      'GET /patrimonio/contabilidade/rmb/pdf',
      'GET /patrimonio/contabilidade/rmb/exportar',
      'GET /patrimonio/contabilidade/inventario-analitico/pdf',
      'GET /patrimonio/contabilidade/inventario-analitico/exportar',
      'GET /patrimonio/contabilidade/modelo-12/pdf',
      'GET /patrimonio/contabilidade/modelo-12/exportar',
      'GET /patrimonio/contabilidade/resumo-anual/pdf',
      'GET /patrimonio/contabilidade/resumo-anual/exportar',
    ].map((key) => [key, { cliente_id: 'client' } satisfies Record<string, Target>]),
  ),
};

const TRANSFERENCIA = 2;
const ESTORNO = 11;
const categoriaBody = {
  nome: 'Categoria da sonda',
  tipo_bem: 'movel',
  conta_contabil: '1.2.3.1.1.04.09',
  vida_util_anos: 10,
  valor_residual_percentual: '10',
  depreciavel: true,
};
const bemOf = (o: ClientRecords) => ({
  descricao: 'Camionete da sonda',
  categoria_id: o.categoriaId,
  tipo: 'movel',
  estado_conservacao: 'novo',
  TipoIncorporacao: 1,
  data_aquisicao: '2024-03-15',
  valor_aquisicao: '85000.00',
  secretaria_id: o.departmentId,
  setor_id: o.sectorId,
  fornecedor_id: o.fornecedorId,
  ncm_id: o.ncmId,
});
function incorporacao(o: ClientRecords) {
  return {
    itens: [{ item: 1, modo: 'unidade', categoria_id: o.categoriaId }],
    secretaria_id: o.departmentId,
    setor_id: o.sectorId,
    estado_conservacao: 'novo',
    data_incorporacao: '2026-03-12',
  };
}
/** A month of the depreciation (a body's and a query's), and the same as a path's parameters. */
/** A campaign's record on the caller's own people; a head only when it is the probed field. */
const inventarioBody = (o: ClientRecords, field: string | null) => ({
  titulo: 'Inventário da sonda',
  portaria_numero: '1/2026',
  portaria_data: '2026-01-10',
  data_abertura: '2026-01-15',
  data_prevista_encerramento: '2026-12-31',
  comissao: [{ servidor_id: o.servidorId, presidente: true }],
  ...(field?.startsWith('responsavel_') ? { [field]: o.servidorId } : {}),
});
const DEPRECIACAO_MES = { mes: 1, ano: 2025 };
const DEPRECIACAO_M12 = { mes_de: 1, mes_ate: 1, ano: 2025 };
const DEPRECIACAO_PARAMS = { mes: '1', ano: '2025' };
const ncmBody = (o: ClientRecords) => ({
  codigo: '94033000',
  descricao: 'Móveis de madeira para escritórios',
  categoria_id: o.categoriaId,
});

/**
 * A valid request of a route on the caller's own records (`o`), for the probes that change one id of
 * it: path parameters default to the own record of their kind; `field` is the one probed (null: a path
 * parameter). Needed by the routes whose body or query has required fields, and by uploads.
 */
const REQUESTS: Record<string, (o: ClientRecords, field: string | null) => Req> = {
  'GET /exercicios/exists/:empresaId': () => ({ query: { ano: 2030, mes: 1 } }),
  'POST /exercicios/create': (o) => ({ body: { empresa_id: o.clientId, ano: 2031, mes: 1 } }),
  'POST /v1/iam/roles': (o) => ({
    body: { name: 'Perfil da sonda', companyId: o.clientId, rules: ['assets:read'] },
  }),
  'PATCH /v1/iam/roles/:id': (o) => ({
    body: { name: 'Perfil da sonda', companyId: o.clientId, rules: ['assets:read'] },
  }),
  'PUT /users/id': (o) => ({ body: { id: o.userId, ativo: true } }),
  'PUT /users/:id': () => ({
    body: {
      username: 'sonda.usuario',
      fullname: 'Usuário da sonda',
      email: 'sonda@exemplo.gov.br',
      redefine: false,
    },
  }),
  'POST /users/avatar/:id': () => ({ file: PNG }),
  'POST /empresas/create': (o, field) =>
    field === 'parentId'
      ? { body: { name: 'Setor da sonda', is_setor: true, parentId: o.departmentId } }
      : { body: { name: 'Secretaria da sonda', is_secretaria: true, rootId: o.clientId } },
  'PUT /empresas/:id': (o, field) =>
    field === 'parentId'
      ? { params: { id: o.sectorId }, body: { name: 'Setor da sonda', parentId: o.departmentId } }
      : { body: { name: 'Empresa da sonda' } },
  'POST /empresas/files/create/:id': () => ({ file: PDF }),
  'POST /empresas/logo/:id': () => ({ file: PNG }),
  'POST /locais/create': (o) => ({ body: { user_id: o.userId, empresa_id: o.clientId, role_id: o.roleId } }),
  'PUT /locais/:id/role': (o) => ({ body: { role_id: o.roleId } }),
  'POST /patrimonio/bempatrimonial/create': (o) => ({ body: bemOf(o) }),
  'PUT /patrimonio/bempatrimonial/:id': (o) => ({ body: { ...bemOf(o), id: o.bemId } }),
  'POST /patrimonio/bempatrimonial/upload/:id': () => ({ file: PDF }),
  'POST /patrimonio/inventario/:id/contagens/:contagemId/foto': () => ({ file: PNG }),
  'POST /patrimonio/bempatrimonial/termos/responsabilidade': (o, field) => ({
    body:
      field === 'bem_ids[]'
        ? { responsavel: 'Responsável da sonda', bem_ids: [o.bemId] }
        : { responsavel: 'Responsável da sonda', setor_id: o.sectorId },
  }),
  'POST /patrimonio/categoriabem/create': (o) => ({ body: { ...categoriaBody, cliente_id: o.clientId } }),
  'POST /patrimonio/conciliacoes': (o) => ({
    body: {
      cliente_id: o.clientId,
      data_balancete: '2026-10-31',
      saldos: [{ conta_contabil: '1.2.3.1.1.01.01', saldo: '1.00' }],
    },
  }),
  'GET /patrimonio/conciliacoes/:id/exportar': () => ({ query: { formato: 'csv' } }),
  'GET /patrimonio/prestacao-contas/remessas': () => ({ query: { ano: '2026', mes: '3' } }),
  'POST /patrimonio/prestacao-contas/remessas': (o) => ({
    body: { cliente_id: o.clientId, ano: 2026, mes: 3 },
  }),
  'PUT /patrimonio/prestacao-contas/configuracao': (o) => ({
    body: { cliente_id: o.clientId, audesp_entidade: 1, audesp_municipio: '1234' },
  }),
  'POST /patrimonio/prestacao-contas/remessas/:id/envio': () => ({
    body: { protocolo: 'Protocolo da sonda', data: '2026-04-01' },
  }),
  'GET /patrimonio/inventario/:id/divergencias/exportar': () => ({ query: { formato: 'csv' } }),
  // Keeping the probe's stored divergence as is (a justified decision, no movement).
  'POST /patrimonio/inventario/:id/liquidar': (o) => ({
    body: { acao: 'manter', ids: [o.divergenciaId], justificativa: 'Sonda' },
  }),
  // A transfer of the probe's asset to its own place: the chosen assets, or (a filter's id probed) the filters.
  'POST /patrimonio/movimentacaobem/lote': (o, field) => ({
    body: {
      TipoMovimentacao: 2,
      secretaria_id: o.departmentId,
      setor_id: o.sectorId,
      ...(field?.startsWith('filtros.') ? { filtros: {} } : { bem_ids: [o.bemId] }),
    },
  }),
  'PUT /obras/obra/:id/planilha': () => ({
    body: {
      bdi: '25.00',
      itens: [
        {
          codigo: 'S1',
          descricao: 'Serviço da sonda',
          unidade: 'm2',
          quantidade: '1',
          preco_unitario: '10.00',
        },
      ],
    },
  }),
  'PUT /obras/obra/:id/cronograma': () => ({
    body: { meses: [{ mes: '2026-01', valor_previsto: '100.00', percentual_fisico: '10.00' }] },
  }),
  'POST /obras/obra/:id/relatorios': () => ({ body: { ano: 2026, trimestre: 1 } }),
  'PUT /patrimonio/categoriabem/id': (o) => ({ body: { id: o.categoriaId, ativo: true } }),
  'PUT /patrimonio/categoriabem/:id': () => ({ body: categoriaBody }),
  'POST /patrimonio/movimentacaobem/create': (o, field) => ({
    body:
      field === 'movimentacao_estornada_id'
        ? {
            bempatrimonial_id: o.bemId,
            TipoMovimentacao: ESTORNO,
            movimentacao_estornada_id: o.movimentacaoId,
          }
        : field === 'responsavel_id'
          ? { bempatrimonial_id: o.bemId, TipoMovimentacao: 3, responsavel_id: o.servidorId }
          : {
              bempatrimonial_id: o.bemId,
              TipoMovimentacao: TRANSFERENCIA,
              secretaria_id: o.departmentId,
              setor_id: o.sectorId,
            },
  }),
  'POST /patrimonio/fornecedor/create': (o) => ({ body: fornecedorBody({ root_id: o.clientId }) }),
  'PUT /patrimonio/fornecedor/id': (o) => ({ body: { id: o.fornecedorId, ativo: true } }),
  'PUT /patrimonio/fornecedor/:id': () => ({ body: fornecedorBody() }),
  'POST /patrimonio/fornecedor/upload/:id': () => ({ file: PDF }),
  'POST /patrimonio/veiculoequipamento/create': (o) => ({
    body: { bempatrimonial_id: o.bemId, tipo: 'veiculo' },
  }),
  'PUT /patrimonio/veiculoequipamento/id': (o) => ({ body: { id: o.veiculoId, ativo: true } }),
  'PUT /patrimonio/veiculoequipamento/:id': () => ({ body: { tipo: 'veiculo' } }),
  'POST /patrimonio/localizacaoimovel/create': (o) => ({
    body: { bempatrimonial_id: o.bemImovelId, descricao: 'Lote da sonda' },
  }),
  'PUT /patrimonio/localizacaoimovel/id': (o) => ({ body: { id: o.localizacaoId, ativo: true } }),
  'PUT /patrimonio/localizacaoimovel/:id': () => ({ body: { descricao: 'Lote da sonda' } }),
  'POST /patrimonio/localizacaoimovel/upload/:id': () => ({ file: PDF }),
  'POST /patrimonio/servidor/create': (o) => ({
    body: { nome: 'Servidor da sonda', cliente_id: o.clientId },
  }),
  'PUT /patrimonio/servidor/id': (o) => ({ body: { id: o.servidorId, ativo: true } }),
  'POST /patrimonio/salas/create': (o) => ({
    body: { setor_id: o.sectorId, codigo: 'SONDA-NOVA', nome: 'Sala da sonda', cliente_id: o.clientId },
  }),
  'PUT /patrimonio/salas/id': (o) => ({ body: { id: o.salaId, ativo: true } }),
  'PUT /patrimonio/salas/:id': (o) => ({
    body: { setor_id: o.sectorId, codigo: 'SONDA-ALTERADA', nome: 'Sala da sonda' },
  }),
  'PUT /patrimonio/inventario/configuracao': (o) => ({
    body: { congela_incorporacoes_baixas: false, cliente_id: o.clientId },
  }),
  'POST /patrimonio/inventario/create': (o, field) => ({
    body: {
      ...inventarioBody(o, field),
      tipo: 'ciclico',
      escopo: field === 'setor_id' ? 'setor' : field === 'sala_id' ? 'sala' : 'secretaria',
      secretaria_id: o.departmentId,
      setor_id: o.sectorId,
      sala_id: o.salaId,
      cliente_id: o.clientId,
    },
  }),
  'PUT /patrimonio/inventario/:id': (o, field) => ({ body: inventarioBody(o, field) }),
  // A second count of the probe's sala (a setor named alone), by the probe's servidor.
  'POST /patrimonio/inventario/:id/recontagens': (o, field) => ({
    body: {
      ...(field === 'setor_id' ? { setor_id: o.sectorId } : { sala_id: o.salaId }),
      servidor_id: o.servidorId,
    },
  }),
  'POST /patrimonio/inventario/:id/empates/:bemId': () => ({ body: { rodada: 1 } }),
  // The probe's campaign counts its sala; a setor is named alone (a setor without salas).
  'POST /patrimonio/inventario/:id/contagens': (o, field) => ({
    body: {
      leituras: [
        {
          id: randomUUID(),
          leitura: '1',
          ...(field === 'leituras[].setor_id' ? { setor_id: o.sectorId } : { sala_id: o.salaId }),
          contado_em: '2026-02-03T10:00:00.000Z',
        },
      ],
    },
  }),
  'PUT /patrimonio/servidor/:id': () => ({ body: { nome: 'Servidor da sonda' } }),
  'PUT /patrimonio/carga/setor/:id/responsavel': (o) => ({ body: { servidor_id: o.servidorId } }),
  'POST /patrimonio/carga/cautela': (o) => ({
    body: {
      bempatrimonial_id: o.bemId,
      recebedor_id: o.servidorId,
      motivo: 'Conserto',
      destino: 'Oficina da sonda',
      data_prevista_retorno: '2099-12-31',
    },
  }),
  'POST /patrimonio/carga/transferencia': (o) => ({
    body: { bempatrimonial_id: o.bemId, responsavel_id: o.servidorId },
  }),
  // A batch cautela of the probe's asset: the chosen assets, or (a filter's id probed) the filters.
  'POST /patrimonio/carga/lote': (o, field) => ({
    body: {
      tipo: 'cautela',
      recebedor_id: o.servidorId,
      motivo: 'Conserto',
      destino: 'Oficina da sonda',
      data_prevista_retorno: '2099-12-31',
      ...(field?.startsWith('filtros.') ? { filtros: {} } : { bem_ids: [o.bemId] }),
    },
  }),
  'POST /patrimonio/carga/devolucao': (o, field) => ({
    body: field === 'lote_id' ? { lote_id: o.aceiteId } : { aceite_ids: [o.aceiteId] },
  }),
  'POST /patrimonio/carga/aceites/:id/recusar': () => ({ body: { motivo: 'Recusa da sonda' } }),
  'POST /patrimonio/carga/aceites/:id/termo': () => ({ file: PDF }),
  'POST /refncm/create': (o) => ({ body: { ...ncmBody(o), cliente_id: o.clientId } }),
  'PUT /refncm/id': (o) => ({ body: { id: o.ncmId, ativo: true } }),
  'PUT /refncm/:id': (o) => ({ body: ncmBody(o) }),
  'POST /refncm/upload/:id': () => ({ file: PDF }),
  'POST /xml/upload': (o) => ({
    query: { cliente_id: o.clientId },
    file: nfeXml({ linhas: [{ qCom: '1', vUnCom: '10.00', vProd: '10.00' }] }).file(),
  }),
  'POST /xml/:id/incorporar': (o) => ({ body: incorporacao(o) }),
  'POST /patrimonio/implantacao/bens/upload': (o) => ({
    query: { cliente_id: o.clientId },
    file: { filename: 'sonda.csv', content: Buffer.from('Codigo;Descricao\n1;Mesa da sonda\n') },
  }),
  'POST /patrimonio/implantacao/bens/:id/validar': () => ({ body: { mapeamento: { campos: {} } } }),
  'POST /patrimonio/implantacao/modelos': (o) => ({
    query: { cliente_id: o.clientId },
    body: { nome: 'Minha planilha', mapeamento: { campos: { descricao: { coluna: 'Descricao' } } } },
  }),
  'GET /patrimonio/depreciacao': () => ({ query: { ano: 2025 } }),
  'PUT /patrimonio/depreciacao/configuracao': () => ({
    body: { primeiro_mes: 'integral', implantacao: null },
  }),
  'POST /patrimonio/depreciacao/processar': () => ({ body: DEPRECIACAO_MES }),
  'POST /patrimonio/depreciacao/estornar': () => ({ body: DEPRECIACAO_MES }),
  'POST /patrimonio/depreciacao/fechar': () => ({ body: DEPRECIACAO_MES }),
  'POST /patrimonio/depreciacao/reabrir': () => ({
    body: { ...DEPRECIACAO_MES, motivo: 'Motivo da sonda' },
  }),
  'GET /patrimonio/depreciacao/:mes/:ano/itens': () => ({ params: DEPRECIACAO_PARAMS }),
  'GET /patrimonio/depreciacao/:mes/:ano/itens/exportar': () => ({
    params: DEPRECIACAO_PARAMS,
    query: { formato: 'csv' },
  }),
  'GET /patrimonio/depreciacao/:mes/:ano/contas': () => ({ params: DEPRECIACAO_PARAMS }),
  'GET /patrimonio/depreciacao/:mes/:ano/contas/exportar': () => ({
    params: DEPRECIACAO_PARAMS,
    query: { formato: 'xlsx' },
  }),
  'GET /patrimonio/depreciacao/posicao': () => ({ query: DEPRECIACAO_MES }),
  'GET /patrimonio/contabilidade/lancamentos': () => ({ query: DEPRECIACAO_MES }),
  'GET /patrimonio/contabilidade/lancamentos/exportar': () => ({
    query: { ...DEPRECIACAO_MES, formato: 'csv' },
  }),
  'GET /patrimonio/contabilidade/lancamentos/:ano/:numero/bens': () => ({
    params: { ano: '2025', numero: '1' },
  }),
  'PUT /patrimonio/contabilidade/eventos/:evento': () => ({
    params: { evento: 'reducao' },
    body: { debito: '3.6.1.7.1.00.00', credito: '[reducao]', historico: 'Redução da sonda' },
  }),
  'DELETE /patrimonio/contabilidade/eventos/:evento': () => ({ params: { evento: 'reducao' } }),
  'GET /patrimonio/contabilidade/intangiveis-indefinidos/exportar': () => ({ query: { formato: 'xlsx' } }),
  'GET /patrimonio/contabilidade/rmb': () => ({ query: DEPRECIACAO_MES }),
  'GET /patrimonio/contabilidade/rmb/pdf': () => ({ query: DEPRECIACAO_MES }),
  'GET /patrimonio/contabilidade/rmb/exportar': () => ({ query: { ...DEPRECIACAO_MES, formato: 'xlsx' } }),
  'GET /patrimonio/contabilidade/inventario-analitico/pdf': () => ({ query: DEPRECIACAO_MES }),
  'GET /patrimonio/contabilidade/inventario-analitico/exportar': () => ({
    query: { ...DEPRECIACAO_MES, formato: 'xlsx' },
  }),
  'GET /patrimonio/contabilidade/modelo-12/pdf': () => ({ query: DEPRECIACAO_M12 }),
  'GET /patrimonio/contabilidade/modelo-12/exportar': () => ({
    query: { ...DEPRECIACAO_M12, formato: 'xlsx' },
  }),
  'GET /patrimonio/contabilidade/resumo-anual/pdf': () => ({ query: { ano: 2025 } }),
  'GET /patrimonio/contabilidade/resumo-anual/exportar': () => ({ query: { ano: 2025, formato: 'csv' } }),
  ...Object.fromEntries(
    [
      '/patrimonio/bempatrimonial',
      '/patrimonio/movimentacaobem',
      '/patrimonio/fornecedor',
      '/patrimonio/veiculoequipamento',
      '/patrimonio/localizacaoimovel',
      '/refncm',
      '/patrimonio/categoriabem',
      '/empresas',
      '/empresas/secretarias',
      '/empresas/setores',
      '/users',
      '/locais/empresa/:id',
    ].map((path) => [`GET ${path}/exportar`, () => ({ query: { formato: 'csv' } })]),
  ),
  'GET /patrimonio/depreciacao/posicao/exportar': () => ({ query: { ...DEPRECIACAO_MES, formato: 'csv' } }),
  'GET /patrimonio/depreciacao/previsao/exportar': () => ({ query: { formato: 'xlsx' } }),
  'POST /obras/obra/create': (o) => ({ body: { ...obraOf(o, 900), fornecedor_id: o.fornecedorId } }),
  'PUT /obras/obra/:id': (o) => ({
    body: { ...obraOf(o), cliente_id: undefined, numero: 'OB-SONDA-EDITADA', fornecedor_id: o.fornecedorId },
  }),
  'PUT /obras/obra/id': () => ({
    body: {
      situacao: 6,
      data: '2026-02-01',
      motivo: 'Motivo da sonda',
      publicacao_veiculo: 'Diário Oficial do Município',
      publicacao_data: '2026-02-01',
    },
  }),
  ...Object.fromEntries(
    ['/obras/obra', ...OBRAS_REGISTERS.map(([base]) => base)].map((path) => [
      `GET ${path}/exportar`,
      () => ({ query: { formato: 'csv' } }),
    ]),
  ),
  'POST /obras/obra/:id/aditivos/create': () => ({ body: ADITIVO }),
  'PUT /obras/obra/aditivos/:id': () => ({ body: ADITIVO }),
  'POST /obras/obra/:id/pagamentos/create': (o) => ({ body: { ...PAGAMENTO, medicao_id: o.medicaoId } }),
  'PUT /obras/obra/pagamentos/:id': (o) => ({ body: { ...PAGAMENTO, medicao_id: o.medicaoId } }),
  'PUT /obras/paralisacao/:id': () => ({
    body: { responsavel_tipo: 'apuracao', apuracao_numero: 'PA-SONDA-2' },
  }),
  'POST /obras/obra/incorporar/:id': (_o, field) => INCORPORACAO(field),
  'POST /obras/obra/:id/recebimentos': () => ({
    body: {
      tipo: 'provisorio',
      data: '2026-02-01',
      vistoria: 'Vistoria da sonda',
      recebedores: [{ cpf: '52998224725', nome: 'Recebedor da sonda', cargo: 'Fiscal' }],
      publicacao_veiculo: 'Diário Oficial do Município',
      publicacao_data: '2026-02-01',
    },
  }),
  'GET /obras/obra/:id/recebimento/termo': () => ({ query: { tipo: 'provisorio' } }),
  ...Object.fromEntries(
    (
      [
        ['/obras/medicao', 'medicaoId', MEDICAO],
        ['/obras/ordemservico', 'ordemServicoId', { ...ORDEM_SERVICO, numero: 'OS-SONDA-2' }],
        ['/obras/cadastronacional', 'cnoId', cnoOf(900)],
        ['/obras/licencaambiental', 'licencaId', LICENCA],
        ['/obras/responsabilidadetecnica', 'responsabilidadeId', RESPONSABILIDADE],
        ['/obras/acompanhamento', 'acompanhamentoId', ACOMPANHAMENTO],
      ] as const
    ).flatMap(([base, idOf, body]): [string, (o: ClientRecords) => Req][] => [
      [`POST ${base}/create`, (o) => ({ body: { ...body, obra_id: o.obraId } })],
      [`PUT ${base}/id`, (o) => ({ body: { id: o[idOf], ativo: true } })],
      [`PUT ${base}/:id`, () => ({ body })],
    ]),
  ),
  // The follow-up takes photos only; the other registers take a PDF.
  'POST /obras/acompanhamento/upload/:id': () => ({ file: PNG }),
};

// ------------------------------------------------------------------------------------------- counts

const counts = {
  matrix: { checks: 0, refused: 0, no2xx: 0, passed: 0 },
  probe: { calls: 0, byStatus: {} as Record<number, number>, skipped: 0 },
};

// -------------------------------------------------------------------------------------------- setup

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'gp-route-matrix-'));
  const table = routeTable();
  t = await createTestApp({ storageDir }, 'test', { onRoute: table.onRoute });
  routes = table.routes();
  const db = t.database.db;
  const suporte = await signInAt(t.app, 'suporte');
  const clientA = await createClient(db);
  const clientB = await createClient(db);
  const other = await otherApplicationSupport(t);
  // With the patrimônio register enabled: a works call that writes it reaches its scope checks.
  await db.update(locations).set({ hasPatrimonio: true }).where(eq(locations.id, other.localId));
  support2 = other;
  A = await clientRecords(t, suporte, { applicationId: clientA.applicationId, clientId: clientA.id });
  B = await clientRecords(t, suporte, { applicationId: clientB.applicationId, clientId: clientB.id });
  C = await clientRecords(t, other, { applicationId: other.applicationId, clientId: other.clientId });
  probe = await userWith(t, {
    companyId: A.clientId,
    clientId: A.clientId,
    rules: ALL_RULES,
    flags: FULL_FLAGS,
  });
  granted = JSON.stringify(EVERY);
});

afterAll(async () => {
  const m = counts.matrix;
  const p = counts.probe;
  const statuses = Object.entries(p.byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `matriz de permissões: ${routes?.length ?? 0} rotas, ${m.checks} verificações ` +
      `(403: ${m.refused}, sem 2xx: ${m.no2xx}, liberadas: ${m.passed}); ` +
      `sonda de clientes: ${p.calls} chamadas (${statuses}; não enviadas: ${p.skipped})`,
  );
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const local = (r: ApiRoute) => (r.access.auth === 'local' ? r.access : null);
const isWrite = (r: ApiRoute) => r.method !== 'GET';

/** Runs one matrix check as the probe with `g` and counts it; the mismatch, if any. */
async function matrixCheck(route: ApiRoute, g: Grant, req: Req, e: Expectation, status?: number) {
  await grant(g);
  const res = await send(route, probe.headers, req);
  counts.matrix.checks++;
  if (e === NO_2XX) counts.matrix.no2xx++;
  else if (e !== SOME_2XX && e !== NOT_403 && 'status' in e && e.status === 403) counts.matrix.refused++;
  else counts.matrix.passed++;
  const miss = mismatch(res, e);
  if (miss) return miss;
  return status !== undefined && res.statusCode !== status
    ? `${res.statusCode} ${res.body.slice(0, 160)}`
    : null;
}

// ------------------------------------------------------------------------------------------- matrix

describe('permission matrix of every route', () => {
  it('knows the access of every route: public and token-only routes are listed, rule-less ones are probed by record', () => {
    expect(routes.length).toBeGreaterThan(100);
    const unknown: string[] = [];
    for (const route of routes) {
      const auth = route.access.auth;
      if (auth === 'public' && !(route.key in PUBLIC))
        unknown.push(`${route.key}: public route missing from PUBLIC (say why it needs no token)`);
      if (auth === 'user' && !(route.key in USER))
        unknown.push(`${route.key}: token-only route missing from USER (say why it needs no location)`);
      if (
        auth === 'public' &&
        (route.params.length || route.uuidFields.length) &&
        !(route.key in PUBLIC_SCOPED_BY)
      )
        unknown.push(
          `${route.key}: a public route taking an id: the tenant probe does not cover it (list it in PUBLIC_SCOPED_BY with the test that does)`,
        );
      const access = local(route);
      if (access && !access.rule && !(route.key in SERVICE_CHECKED))
        unknown.push(
          `${route.key}: a 'local' route without a rule: declare it in the route (areaAccess) or, if it depends on ` +
            'the record, add the route to SERVICE_CHECKED saying how to probe it',
        );
      if (access?.rule && isWrite(route) && access.rule.endsWith(':read'))
        unknown.push(`${route.key}: a write with the read rule ${access.rule}: add it to SERVICE_CHECKED`);
    }
    const keys = new Set(routes.map((r) => r.key));
    for (const key of [...Object.keys(PUBLIC), ...Object.keys(USER), ...Object.keys(SERVICE_CHECKED)])
      if (!keys.has(key)) unknown.push(`${key}: in a table of the test but not a route of the API`);
    for (const [key, entry] of Object.entries(SERVICE_CHECKED)) {
      const route = routes.find((r) => r.key === key);
      const readOnlyChecked = entry.checks.some((c) => c.as === READ_ONLY && c.expect === NO_2XX);
      if (route && isWrite(route) && !local(route)?.rule && !readOnlyChecked && !entry.readOnlyMay)
        unknown.push(`${key}: a write without a read-only check in SERVICE_CHECKED`);
    }
    expect(unknown).toEqual([]);
  });

  it('refuses every route with a rule to a role holding every rule but that one (403), and not with it', async () => {
    const ruled = routes.filter((r) => local(r)?.rule);
    const wrong: string[] = [];
    for (const rule of [...new Set(ruled.map((r) => local(r)!.rule!))]) {
      for (const route of ruled.filter((r) => local(r)!.rule === rule)) {
        // Support holds every rule: a support-only route refuses a client's location by its flag first.
        const flag = local(route)!.flag;
        const message = flag && !flag.test(FULL_FLAGS) ? flag.message : RULE_REFUSED;
        const miss = await matrixCheck(route, without(rule), {}, { status: 403, message });
        if (miss) wrong.push(`${route.key} without ${rule}: ${miss}`);
      }
    }
    for (const route of ruled) {
      const flag = local(route)!.flag;
      if (flag && !flag.test(FULL_FLAGS)) {
        const miss = await matrixCheck(route, EVERY, {}, { status: 403, message: flag.message });
        if (miss) wrong.push(`${route.key} (support only), with every rule: ${miss}`);
        continue;
      }
      // With the rule (and every flag) the route is let through: a placeholder id or an empty body
      // answers 404 or 400, never 403.
      const miss = await matrixCheck(route, EVERY, {}, NOT_403);
      if (miss) wrong.push(`${route.key} with every rule and flag: ${miss}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every route of an area to a location without its flag (403), whatever its rules', async () => {
    const flagged = routes.filter((r) => local(r)?.flag);
    const wrong: string[] = [];
    for (const route of flagged) {
      const flag = local(route)!.flag!;
      const miss = await matrixCheck(route, lacking(flag), {}, { status: 403, message: flag.message });
      if (miss) wrong.push(`${route.key} without its flag: ${miss}`);
    }
    expect(flagged.length).toBeGreaterThan(70);
    expect(wrong).toEqual([]);
  });

  it('never lets a read-only role write through a route with a rule', async () => {
    const writes = routes.filter((r) => isWrite(r) && local(r)?.rule);
    const wrong: string[] = [];
    for (const route of writes) {
      // The hook refuses it: a write rule the read-only role does not hold.
      const miss = await matrixCheck(route, READ_ONLY, {}, NO_2XX, 403);
      if (miss) wrong.push(`${route.key}: ${miss}`);
    }
    expect(wrong).toEqual([]);
  });

  it('probes the routes whose service checks the permission on the record', async () => {
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(SERVICE_CHECKED)) {
      const route = routes.find((r) => r.key === key);
      if (!route) continue;
      for (const check of entry.checks) {
        const miss = await matrixCheck(route, check.as, check.req(A), check.expect);
        if (miss) wrong.push(`${key} (${check.label}): ${miss}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses the token-only routes without a token (401)', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access.auth === 'user')) {
      const res = await send(route, {}, {});
      counts.matrix.checks++;
      if (res.statusCode !== 401) wrong.push(`${route.key}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------- tenant probe

type Who = 'admin' | 'support';
const toTargets = (x: Target | Target[]): Target[] => (Array.isArray(x) ? x : [x]);
const kindOf = (target: Target): KindName => (typeof target === 'string' ? target : target.kind);

/** The id of `kind` the caller must not reach: B's record; for an application, one not the caller's. */
function foreignId(kind: KindName, who: Who): string | null {
  if (kind === 'application') return who === 'admin' ? C.applicationId : B.applicationId;
  const def: Kind = KINDS[kind];
  return def.of ? def.of(B) : null;
}

/** The caller's own id of `kind` (to fill the parameters that are not probed). */
function ownId(kind: KindName, own: ClientRecords): string {
  if (kind === 'application') return own.applicationId;
  const def: Kind = KINDS[kind];
  return def.of ? def.of(own) : PLACEHOLDER;
}

/** What the caller gets for the foreign id of `target` on `route`. */
function expectation(route: ApiRoute, target: Target, who: Who): Expect {
  // The auth hook runs first: a support-only route refuses a client's location by its flag.
  const flag = local(route)?.flag;
  if (flag && !flag.test(who === 'admin' ? FULL_FLAGS : SUPPORT_FLAGS))
    return { status: 403, message: flag.message };
  const spec = typeof target === 'string' ? { kind: target } : target;
  const stated = (who === 'admin' ? spec.admin : spec.support) ?? spec.both;
  if (stated) return stated;
  const def: Kind = KINDS[spec.kind];
  if (def.global) return { skip: def.global };
  if (who === 'admin' && def.sameApplication) {
    const shared = isWrite(route) ? def.sameApplication.write : def.sameApplication.read;
    if (shared) return shared;
  }
  return { status: 404, message: spec.notFound ?? def.notFound };
}

describe('tenant probe of every id a route takes', () => {
  it('knows the kind of every id of every route', () => {
    const unknown: string[] = [];
    for (const route of routes.filter((r) => r.access.auth !== 'public')) {
      const byId = BY_ID[route.key] ?? BY_ID[route.url] ?? {};
      for (const param of route.params)
        if (!(param in byId))
          unknown.push(
            `${route.key}: parameter :${param} missing from BY_ID (say which kind of record it is)`,
          );
      for (const field of route.uuidFields)
        if (!(field.path in (NAMED_IDS[route.key] ?? {})))
          unknown.push(
            `${route.key}: ${field.in} field ${field.path} missing from NAMED_IDS (say which kind of record it is)`,
          );
      const targets = [
        ...route.params.flatMap((p) => (byId[p] ? toTargets(byId[p]) : [])),
        ...route.uuidFields.flatMap((f) => NAMED_IDS[route.key]?.[f.path] ?? []),
      ];
      const probed = targets.some((target) => !(KINDS[kindOf(target)] as Kind).global);
      const needs = route.bodyRequired || route.queryRequired.length > 0;
      if (probed && needs && !REQUESTS[route.key])
        unknown.push(`${route.key}: add to REQUESTS a valid request on the caller’s own records`);
    }
    const keys = new Set(routes.flatMap((r) => [r.key, r.url]));
    for (const key of [...Object.keys(BY_ID), ...Object.keys(NAMED_IDS), ...Object.keys(REQUESTS)])
      if (!keys.has(key)) unknown.push(`${key}: in a table of the probe but not a route of the API`);
    expect(unknown).toEqual([]);
  });

  it.each([
    ['a client’s administrator, with the records of another client of the same application', 'admin'],
    ['support of another application, with the records of a client of this one', 'support'],
  ] as const)('answers %s as not found (or as documented)', async (_label, who) => {
    await grant(EVERY);
    const headers = who === 'admin' ? probe.headers : support2.headers;
    const own = who === 'admin' ? A : C;
    const wrong: string[] = [];
    const request = (route: ApiRoute, field: string | null): Req => {
      const byId = BY_ID[route.key] ?? BY_ID[route.url] ?? {};
      const params = Object.fromEntries(
        route.params.map((p) => [p, ownId(kindOf(toTargets(byId[p]!)[0]!), own)]),
      );
      const made = REQUESTS[route.key]?.(own, field) ?? {};
      return {
        ...made,
        params: { ...params, ...made.params },
        ...(route.upload ? { file: made.file ?? PDF } : {}),
      };
    };
    const run = async (route: ApiRoute, what: string, e: Expect, req: Req) => {
      const res = await send(route, headers, req);
      counts.probe.calls++;
      counts.probe.byStatus[res.statusCode] = (counts.probe.byStatus[res.statusCode] ?? 0) + 1;
      const miss = mismatch(res, e);
      if (miss) wrong.push(`${route.key} ${what}: ${miss}`);
    };

    for (const route of routes.filter((r) => r.access.auth !== 'public')) {
      const byId = BY_ID[route.key] ?? BY_ID[route.url] ?? {};
      for (const param of route.params) {
        for (const target of toTargets(byId[param]!)) {
          const kind = kindOf(target);
          const e = expectation(route, target, who);
          const value = foreignId(kind, who);
          if (value === null || 'skip' in e) {
            counts.probe.skipped++;
            continue;
          }
          const base = request(route, null);
          // A body that repeats the path's id repeats the probed one.
          const body =
            base.body && param === 'id' && 'id' in base.body ? { ...base.body, id: value } : base.body;
          await run(route, `:${param} = foreign ${kind}`, e, {
            ...base,
            params: { ...base.params, [param]: value },
            body,
          });
        }
      }
      for (const field of route.uuidFields) {
        const target = NAMED_IDS[route.key]![field.path]!;
        const kind = kindOf(target);
        const e = expectation(route, target, who);
        const value = foreignId(kind, who);
        if (value === null || 'skip' in e) {
          counts.probe.skipped++;
          continue;
        }
        const base = request(route, field.path);
        const req =
          field.in === 'query'
            ? { ...base, query: { ...base.query, [field.path]: value } }
            : { ...base, body: withField(base.body, field.path, value) as Record<string, unknown> };
        await run(route, `${field.in === 'query' ? '?' : ''}${field.path} = foreign ${kind}`, e, req);
      }
    }
    expect(wrong).toEqual([]);
  });
});
