import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { PageContainer, ProLayout } from '@ant-design/pro-layout';
import { canAccessRoute, type Grant, type MenuGroup, menuFor, menuHref } from '@gp/shared-contracts';
import { ForbiddenResult, Tooltip } from '@gp/shared-ui';
import { GpProProvider } from '@gp/shared-ui/pro';
import { Button, Dropdown, Flex, type MenuProps, Select, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useHost, useSession } from '../app/host-context.js';
import { warmRemoteShares } from '../federation/warm-shares.js';
import { exercicioLabel } from '../session/first-screen.js';
import { SessionClock } from '../session/session-clock.js';
import { SessionExtendNotice } from '../session/session-extend.js';
import { AccessKeyLinks } from './access-keys.js';
import { JobsButton } from './jobs-panel.js';
import { LAYOUT_CSS } from './layout-styles.js';
import { MENU_ICONS } from './menu-icons.js';
import { NotificationsBell } from './notifications-bell.js';
import { useSidebar } from './use-sidebar.js';

const noGrant: Grant = {
  flags: { isSuporte: false, hasObras: false, hasPatrimonio: false, hasSetor: false, departments: false },
  rules: [],
};

type RouteItem = {
  path: string;
  key: string;
  name: string;
  icon?: ReactNode;
  href?: string;
  /** The menu item's key (shared-contracts' MENU_GROUPS), on its link: `/app`'s drawn copy reads it. */
  menuKey?: string;
  children?: RouteItem[];
};

/** ProLayout route tree of the visible groups; groups render as titled sections (menu type 'group'). */
const toRoutes = (groups: MenuGroup[]): RouteItem[] =>
  groups.map((group) => ({
    path: `/app/#${group.key}`,
    key: `group:${group.key}`,
    name: group.label,
    children: group.items.map((item) => ({
      path: item.path,
      key: item.path,
      name: item.label,
      icon: MENU_ICONS[item.key],
      href: menuHref(item),
      menuKey: item.key,
    })),
  }));

/** The deepest item the path falls under, so Fornecedores is selected rather than its parent Bens Patrimoniais. */
function selectedKey(pathname: string, groups: MenuGroup[]): string[] {
  let best = '';
  for (const item of groups.flatMap((g) => g.items)) {
    if ((pathname === item.path || pathname.startsWith(`${item.path}/`)) && item.path.length > best.length)
      best = item.path;
  }
  return best ? [best] : [];
}

function ExercicioSelect({ compact }: { compact: boolean }) {
  const host = useHost();
  const exercicios = useSession((s) => s.selected?.location.company.exercicios ?? []);
  const current = useSession((s) => s.exercicio);
  if (exercicios.length === 0) return null;
  return (
    <Tooltip title="Exercício (mês/ano) em que você está trabalhando">
      <Select
        aria-label="Exercício"
        value={current?.exercicioId}
        style={{ minWidth: compact ? 96 : 110 }}
        popupMatchSelectWidth={false}
        options={exercicios.map((e) => ({
          value: e.id,
          label: exercicioLabel(e),
        }))}
        onChange={(id) => {
          const e = exercicios.find((x) => x.id === id);
          if (e) host.setExercicio({ exercicioId: e.id, mes: e.mes, ano: e.ano });
        }}
      />
    </Tooltip>
  );
}

/**
 * Blocks a route the location may not open (the flags and read rule of the route's menu item, docs/product.md "Menu")
 * with a Portuguese 403.
 */
function AccessGuard({ grant, children }: { grant: Grant; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!canAccessRoute(pathname, grant)) {
    return (
      <PageContainer title={false}>
        <ForbiddenResult onBack={() => navigate('/app')} />
      </PageContainer>
    );
  }
  return <>{children}</>;
}

const MENU_OPTIONS = { type: 'group', locale: false, loading: false } as const;

/** One line, cut with an ellipsis; the whole name is in the `title`. On a phone it takes what is left. */
const HEADER_COMPANY_STYLE = {
  flex: '0 1 auto',
  minWidth: 0,
  maxWidth: '40vw',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * /app: ProLayout with the sidebar filtered by the location's flags and the caller's rules (docs/product.md "Menu"), the header
 * and the user menu.
 */
export function AppLayout() {
  const host = useHost();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selected);
  const grant = useMemo<Grant>(
    () => (selected ? { flags: selected.grant.permissions, rules: selected.grant.rules } : noGrant),
    [selected],
  );
  const groups = useMemo(() => menuFor(grant), [grant]);
  const route = useMemo(() => ({ path: '/app', children: toRoutes(groups) }), [groups]);
  const sidebar = useSidebar();
  const { closeMobile } = sidebar;

  useEffect(() => warmRemoteShares(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes because the path changed.
  useEffect(() => {
    closeMobile();
  }, [pathname, closeMobile]);

  const companyName = selected?.location.company.name ?? '';
  const applicationName = selected?.location.company.application?.name;

  const logout = () => {
    host.logout();
    navigate('/login', { replace: true });
  };

  const userMenu: MenuProps['items'] = [
    {
      type: 'group',
      key: 'conta',
      label: 'Minha Conta',
      children: [
        { key: 'perfil', label: 'Perfil', disabled: true },
        { key: 'suporte', label: 'Suporte', disabled: true },
        { key: 'configuracoes', label: 'Configurações', disabled: true },
      ],
    },
    { type: 'divider' },
    { key: 'sair', label: 'Sair', icon: <LogoutOutlined />, onClick: logout },
  ];

  return (
    <GpProProvider>
      <style>{LAYOUT_CSS}</style>
      <AccessKeyLinks />
      <ProLayout
        title="Gestão Pública"
        logo={false}
        layout="mix"
        splitMenus={false}
        fixSiderbar
        siderWidth={240}
        route={route}
        location={{ pathname }}
        // `loading` held false: the menu is known from the start (no `request`), and ProLayout would otherwise
        // swap it for a Skeleton and back once mounted, drawing the whole sidebar twice more.
        menu={MENU_OPTIONS}
        menuProps={{ selectedKeys: selectedKey(pathname, groups) }}
        collapsed={sidebar.collapsed}
        onCollapse={sidebar.onCollapse}
        // No responsive auto-collapse: antd's Sider would report `false` on every load of a wide screen and
        // overwrite the cookie, so a collapsed sidebar came back expanded after a reload.
        breakpoint={false}
        onMenuHeaderClick={() => navigate('/app')}
        menuItemRender={(item, dom) => (
          <Link
            to={(item as RouteItem).href ?? item.path ?? '/app'}
            data-menu-item={(item as RouteItem).menuKey}
          >
            {dom}
          </Link>
        )}
        subMenuItemRender={(_item, dom) => dom}
        // The sidebar is the page's navigation landmark and access key 2's target.
        menuRender={(_props, dom) => (
          <nav id="menu" aria-label="Menu principal" style={{ height: '100%' }}>
            {dom}
          </nav>
        )}
        footerRender={() => (
          <footer id="rodape" style={{ padding: '16px 24px', textAlign: 'center' }}>
            <Typography.Text type="secondary">Gestão Pública · </Typography.Text>
            <Link to="/app/acessibilidade">Acessibilidade</Link>
          </footer>
        )}
        headerContentRender={() => (
          <Flex
            align="center"
            justify="space-between"
            gap={sidebar.isMobile ? 8 : 16}
            style={{ height: '100%', width: '100%', minWidth: 0 }}
          >
            {sidebar.isMobile ? (
              // Pro-layout's own button on a phone is an unnamed span a keyboard cannot reach: this one replaces it.
              <Button
                type="text"
                id="menu-botao"
                icon={<MenuOutlined />}
                aria-label={sidebar.collapsed ? 'Abrir menu' : 'Fechar menu'}
                aria-expanded={!sidebar.collapsed}
                onClick={() => sidebar.onCollapse(!sidebar.collapsed)}
              />
            ) : null}
            {/* Cut by CSS, not by Typography's `ellipsis`, which measures the text in an effect: a forced
                layout of the whole page during the first render (≈ 150 ms on a slow CPU). */}
            <Typography.Text
              strong
              data-testid="header-company"
              title={applicationName ? `${companyName} · ${applicationName}` : companyName}
              style={HEADER_COMPANY_STYLE}
            >
              {companyName}
              {applicationName ? (
                <Typography.Text type="secondary"> · {applicationName}</Typography.Text>
              ) : null}
            </Typography.Text>
            <Flex align="center" gap={sidebar.isMobile ? 8 : 16} style={{ flex: 'none' }}>
              <ExercicioSelect compact={sidebar.isMobile} />
              <NotificationsBell />
              <JobsButton />
              <SessionClock />
            </Flex>
          </Flex>
        )}
        avatarProps={{
          src: user?.avatar || undefined,
          icon: <UserOutlined />,
          title: sidebar.isMobile ? undefined : user?.fullname,
          size: 'small',
          render: (_props, dom) => (
            <Dropdown menu={{ items: userMenu }} trigger={['click']} placement="bottomRight">
              {/* A button, so the keyboard reaches Minha Conta and Sair; its name says whose menu it is. */}
              <Button
                type="text"
                data-testid="user-menu"
                aria-label={`Menu do usuário ${user?.fullname ?? ''}`.trim()}
                style={{ paddingInline: 4, height: 'auto' }}
              >
                {dom}
              </Button>
            </Dropdown>
          ),
        }}
        token={{ sider: { colorMenuBackground: '#fff' } }}
      >
        <div id="conteudo">
          <AccessGuard grant={grant}>
            <Outlet />
          </AccessGuard>
        </div>
      </ProLayout>
      <SessionExtendNotice />
    </GpProProvider>
  );
}
