import { LogoutOutlined } from '@ant-design/icons';
import { emit, on, type RemoteProps, type SessionResponse, type SessionSnapshot } from '@gp/shared-contracts';
import { Alert, Button, Card, Flex, Form, Input, Layout, List, Typography, theme } from 'antd';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { PasswordInput } from '../password-input.js';
import { useToast } from '../toast.js';
import type { HarnessApi } from './harness-api.js';

type Tokens = { token: string; refreshToken: string };
type Stage =
  | { step: 'login' }
  | { step: 'location'; session: SessionResponse }
  | { step: 'ready'; session: SessionResponse; snapshot: SessionSnapshot };

/** The area a harness runs: what the host would know of it. */
export type HarnessArea = {
  /** The area's name on the harness's header and sign-in card, e.g. 'Patrimônio'. */
  title: string;
  /** Where the host mounts the area, e.g. '/app/patrimonio'. */
  basePath: string;
  /** Where any other address goes: the area's first screen. */
  home: string;
  /** The area's `./routes` component. */
  routes: ComponentType<RemoteProps>;
};

export type HarnessProps = { area: HarnessArea; api: HarnessApi };

/**
 * Plays the host for one area in development: signs in, picks a location, answers the contract events
 * (token and refresh requests, toasts, navigation, logout) and mounts the area's `./routes` under its
 * base path. Tokens stay in memory only: a reload asks for the sign-in again.
 */
export function Harness({ area, api }: HarnessProps) {
  const { title, basePath, home, routes: AreaRoutes } = area;
  const [stage, setStage] = useState<Stage>({ step: 'login' });
  const tokens = useRef<Tokens | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const { token: design } = theme.useToken();

  const signOut = () => {
    tokens.current = null;
    setStage({ step: 'login' });
    emit('session:ended', { reason: 'logout' });
  };

  useEffect(() => {
    const offs = [
      on('token:request', async ({ requestId, refresh }) => {
        const current = tokens.current;
        if (!current || !refresh) {
          emit('token:response', { requestId, token: current?.token ?? null });
          return;
        }
        try {
          const next = await api.refreshTokens(current.refreshToken);
          tokens.current = { token: next.token, refreshToken: next.refreshToken };
          emit('token:response', { requestId, token: next.token });
        } catch {
          emit('token:response', { requestId, token: null });
          toast.warning('Sessão expirada...');
          tokens.current = null;
          setStage({ step: 'login' });
        }
      }),
      on('toast:request', ({ kind, message }) => toast[kind](message)),
      on('navigate:request', ({ to, replace }) => navigate(to, { replace: replace ?? false })),
      on('logout:request', signOut),
    ];
    return () => {
      for (const off of offs) off();
    };
  });

  if (stage.step === 'login') {
    return (
      <LoginCard
        title={title}
        api={api}
        onSignedIn={(session) => {
          tokens.current = { token: session.token, refreshToken: session.refreshToken };
          setStage({ step: 'location', session });
        }}
      />
    );
  }
  if (stage.step === 'location') {
    return (
      <LocationCard
        session={stage.session}
        load={(localId) => api.loadSnapshot(tokens.current?.token ?? '', stage.session.user, localId)}
        onReady={(snapshot) => setStage({ step: 'ready', session: stage.session, snapshot })}
      />
    );
  }
  const { snapshot } = stage;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: design.colorBgContainer,
          borderBottom: `1px solid ${design.colorBorderSecondary}`,
        }}
      >
        <Typography.Text strong>
          {title} (desenvolvimento isolado) · {snapshot.local?.companyName}
        </Typography.Text>
        <Flex gap="small" align="center">
          <Typography.Text>{snapshot.user?.fullname}</Typography.Text>
          <Button onClick={() => setStage({ step: 'location', session: stage.session })}>Trocar local</Button>
          <Button icon={<LogoutOutlined />} onClick={signOut}>
            Sair
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <Routes>
          <Route path={`${basePath}/*`} element={<AreaRoutes basePath={basePath} session={snapshot} />} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      {children}
    </Flex>
  );
}

type LoginCardProps = {
  title: string;
  api: HarnessApi;
  onSignedIn: (session: SessionResponse) => void;
};

function LoginCard({ title, api, onSignedIn }: LoginCardProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api.signIn(username, password));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Não foi possível entrar.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Centered>
      <Card title={`${title} · desenvolvimento isolado`} style={{ width: 380 }}>
        <Typography.Paragraph type="secondary">API: {api.baseUrl}</Typography.Paragraph>
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="username"
            label="Usuário"
            rules={[{ required: true, message: 'Informe o usuário.' }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label="Senha" rules={[{ required: true, message: 'Informe a senha.' }]}>
            <PasswordInput />
          </Form.Item>
          {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" block loading={busy}>
            Entrar
          </Button>
        </Form>
      </Card>
    </Centered>
  );
}

type LocationCardProps = {
  session: SessionResponse;
  load: (localId: string) => Promise<SessionSnapshot>;
  onReady: (snapshot: SessionSnapshot) => void;
};

function LocationCard({ session, load, onReady }: LocationCardProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const choose = async (localId: string) => {
    setBusy(localId);
    setError(null);
    try {
      onReady(await load(localId));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Local indisponível.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Centered>
      <Card title="Selecione o local" style={{ width: 420 }}>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <List
          dataSource={session.locais}
          locale={{ emptyText: 'Nenhum item encontrado...' }}
          renderItem={(local) => (
            <List.Item
              actions={[
                <Button key="choose" type="link" loading={busy === local.id} onClick={() => choose(local.id)}>
                  Entrar
                </Button>,
              ]}
            >
              {local.empresa.no_empresa}
            </List.Item>
          )}
        />
      </Card>
    </Centered>
  );
}
