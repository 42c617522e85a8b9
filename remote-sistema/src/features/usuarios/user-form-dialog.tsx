import { UserOutlined } from '@ant-design/icons';
import {
  CreateUserBodySchema,
  GENERIC_ACCOUNT_MESSAGE,
  PASSWORD_MIN_LENGTH,
  type User,
} from '@gp/shared-contracts';
import {
  CPF_MASK,
  DialogForm,
  EmailInput,
  LoadError,
  MaskedInput,
  PasswordInput,
  useToast,
  valibotRule,
} from '@gp/shared-ui';
import { Alert, Col, Form, Input, Row, Skeleton, Switch } from 'antd';
import { type ReactElement, useState } from 'react';
import * as v from 'valibot';
import { ImagePicker } from '../../components/image-picker.js';
import { useSaveUser, useUserDetail } from './api.js';
import {
  NEW_USER_VALUES,
  toCreateUserBody,
  toUpdateUserBody,
  type UserFormValues,
  userToFormValues,
} from './user-form.js';

type UserFormDialogProps = {
  /** The button or row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  /** The user to edit; none to create one. */
  user?: User;
};

const { entries } = CreateUserBodySchema;
const fullnameRule = valibotRule(entries.fullname);
const usernameRule = valibotRule(entries.username);
const emailRule = valibotRule(entries.email);
const passwordRule = valibotRule(entries.password);
const cpfRule = valibotRule(entries.cpf);
/** Editing: an empty password keeps the current one; a typed one follows the same rule. */
const newPasswordRule = valibotRule(v.union([v.literal(''), v.undefined(), entries.password]));

/**
 * Create and edit a user (POST /users/create, PUT /users/{id}) with the avatar (POST /users/avatar/{id})
 * sent after the save. Editing loads the user fresh each time the dialog opens.
 */
export function UserFormDialog({ trigger, user }: UserFormDialogProps) {
  const toast = useToast();
  const editing = Boolean(user);
  const [open, setOpen] = useState(false);
  const detail = useUserDetail(open && user ? user.id : null);
  const save = useSaveUser();
  const [avatar, setAvatar] = useState<File | null>(null);

  let waiting: ReactElement | undefined;
  if (editing && detail.isError && !detail.isFetching) {
    waiting = <LoadError message="Não foi possível carregar o usuário." onRetry={() => detail.refetch()} />;
  } else if (editing && !(detail.isSuccess && !detail.isFetching)) {
    waiting = <Skeleton active paragraph={{ rows: 7 }} />;
  }

  return (
    <DialogForm<UserFormValues>
      trigger={trigger}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setAvatar(null);
      }}
      title={editing ? 'Editar usuário' : 'Adicionar usuário'}
      width={640}
      waiting={waiting}
      initialValues={editing && detail.data ? userToFormValues(detail.data) : NEW_USER_VALUES}
      onFinish={async (values) => {
        const request = user
          ? (() => {
              const body = toUpdateUserBody(user.id, values);
              return body ? ({ mode: 'edit', id: user.id, body, avatar } as const) : null;
            })()
          : (() => {
              const body = toCreateUserBody(values);
              return body ? ({ mode: 'create', body, avatar } as const) : null;
            })();
        if (!request) return false;
        // The API's refusal (e.g. username already in use) goes under its field as well as in the toast.
        const { avatarError } = await save.mutateAsync(request);
        toast.success(editing ? 'Usuário atualizado com sucesso!' : 'Usuário criado com sucesso!');
        if (avatarError) toast.error(`A imagem não foi salva: ${avatarError}`);
      }}
    >
      {({ label }) => (
        <>
          <Form.Item label="Avatar">
            <ImagePicker
              current={editing ? (detail.data?.avatar ?? null) : null}
              file={avatar}
              onChange={setAvatar}
              alt="Avatar do usuário"
              icon={<UserOutlined />}
            />
          </Form.Item>
          <Form.Item
            name="fullname"
            label={label('fullname', 'Nome completo')}
            required
            rules={[fullnameRule]}
          >
            <Input maxLength={255} autoComplete="off" autoFocus />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="username" label={label('username', 'Usuário')} required rules={[usernameRule]}>
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="email" label={label('email', 'E-mail')} required rules={[emailRule]}>
                <EmailInput />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="cpf"
                label={label('cpf', 'CPF')}
                rules={[cpfRule]}
                extra="Quem registra operações é identificado pelo CPF (Decreto 10.540/2020). Sem ele, o sistema o pede na próxima entrada."
              >
                <MaskedInput mask={CPF_MASK} placeholder="000.000.000-00" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="conta_generica"
                label="Conta genérica"
                valuePropName="checked"
                extra="Uma conta compartilhada (por exemplo, de um balcão de consulta)."
              >
                <Switch checkedChildren="Sim" unCheckedChildren="Não" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item noStyle dependencies={['conta_generica']}>
            {({ getFieldValue }) =>
              getFieldValue('conta_generica') ? (
                <Alert type="info" showIcon message={GENERIC_ACCOUNT_MESSAGE} style={{ marginBottom: 16 }} />
              ) : null
            }
          </Form.Item>
          <Form.Item
            name="password"
            label={label('password', editing ? 'Nova senha' : 'Senha')}
            required={!editing}
            rules={
              editing ? [newPasswordRule] : [{ required: true, message: 'Informe a senha.' }, passwordRule]
            }
            validateFirst
            extra={
              editing
                ? 'Deixe em branco para manter a senha atual. Uma nova senha encerra as sessões do usuário.'
                : `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres, com letras e números.`
            }
          >
            <PasswordInput autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="redefine"
            label="Redefinir senha no primeiro acesso"
            valuePropName="checked"
            extra="Ao entrar, o usuário deverá criar uma nova senha."
          >
            <Switch checkedChildren="Sim" unCheckedChildren="Não" />
          </Form.Item>
        </>
      )}
    </DialogForm>
  );
}
