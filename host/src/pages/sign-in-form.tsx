import { LoginBodySchema } from '@gp/shared-contracts';
import { PasswordInput, valibotRule } from '@gp/shared-ui';
import type { FormInstance } from 'antd';
import { Alert, Button, Form, Input } from 'antd';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import * as v from 'valibot';
import type { SessionController } from '../session/session-controller.js';
import { AuthCard } from './auth-card.js';

type LoginForm = { username: string; password: string };

type SignInFormProps = {
  /** The session controller's sign-in (never called where the form is drawn at build time). */
  signIn: SessionController['signIn'];
  /**
   * Where the user goes once the API accepted the sign-in (the location choice, or the password change or
   * the CPF it demands), replacing /login in the history. The form stays disabled until the next screen replaces it.
   */
  onSignedIn: (path: string) => void | Promise<void>;
  /** 'Esqueci minha senha': the router's `Link` in the back office, a plain link on the light start. */
  forgotPassword: ReactNode;
  /** Typing means a sign-in is coming: fetch the next screens meanwhile (not on the autofocus). */
  prefetch: () => void;
  /**
   * The light start's takeover of the form drawn at build time (sign-in/server-copy.ts), run when this
   * form is first committed: it returns whether the user had typed, which prefetches as typing does.
   */
  takeOver?: (form: FormInstance<LoginForm>) => boolean;
};

/**
 * The sign-in page's content, without the router: the back office's `/login` route (login-page.tsx) and
 * the light start of a cold `/login` (sign-in/sign-in-main.tsx, decision 026) draw this same form.
 */
export function SignInForm({ signIn, onSignedIn, forgotPassword, prefetch, takeOver }: SignInFormProps) {
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit.
  useLayoutEffect(() => {
    if (takeOver?.(form)) prefetch();
  }, []);

  const onFinish = async (values: LoginForm) => {
    prefetch();
    setSubmitting(true);
    setError(null);
    const body = v.parse(LoginBodySchema, values);
    const result = await signIn(body);
    if (result.kind === 'ok') return onSignedIn('/selecionarlocal');
    if (result.kind === 'password-change')
      return onSignedIn(`/createPass?token=${encodeURIComponent(result.passwordToken)}`);
    if (result.kind === 'cpf-required')
      return onSignedIn(`/informarCpf?token=${encodeURIComponent(result.cpfToken)}`);
    setSubmitting(false);
    setError(result.message);
  };

  return (
    <AuthCard title="Entrar" subtitle="Informe seu usuário e senha para acessar o sistema.">
      {error ? (
        <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Form<LoginForm>
        form={form}
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
          {/* Over a drawn form, the focus is where the user left it there (takeOver). */}
          <Input autoComplete="username" placeholder="Usuário" autoFocus={!takeOver} />
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
