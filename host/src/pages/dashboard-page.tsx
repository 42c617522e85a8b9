import { ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import {
  canAccess,
  type Dashboard,
  DashboardSchema,
  menuFor,
  menuHref,
  monthName,
  parseJson,
  periodLabel,
} from '@gp/shared-contracts';
import { formatDateTime, formatMoney } from '@gp/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, List, Result, Row, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useHost, useSession } from '../app/host-context.js';
import { MENU_ICONS } from '../layout/menu-icons.js';
import { CautelasVencidasCard } from './dashboard-cautelas.js';
import { ObrasCard } from './dashboard-obras.js';
import { StatCard } from './stat-card.js';

/** The greeting's name: the first word of the user's. */
export const firstName = (fullname: string) => fullname.split(' ')[0] ?? '';

/**
 * The client's counts, each shown with the screen it summarises (the API leaves out, null, those the
 * caller's sidebar does not offer): a count of users to someone who cannot open Usuários says nothing useful.
 */
const COUNTS = [
  { screen: 'usuarios', title: 'Usuários com acesso', figure: 'users' },
  { screen: 'departamentos', title: 'Departamentos', figure: 'departments' },
  { screen: 'setores', title: 'Setores', figure: 'sectors' },
] as const;

/** /app: what a patrimônio manager wants on arrival: the client's figures, the period, shortcuts, recent activity. */
export function DashboardPage() {
  const { api } = useHost();
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selected);
  const exercicio = useSession((s) => s.exercicio);
  const localId = selected?.location.id ?? null;

  const dashboard = useQuery({
    queryKey: ['dashboard', localId],
    enabled: localId !== null,
    queryFn: async () => parseJson(DashboardSchema, api.get('dashboard')),
  });

  // The same resolver as the sidebar: the location's flags and the caller's role rules.
  const shortcuts = selected
    ? menuFor({ flags: selected.grant.permissions, rules: selected.grant.rules }).flatMap((g) => g.items)
    : [];
  const screens = new Set(shortcuts.map((item) => item.key));
  const data = dashboard.data;
  const loading = dashboard.isPending;
  // The works card while loading follows the location's flags; once loaded, the API's answer decides.
  const flags = selected?.grant.permissions;
  const showObras = data ? data.obras !== undefined : Boolean(flags && canAccess('obras', flags));

  if (dashboard.isError) {
    return (
      <PageContainer title="Início">
        <Result
          status="error"
          title="Não foi possível carregar o painel"
          subTitle="Verifique sua conexão e tente novamente."
          extra={
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => dashboard.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer
      title={`Olá, ${user ? firstName(user.fullname) : ''}`}
      subTitle={data?.client ? `Cliente: ${data.client.name}` : undefined}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => dashboard.refetch()}
          loading={dashboard.isFetching && !loading}
        >
          Atualizar
        </Button>
      }
    >
      <Row gutter={[16, 16]}>
        {data?.patrimonio ? <PatrimonioCards figures={data.patrimonio} /> : null}
        {/* The API's figure decides: null for a caller whose sidebar does not offer Aceites e cautelas. */}
        {typeof data?.cautelasVencidas === 'number' ? (
          <Col xs={24} sm={12} lg={6} data-painel-item="cautelas-vencidas">
            <CautelasVencidasCard value={data.cautelasVencidas} />
          </Col>
        ) : null}
        {showObras ? (
          <Col xs={24} data-painel="obras">
            <ObrasCard figures={data?.obras} loading={loading} allClients={Boolean(flags?.isSuporte)} />
          </Col>
        ) : null}
        {COUNTS.filter((count) => screens.has(count.screen)).map((count) => (
          <Col key={count.screen} xs={24} sm={12} lg={6} data-painel-item={count.screen}>
            <StatCard loading={loading} title={count.title} value={data?.[count.figure] ?? 0} />
          </Col>
        ))}
        <Col xs={24} sm={12} lg={6}>
          <StatCard
            loading={loading}
            title="Exercícios abertos"
            value={data?.exercicios.abertos ?? 0}
            suffix={data ? `de ${data.exercicios.total}` : undefined}
            description={
              exercicio ? (
                <Typography.Text type="secondary">
                  Selecionado: {monthName(exercicio.mes).toLowerCase()} de {exercicio.ano}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">Nenhum exercício selecionado</Typography.Text>
              )
            }
          />
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Acesso rápido">
            {shortcuts.length === 0 ? (
              <Empty description="Seu perfil neste local não tem áreas liberadas." />
            ) : (
              <Space wrap>
                {shortcuts.map((item) => (
                  <Link key={item.key} to={menuHref(item)} data-atalho={item.key}>
                    <Button icon={MENU_ICONS[item.key]}>{item.label}</Button>
                  </Link>
                ))}
              </Space>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title="Atividade recente">
            <List
              loading={loading}
              dataSource={data?.recentActivity ?? []}
              locale={{ emptyText: <Empty description="Nenhuma atividade recente." /> }}
              renderItem={(entry) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <span>
                        <Typography.Text strong>{entry.user}</Typography.Text> {entry.action.toLowerCase()}{' '}
                        <Typography.Text>{entry.entity}</Typography.Text>
                        {entry.subject ? (
                          <Typography.Text type="secondary">
                            {entry.subject.startsWith('do ') ? ` ${entry.subject}` : `: ${entry.subject}`}
                          </Typography.Text>
                        ) : null}
                      </span>
                    }
                    description={formatDateTime(entry.at)}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}

type PatrimonioFigures = NonNullable<Dashboard['patrimonio']>;

/** The client's patrimônio at a glance, each card opening the list it summarises. */
/** Under the book value (which each depreciation run lowers): how far the depreciation went. */
function depreciacaoText({ ultimoProcessado, ultimoFechado }: PatrimonioFigures['depreciacao']) {
  if (!ultimoProcessado) return 'Bens não baixados · depreciação não processada';
  const fechado = ultimoFechado ? ` · fechado até ${periodLabel(ultimoFechado)}` : '';
  return `Depreciado até ${periodLabel(ultimoProcessado)}${fechado}`;
}

function PatrimonioCards({ figures }: { figures: PatrimonioFigures }) {
  const month = monthName(new Date().getMonth() + 1).toLowerCase();
  const cards = [
    {
      key: 'bens',
      to: '/app/patrimonio',
      title: 'Bens patrimoniais',
      value: figures.bens,
      description: `${figures.emUso.toLocaleString('pt-BR')} em uso · ${figures.baixados.toLocaleString('pt-BR')} baixados`,
    },
    {
      key: 'valor',
      to: '/app/patrimonio/depreciacao',
      title: 'Valor contábil',
      value: formatMoney(figures.valorContabil),
      description: depreciacaoText(figures.depreciacao),
    },
    {
      key: 'movimentacoes',
      to: '/app/patrimonio',
      title: 'Movimentações no mês',
      value: figures.movimentacoesMes,
      description: `Em ${month}`,
    },
    {
      key: 'fornecedores',
      to: '/app/patrimonio/fornecedor',
      title: 'Fornecedores ativos',
      value: figures.fornecedoresAtivos,
      description: 'Deste cliente',
    },
  ];
  return cards.map((card) => (
    <Col key={card.key} xs={24} sm={12} lg={6}>
      {/* Named by its own text (title, figure, description): a name other than what is seen would not
          match what a voice user says (WCAG 2.5.3). */}
      <Link to={card.to} style={{ display: 'block', height: '100%' }}>
        <StatCard
          hoverable
          title={card.title}
          value={card.value}
          description={<Typography.Text type="secondary">{card.description}</Typography.Text>}
        />
      </Link>
    </Col>
  ));
}
