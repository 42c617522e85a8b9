import { LoginBodySchema } from '@gp/shared-contracts';
import { PasswordInput, valibotRule } from '@gp/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { useHost } from '../app/host-context.js';
import { AuthCard } from './auth-card.js';

type LoginForm = { username: string; password: string };

type SignInFormProps = {
  /**
   * Where the user goes once the API accepted the sign-in (the location choice, or the password change it
   * demands), replacing /login in the history. The form stays disabled until the next screen replaces it.
   */
  onSignedIn: (path: string) => void | Promise<void>;
  /** 'Esqueci minha senha': the router's `Link` in the back office, a plain link on the light start. */
  forgotPassword: ReactNode;
  /** Typing means a sign-in is coming: fetch the next screens meanwhile (not on the autofocus). */
  prefetch: () => void;
};

/**
 * The sign-in page's content, without the router: the back office's `/login` route (login-page.tsx) and
 * the light start of a cold `/login` (sign-in/sign-in-main.tsx, decision 026) draw this same form.
 */
export function SignInForm({ onSignedIn, forgotPassword, prefetch }: SignInFormProps) {
  const host = useHost();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: LoginForm) => {
    prefetch();
    setSubmitting(true);
    setError(null);
    const body = v.parse(LoginBodySchema, values);
    const result = await host.signIn(body);
    if (result.kind === 'ok') return onSignedIn('/selecionarlocal');
    if (result.kind === 'password-change')
      return onSignedIn(`/createPass?token=${encodeURIComponent(result.passwordToken)}`);
    setSubmitting(false);
    setError(result.message);
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
        onValuesChange={prefetch}
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
      <div style={{ marginTop: 16, textAlign: 'center' }}>{forgotPassword}</div>
    </AuthCard>
  );
}
