import {
  errorMessage,
  NewPasswordSchema,
  OkResponseSchema,
  PASSWORD_MIN_LENGTH,
  type PasswordTokenInfo,
  PasswordTokenInfoSchema,
} from '@gp/shared-contracts';
import { formatDateTime, PasswordInput, valibotRule } from '@gp/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { useHost } from '../app/host-context.js';
import { AuthCard } from './auth-card.js';

const INVALID_LINK = 'Este link é inválido ou expirou.';

type PasswordForm = { password: string; confirm: string };
/** The password's purposes (the sign-in's `cpf` token has its own page, cpf-token-page.tsx). */
type Purpose = Exclude<PasswordTokenInfo['purpose'], 'cpf'>;

const TEXTS: Record<Purpose, { title: string; done: string }> = {
  'first-access': { title: 'Criar senha', done: 'Senha criada' },
  recovery: { title: 'Redefinir senha', done: 'Senha redefinida' },
};

/**
 * /createPass (first access) and /recovery (forgotten password): the link's token is checked with
 * POST /password/verify, then POST /password/reset sets the new password.
 */
export function PasswordTokenPage({ purpose }: { purpose: Purpose }) {
  const { api } = useHost();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const texts = TEXTS[purpose];

  const info = useQuery({
    queryKey: ['password-token', token],
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      try {
        const body = await api.post('password/verify', { json: { token }, context: { silent: true } }).json();
        const parsed = v.parse(PasswordTokenInfoSchema, body);
        // The sign-in's CPF token sets no password (the API refuses it too).
        if (parsed.purpose === 'cpf') throw new Error(INVALID_LINK);
        return parsed;
      } catch (e) {
        throw new Error(await errorMessage(e, INVALID_LINK));
      }
    },
  });

  const onFinish = async (values: PasswordForm) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await api
        .post('password/reset', { json: { token, password: values.password }, context: { silent: true } })
        .json();
      setDone(v.parse(OkResponseSchema, answer).message);
    } catch (e) {
      setError(await errorMessage(e, 'Não foi possível salvar a nova senha. Tente novamente.'));
    } finally {
      setSubmitting(false);
    }
  };

  const backToLogin = (
    <Link to="/login">
      <Button type="primary">Ir para o login</Button>
    </Link>
  );

  if (done) {
    return (
      <AuthCard title={texts.title}>
        <Result status="success" title={texts.done} subTitle={done} extra={backToLogin} />
      </AuthCard>
    );
  }
  if (!token || info.isError) {
    return (
      <AuthCard title={texts.title}>
        <Result
          status="error"
          title="Link inválido"
          subTitle={token ? (info.error?.message ?? INVALID_LINK) : 'O link não contém o código de acesso.'}
          extra={
            <Link to="/recuperarSenha">
              <Button type="primary">Pedir um novo link</Button>
            </Link>
          }
        />
      </AuthCard>
    );
  }
  if (info.isPending) {
    return (
      <AuthCard title={texts.title}>
        <Spin tip="Carregando...">
          <div style={{ height: 80 }} />
        </Spin>
      </AuthCard>
    );
  }

  const { fullname, username, expiresAt } = info.data;
  return (
    <AuthCard
      title={texts.title}
      subtitle={
        <>
          Olá, {fullname} ({username}). Escolha uma senha com ao menos {PASSWORD_MIN_LENGTH} caracteres, com
          letras e números. Este link vale até {formatDateTime(expiresAt)}.
        </>
      }
    >
      {error ? (
        <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Form<PasswordForm> layout="vertical" onFinish={onFinish} disabled={submitting}>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Form.Item label="Nova senha" name="password" rules={[valibotRule(NewPasswordSchema)]} required>
          <PasswordInput autoComplete="new-password" placeholder="Senha" autoFocus />
        </Form.Item>
        <Form.Item
          label="Confirme a nova senha"
          name="confirm"
          dependencies={['password']}
          required
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (!value) throw new Error('Confirme a nova senha.');
                if (value !== getFieldValue('password')) throw new Error('As senhas não conferem.');
              },
            }),
          ]}
        >
          <PasswordInput autoComplete="new-password" placeholder="Senha" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Salvar senha
        </Button>
      </Form>
    </AuthCard>
  );
}
