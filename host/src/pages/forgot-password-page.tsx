import { errorMessage, ForgotPasswordBodySchema, OkResponseSchema, parseJson } from '@gp/shared-contracts';
import { valibotRule } from '@gp/shared-ui';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { useHost } from '../app/host-context.js';
import { AuthCard } from './auth-card.js';

type ForgotForm = { username: string };

/** /recuperarSenha: asks for a recovery link. The answer never reveals whether the user exists. */
export function ForgotPasswordPage() {
  const { api } = useHost();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: ForgotForm) => {
    setSubmitting(true);
    setError(null);
    try {
      const body = v.parse(ForgotPasswordBodySchema, values);
      const answer = await parseJson(
        OkResponseSchema,
        api.post('password/forgot', { json: body, context: { silent: true } }),
      );
      setSent(answer.message);
    } catch (e) {
      setError(await errorMessage(e, 'Não foi possível enviar o pedido. Tente novamente.'));
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Recuperar senha">
        <Result
          status="success"
          title="Pedido recebido"
          subTitle={sent}
          extra={
            <Link to="/login">
              <Button type="primary">Voltar para o login</Button>
            </Link>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Recuperar senha"
      subtitle="Informe seu usuário ou e-mail. Enviaremos um link para criar uma nova senha."
    >
      {error ? (
        <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Form<ForgotForm> layout="vertical" onFinish={onFinish} disabled={submitting}>
        <Form.Item
          label="Usuário ou e-mail"
          name="username"
          rules={[valibotRule(ForgotPasswordBodySchema.entries.username)]}
          required
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Enviar link
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">Voltar para o login</Link>
      </div>
    </AuthCard>
  );
}
