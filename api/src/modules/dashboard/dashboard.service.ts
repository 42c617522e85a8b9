import {
  canAccess,
  canSeeItem,
  type Dashboard,
  type Grant,
  hasRule,
  MENU_GROUPS,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { brazilDate } from '../../lib/brazil-time.js';
import { recentForClient } from '../audit/audit.repository.js';
import { type Actor, type ActorLocation, requireLocal } from '../auth/actor.js';
import { OBRAS_AREA } from '../auth/area-access.js';
import { findCompany, listClients } from '../empresas/empresas.repository.js';
import { today } from '../obras/obras.service.js';
import { countOverdueCautelas } from '../patrimonio/carga/aceites.service.js';
import { clientsForList } from '../patrimonio/client-scope.js';
import { countsForClient, obrasForClients, patrimonioForClient } from './dashboard.repository.js';

const ACTION_LABELS: Record<string, string> = {
  login: 'Entrou no sistema',
  create: 'Criou',
  update: 'Alterou',
  delete: 'Excluiu',
  'password-reset': 'Redefiniu a senha',
  'password-created': 'Definiu a senha de primeiro acesso',
  'cpf-informed': 'Informou o CPF na entrada',
  'password-recovery-requested': 'Pediu recuperação de senha',
  'refresh-reuse': 'Sessão encerrada por reuso de token',
  activate: 'Ativou',
  deactivate: 'Desativou',
  movement: 'Movimentou',
  'depreciation-run': 'Processou',
  'depreciation-reverse': 'Estornou',
  'depreciation-close': 'Fechou',
  'depreciation-reopen': 'Reabriu',
  incorporacao: 'Incorporou ao patrimônio',
  situacao: 'Mudou a situação de',
  'update-avatar': 'Trocou a foto de',
  'update-logo': 'Trocou o logotipo de',
  'update-role': 'Trocou o perfil de acesso de',
  'update-with-password': 'Alterou, com nova senha,',
  seed: 'Carregou',
  toggleAccess: 'Ligou ou desligou',
  toggleObras: 'Mudou o acesso às obras de',
  togglePatrimonio: 'Mudou o acesso ao patrimônio de',
  toggleDepartments: 'Mudou o acesso aos departamentos de',
  toggleSetor: 'Mudou o acesso aos setores de',
  cronograma: 'Definiu o cronograma de',
  'relatorio-trimestral': 'Gerou o relatório trimestral de',
  'inventario-encerramento': 'Encerrou',
  boletim: 'Emitiu o boletim de',
  export: 'Exportou',
  'inventario-liquidacao': 'Liquidou',
  'inventario-recontagem-conclusao': 'Concluiu',
  'inventario-empate-decisao': 'Decidiu o empate de',
  'remessa-gerada': 'Gerou',
  'remessa-enviada': 'Marcou como enviada',
  'evento-padrao-restaurado': 'Restaurou o padrão do MCASP de',
};

/** How an audited action reads in the activity list; an unknown one reads as a plain change. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? 'Alterou';
}

/** How each audited entity reads in the activity list ("Fulano criou um perfil de acesso"). */
const ENTITY_LABELS: Record<string, string> = {
  aceite: 'uma entrega de bens à espera de aceite',
  asset: 'um bem patrimonial',
  categoria: 'uma categoria de bem',
  conciliacao: 'uma conciliação contábil',
  company: 'uma empresa',
  depreciacao: 'a depreciação do mês',
  'depreciacao-configuracao': 'a configuração da depreciação',
  exercicio: 'um exercício',
  fornecedor: 'um fornecedor',
  implantacao: 'uma importação da implantação',
  inventario: 'um inventário',
  'inventario-configuracao': 'a regra do inventário (incorporações e baixas)',
  'inventario-divergencia': 'uma divergência de inventário',
  'inventario-recontagem': 'uma segunda contagem de inventário',
  lancamentos_contabeis: 'os lançamentos contábeis de um mês',
  remessa: 'uma remessa ao tribunal de contas',
  'remessa-configuracao': 'a configuração das remessas ao tribunal de contas',
  'implantacao-arquivo': 'o arquivo de uma importação da implantação',
  localizacao: 'uma localização de imóvel',
  location: 'um acesso',
  movimentacao: 'uma movimentação',
  ncm: 'uma referência NCM',
  obra: 'uma obra',
  'obra-acompanhamento': 'um acompanhamento de obra',
  'obra-aditivo': 'um aditivo de obra',
  'obra-cno': 'um CNO de obra',
  'obra-licenca': 'uma licença ambiental de obra',
  'obra-medicao': 'uma medição de obra',
  'obra-ordem-servico': 'uma ordem de serviço de obra',
  'obra-pagamento': 'um pagamento de obra',
  'obra-paralisacao': 'uma paralisação de obra',
  'obra-recebimento': 'um recebimento de obra',
  'obra-responsabilidade': 'uma responsabilidade técnica de obra',
  permission: 'uma permissão',
  role: 'um perfil de acesso',
  sala: 'uma sala',
  servidor: 'um servidor',
  session: 'a sessão',
  termo: 'um termo',
  user: 'um usuário',
  veiculo: 'um veículo ou equipamento',
  'xml-nota': 'uma importação de NF-e (XML)',
};
const FILE_OWNERS: Record<string, string> = {
  asset: 'um bem',
  company: 'uma empresa',
  supplier: 'um fornecedor',
  ncm: 'uma referência NCM',
  property: 'um imóvel',
  inventory: 'um inventário',
  nfe: 'uma NF-e (XML)',
  user: 'um usuário',
  'obra-acompanhamento': 'um acompanhamento de obra',
  'obra-medicao': 'uma medição de obra',
  'obra-licenca': 'uma licença ambiental de obra',
  'obra-responsabilidade': 'uma responsabilidade técnica de obra',
};

/** What a seeded table reads as ("Sistema carregou as categorias padrão da tabela STN"). */
const SEEDED: Record<string, string> = { categoria: 'as categorias padrão da tabela STN' };

export function entityLabel(entity: string, action?: string): string {
  if (action === 'seed' && SEEDED[entity]) return SEEDED[entity];
  const file = /^(.+)-file$/.exec(entity);
  if (file?.[1]) return `um arquivo de ${FILE_OWNERS[file[1]] ?? file[1]}`;
  return ENTITY_LABELS[entity] ?? entity;
}

const NAME_KEYS = ['razao_social', 'nome', 'name', 'fullname', 'descricao', 'titulo'] as const;

/** Which record an audit entry is about, from its after (or before) image; null when nothing names it. */
export function subjectOf(entity: string, after: unknown, before: unknown): string | null {
  const image = (after ?? before) as Record<string, unknown> | null;
  if (!image || typeof image !== 'object') return null;
  const bem = image.bem as { CodigoBEM?: unknown } | null | undefined;
  if (entity === 'asset' && image.CodigoBEM !== undefined && typeof image.descricao === 'string')
    return `${image.CodigoBEM} — ${image.descricao}`;
  if (entity === 'movimentacao' && image.CodigoBEM !== undefined) return `do bem ${image.CodigoBEM}`;
  if (bem?.CodigoBEM !== undefined) return `do bem ${bem.CodigoBEM}`;
  if (
    (entity === 'exercicio' || entity === 'depreciacao') &&
    image.mes !== undefined &&
    image.ano !== undefined
  )
    return `${String(image.mes).padStart(2, '0')}/${image.ano}`;
  for (const key of NAME_KEYS) {
    const value = image[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/**
 * Which screen (menu item key) shows each audited entity: an entry of the activity list, like a figure of
 * the dashboard, is shown only to a caller whose sidebar offers that screen (the menu's own resolver, the
 * location's flags and the role's rules). A file goes with its owner; a company is a client, a department
 * or a sector. An entity not listed here is support's alone.
 */
const ENTITY_SCREENS: Record<string, readonly string[]> = {
  asset: ['bens'],
  'asset-file': ['bens'],
  termo: ['bens'],
  movimentacao: ['movimentacoes'],
  categoria: ['categorias'],
  ncm: ['ncm'],
  'ncm-file': ['ncm'],
  veiculo: ['bens'],
  localizacao: ['bens'],
  'property-file': ['bens'],
  sala: ['salas'],
  inventario: ['inventario'],
  'inventario-configuracao': ['inventario'],
  'inventory-file': ['inventario'],
  fornecedor: ['fornecedores'],
  'supplier-file': ['fornecedores'],
  depreciacao: ['depreciacao'],
  'depreciacao-configuracao': ['depreciacao'],
  'xml-nota': ['xml'],
  'nfe-file': ['xml'],
  company: ['clientes', 'departamentos', 'setores'],
  'company-file': ['clientes', 'departamentos', 'setores'],
  exercicio: ['clientes'],
  user: ['usuarios'],
  'user-file': ['usuarios'],
  session: ['usuarios'],
  location: ['acessos'],
  role: ['perfis-acesso'],
  permission: ['perfis-acesso'],
  obra: ['obra'],
  'obra-aditivo': ['obra'],
  'obra-recebimento': ['obra'],
  'obra-pagamento': ['obra'],
  'obra-cno': ['cadastronacional'],
  'obra-acompanhamento': ['acompanhamento'],
  'obra-ordem-servico': ['ordemservico'],
  'obra-medicao': ['medicao'],
  'obra-licenca': ['licencaambiental'],
  'obra-responsabilidade': ['responsabilidadetecnica'],
};

const grantOf = (local: ActorLocation): Grant => ({ flags: local.flags, rules: local.rules });

/** The menu item keys the caller's sidebar offers. */
const screensOf = (local: ActorLocation): Set<string> => {
  const grant = grantOf(local);
  return new Set(
    MENU_GROUPS.flatMap((g) => g.items)
      .filter((item) => canSeeItem(item, grant))
      .map((item) => item.key),
  );
};

/** The audited entities the caller may see in the activity list; null for support (all of them). */
export function visibleEntities(local: ActorLocation): string[] | null {
  if (local.flags.isSuporte) return null;
  const screens = screensOf(local);
  return Object.entries(ENTITY_SCREENS)
    .filter(([, keys]) => keys.some((key) => screens.has(key)))
    .map(([entity]) => entity);
}

/** The patrimônio figures follow the area's own access: its flag and the assets:read rule. */
const readsAssets = (local: ActorLocation) =>
  canAccess('patrimonio', local.flags) && hasRule({ flags: local.flags, rules: local.rules }, 'assets:read');

/**
 * The works figures follow the area's own access (support with `hasObras`), over the clients in scope:
 * support's are every client of the application, as in the works lists without a client chosen.
 */
async function obrasFigures(db: Db, local: ActorLocation) {
  if (!OBRAS_AREA.test(local.flags)) return {};
  return { obras: await obrasForClients(db, await clientsForList(db, local), today()) };
}

/**
 * "Cautelas vencidas" (decision 051) goes with the screen it opens, Aceites e cautelas: counted as that
 * list answers `atrasadas=true` to the caller (custody:read: the clients' every one; else the caller's own
 * as receiver); null when the sidebar does not offer the screen.
 */
async function cautelasVencidas(db: Db, actor: Actor, local: ActorLocation) {
  if (!screensOf(local).has('aceites')) return null;
  return countOverdueCautelas({ db }, actor);
}

/** First instant of the current month in Brasília (UTC−3 all year since 2019). */
const monthStart = (now: Date) => new Date(`${brazilDate(now).slice(0, 7)}-01T00:00:00-03:00`);

/** What a patrimônio manager wants on arrival: the client's figures and what changed recently. */
export function createDashboardService(db: Db) {
  return {
    async forActor(actor: Actor): Promise<Dashboard> {
      const local = requireLocal(actor);
      // Support works for the whole application: its dashboard shows the first client until it picks one.
      const clientId = local.clientId ?? (await listClients(db, local.applicationId, null))[0]?.id ?? null;
      if (!clientId) {
        return {
          client: null,
          users: null,
          departments: null,
          sectors: null,
          exercicios: { total: 0, abertos: 0 },
          patrimonio: null,
          cautelasVencidas: null,
          ...(await obrasFigures(db, local)),
          recentActivity: [],
        };
      }
      const [client, counts, patrimonio, vencidas, obras, recent] = await Promise.all([
        findCompany(db, local, clientId),
        countsForClient(db, clientId),
        readsAssets(local) ? patrimonioForClient(db, clientId, monthStart(new Date())) : null,
        cautelasVencidas(db, actor, local),
        obrasFigures(db, local),
        recentForClient(db, clientId, 10, visibleEntities(local)),
      ]);
      // A count shows with the screen it summarises (Usuários com acesso with Usuários, ...).
      const screens = screensOf(local);
      return {
        client: client ? { id: client.company.id, name: client.company.name } : null,
        exercicios: counts.exercicios,
        users: screens.has('usuarios') ? counts.users : null,
        departments: screens.has('departamentos') ? counts.departments : null,
        sectors: screens.has('setores') ? counts.sectors : null,
        patrimonio,
        cautelasVencidas: vencidas,
        ...obras,
        recentActivity: recent.map((r) => ({
          at: r.at.toISOString(),
          user: r.user ?? 'Sistema',
          action: actionLabel(r.action),
          entity: entityLabel(r.entity, r.action),
          subject: subjectOf(r.entity, r.after, r.before),
        })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
