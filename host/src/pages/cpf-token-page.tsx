import {
  errorMessage,
  InformCpfBodySchema,
  OkResponseSchema,
  PasswordTokenInfoSchema,
} from '@gp/shared-contracts';
import { CPF_MASK, MaskedInput, valibotRule } from '@gp/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { useHost } from '../app/host-context.js';
import { AuthCard } from './auth-card.js';

const TITLE = 'Informar CPF';
const INVALID_LINK = 'Este link é inválido ou expirou. Entre novamente.';

type CpfForm = { cpf: string };

/**
 * /informarCpf: the sign-in of a user who writes and has no CPF yet answers 403 CPF_REQUIRED with a
 * single-use token (decision 073, Decreto 10.540/2020 art. 11), as the first access answers with its
 * password token. The token is checked with POST /password/verify, then POST /session/cpf records the
 * CPF (valid and unique among users) and the user signs in again.
 */
export function CpfTokenPage() {
  const { api } = useHost();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<CpfForm>();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const info = useQuery({
    queryKey: ['cpf-token', token],
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      try {
        const body = await api.post('password/verify', { json: { token }, context: { silent: true } }).json();
        const parsed = v.parse(PasswordTokenInfoSchema, body);
        if (parsed.purpose !== 'cpf') throw new Error(INVALID_LINK);
        return parsed;
      } catch (e) {
        throw new Error(await errorMessage(e, INVALID_LINK));
      }
    },
  });

  const onFinish = async (values: CpfForm) => {
    setSubmitting(true);
    setError(null);
    try {
      // The 11 digits, as the API keeps them.
      const json = v.parse(InformCpfBodySchema, { token, cpf: values.cpf });
      const answer = await api.post('session/cpf', { json, context: { silent: true } }).json();
      setDone(v.parse(OkResponseSchema, answer).message);
    } catch (e) {
      setError(await errorMessage(e, 'Não foi possível registrar o CPF. Tente novamente.'));
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
      <AuthCard title={TITLE}>
        <Result status="success" title="CPF registrado" subTitle={done} extra={backToLogin} />
      </AuthCard>
    );
  }
  if (!token || info.isError) {
    return (
      <AuthCard title={TITLE}>
        <Result
          status="error"
          title="Link inválido"
          subTitle={token ? (info.error?.message ?? INVALID_LINK) : 'O link não contém o código de acesso.'}
          extra={backToLogin}
        />
      </AuthCard>
    );
  }
  if (info.isPending) {
    return (
      <AuthCard title={TITLE}>
        <Spin tip="Carregando...">
          <div style={{ height: 80 }} />
        </Spin>
      </AuthCard>
    );
  }

  const { fullname, username } = info.data;
  return (
    <AuthCard
      title={TITLE}
      subtitle={
        <>
          Olá, {fullname} ({username}). Cada operação registrada no sistema identifica o usuário pelo CPF
          (Decreto 10.540/2020). Informe o seu para continuar.
        </>
      }
    >
      {error ? (
        <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Form<CpfForm> form={form} layout="vertical" onFinish={onFinish} disabled={submitting}>
        <Form.Item label="CPF" name="cpf" rules={[valibotRule(InformCpfBodySchema.entries.cpf)]} required>
          <MaskedInput mask={CPF_MASK} placeholder="000.000.000-00" autoComplete="off" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Salvar CPF
        </Button>
      </Form>
    </AuthCard>
  );
}
