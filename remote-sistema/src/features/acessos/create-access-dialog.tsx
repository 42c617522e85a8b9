import type { LocationAdmin } from '@gp/shared-contracts';
import { showServerIssues, useErrorLabels, useToast } from '@gp/shared-ui';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { reportFailure } from '../../components/failure.js';
import type { AccessCompany } from './access-company.js';
import { ACCESS_MESSAGES, type AccessFormValues, toAccessBody } from './access-form.js';
import { useCreateAccess, useRolesOfClient, useUserSearch } from './access-queries.js';
import { CompanyPicker, type Office } from './company-picker.js';

type CreateAccessDialogProps = {
  open: boolean;
  /** The company chosen on the screen, preselected. */
  company: AccessCompany;
  office: Office | null;
  onClose: () => void;
  onCreated: (access: LocationAdmin, company: AccessCompany) => void;
};

/** Waits for the typing to pause before searching users. */
function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** 'Adicionar acesso' (POST /locais/create): a user, a company and the company's access profile. */
export function CreateAccessDialog({ open, company, office, onClose, onCreated }: CreateAccessDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<AccessFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const create = useCreateAccess();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const users = useUserSearch(search, open);
  const chosen = Form.useWatch('company', form) ?? company;
  const onOffice = Boolean(office && chosen.clientId === office.id);
  const roles = useRolesOfClient(chosen.clientId, open && !onOffice);
  const submitting = useRef(false);

  const submit = async (values: AccessFormValues) => {
    if (submitting.current) return;
    const result = toAccessBody(values, office?.id ?? null);
    if ('error' in result) {
      form.setFields([{ name: result.error.field, errors: [result.error.message] }]);
      sync(form);
      return;
    }
    submitting.current = true;
    try {
      const created = await create.mutateAsync(result.body);
      toast.success('Acesso criado com sucesso!');
      onCreated(created, values.company ?? {});
    } catch (error) {
      await showServerIssues(form, error, { empresa_id: 'company' });
      sync(form);
      reportFailure(toast, error);
    } finally {
      submitting.current = false;
    }
  };

  const userOptions = (users.data ?? []).map((u) => ({
    value: u.id,
    label: `${u.fullname} (${u.username})${u.active ? '' : ' · inativo'}`,
  }));
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <Modal
      open={open}
      title="Adicionar acesso"
      width={680}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<AccessFormValues>
        form={form}
        layout="vertical"
        initialValues={{ company }}
        onFieldsChange={onFieldsChange}
        onValuesChange={(changed: AccessFormValues) => {
          if ('company' in changed) form.resetFields(['role_id']);
        }}
        onFinish={submit}
      >
        <Form.Item
          name="user_id"
          label={label('user_id', 'Usuário')}
          required
          rules={[{ required: true, message: ACCESS_MESSAGES.user }]}
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setTyped}
            options={userOptions}
            loading={users.isFetching}
            placeholder="Digite o nome, o usuário ou o e-mail"
            notFoundContent={users.isFetching ? 'Carregando...' : 'Nenhum item encontrado...'}
          />
        </Form.Item>
        <Form.Item
          name="company"
          label={label('company', 'Empresa')}
          required
          rules={[
            {
              validator: async (_rule, value: AccessCompany | undefined) => {
                if (!value?.clientId) throw new Error(ACCESS_MESSAGES.company);
              },
            },
          ]}
          extra="Um cliente, ou um de seus departamentos ou setores."
        >
          <CompanyPicker office={office} />
        </Form.Item>
        {onOffice ? (
          <Alert
            type="info"
            showIcon
            message="Um acesso na empresa do suporte é um acesso de suporte: tem todas as permissões e não usa perfil."
          />
        ) : (
          <Form.Item
            name="role_id"
            label={label('role_id', 'Perfil de acesso')}
            required
            rules={[{ required: true, message: ACCESS_MESSAGES.role }]}
            extra="Os perfis são os do cliente da empresa."
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={roleOptions}
              disabled={!chosen.clientId}
              loading={roles.isFetching}
              placeholder={
                roles.isFetching
                  ? 'Carregando...'
                  : chosen.clientId
                    ? 'Selecione o perfil'
                    : 'Selecione antes o cliente'
              }
              notFoundContent={roles.isFetching ? 'Carregando...' : 'Nenhum item encontrado...'}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
