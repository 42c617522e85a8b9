import { UserOutlined } from '@ant-design/icons';
import { CreateUserBodySchema, PASSWORD_MIN_LENGTH, type User } from '@gp/shared-contracts';
import {
  LoadError,
  PasswordInput,
  showServerIssues,
  useErrorLabels,
  useToast,
  valibotRule,
} from '@gp/shared-ui';
import { Col, Form, Input, Modal, Row, Skeleton, Switch } from 'antd';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { reportFailure } from '../../components/failure.js';
import { ImagePicker } from '../../components/image-picker.js';
import {
  NEW_USER_VALUES,
  toCreateUserBody,
  toUpdateUserBody,
  type UserFormValues,
  userToFormValues,
} from './user-form.js';
import { useSaveUser, useUserDetail } from './user-queries.js';

export type UserDialogTarget = { mode: 'create' } | { mode: 'edit'; user: User };

type UserFormDialogProps = {
  open: boolean;
  target: UserDialogTarget | null;
  onClose: () => void;
};

const { entries } = CreateUserBodySchema;
const fullnameRule = valibotRule(entries.fullname);
const usernameRule = valibotRule(entries.username);
const emailRule = valibotRule(entries.email);
const passwordRule = valibotRule(entries.password);
/** Editing: an empty password keeps the current one; a typed one follows the same rule. */
const newPasswordRule = valibotRule(v.union([v.literal(''), v.undefined(), entries.password]));

/**
 * Create and edit a user (POST /users/create, PUT /users/{id}) with the avatar (POST /users/avatar/{id})
 * sent after the save. The parent mounts one instance per opening (by `key`).
 */
export function UserFormDialog({ open, target, onClose }: UserFormDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<UserFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const editing = target?.mode === 'edit';
  const detail = useUserDetail(editing ? target.user.id : null);
  const save = useSaveUser();
  const [avatar, setAvatar] = useState<File | null>(null);
  const submitting = useRef(false);

  const submit = async (values: UserFormValues) => {
    if (submitting.current || !target) return;
    const request =
      target.mode === 'create'
        ? (() => {
            const body = toCreateUserBody(values);
            return body ? ({ mode: 'create', body, avatar } as const) : null;
          })()
        : (() => {
            const body = toUpdateUserBody(target.user.id, values);
            return body ? ({ mode: 'edit', id: target.user.id, body, avatar } as const) : null;
          })();
    if (!request) return;
    submitting.current = true;
    try {
      const { avatarError } = await save.mutateAsync(request);
      toast.success(editing ? 'Usuário atualizado com sucesso!' : 'Usuário criado com sucesso!');
      if (avatarError) toast.error(`A imagem não foi salva: ${avatarError}`);
      onClose();
    } catch (error) {
      // The API's message (e.g. username already in use) goes under its field as well as in the toast.
      await showServerIssues(form, error);
      sync(form);
      reportFailure(toast, error);
    } finally {
      submitting.current = false;
    }
  };

  const ready = !editing || (detail.isSuccess && !detail.isFetching);
  let body = (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={editing && detail.data ? userToFormValues(detail.data) : NEW_USER_VALUES}
      onFieldsChange={onFieldsChange}
      onFinish={submit}
    >
      <Form.Item label="Avatar">
        <ImagePicker
          current={editing ? (detail.data?.avatar ?? null) : null}
          file={avatar}
          onChange={setAvatar}
          alt="Avatar do usuário"
          icon={<UserOutlined />}
        />
      </Form.Item>
      <Form.Item name="fullname" label={label('fullname', 'Nome completo')} required rules={[fullnameRule]}>
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
            <Input type="email" maxLength={255} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="password"
        label={label('password', editing ? 'Nova senha' : 'Senha')}
        required={!editing}
        rules={editing ? [newPasswordRule] : [{ required: true, message: 'Informe a senha.' }, passwordRule]}
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
    </Form>
  );
  if (editing && detail.isError && !detail.isFetching) {
    body = <LoadError message="Não foi possível carregar o usuário." onRetry={() => detail.refetch()} />;
  } else if (!ready) {
    body = <Skeleton active paragraph={{ rows: 7 }} />;
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Editar usuário' : 'Adicionar usuário'}
      width={640}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !ready || (editing && detail.isError) }}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
