import { LoginBodySchema } from '@gp/shared-contracts';
import { PasswordInput, valibotRule } from '@gp/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { useHost, useSession } from '../app/host-context.js';
import { prefetchAfterSignIn } from '../routes/page-loaders.js';
import { AuthCard } from './auth-card.js';

type LoginForm = { username: string; password: string };

export function LoginPage() {
  const host = useHost();
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.user && s.token));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (signedIn) return <Navigate to="/app" replace />;

  const onFinish = async (values: LoginForm) => {
    prefetchAfterSignIn();
    setSubmitting(true);
    setError(null);
    const body = v.parse(LoginBodySchema, values);
    const result = await host.signIn(body);
    setSubmitting(false);
    if (result.kind === 'ok') navigate('/selecionarlocal', { replace: true });
    else if (result.kind === 'password-change')
      navigate(`/createPass?token=${encodeURIComponent(result.passwordToken)}`, { replace: true });
    else setError(result.message);
  };

  return (
    <AuthCard title="Entrar" subtitle="Informe seu usuário e senha para acessar o sistema.">
      {error ? (
        <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Form<LoginForm>
        layout="vertical"
        onFinish={onFinish}
        requiredMark
        disabled={submitting}
        // Typing means a sign-in is coming: fetch the next screens meanwhile (not on the autofocus).
        onValuesChange={prefetchAfterSignIn}
      >
        <Form.Item
          label="Usuário"
          name="username"
          rules={[valibotRule(LoginBodySchema.entries.username)]}
          required
        >
          <Input autoComplete="username" placeholder="Usuário" autoFocus />
        </Form.Item>
        <Form.Item
          label="Senha"
          name="password"
          rules={[valibotRule(LoginBodySchema.entries.password)]}
          required
        >
          <PasswordInput />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Entrar
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/recuperarSenha">Esqueci minha senha</Link>
      </div>
    </AuthCard>
  );
}
