import { DialogForm, type DialogFormTools, useSettled, useToast } from '@gp/shared-ui';
import { AddButton } from '@gp/shared-ui/list';
import { Alert, Form, Select } from 'antd';
import { useState } from 'react';
import type { AccessCompany } from './access-company.js';
import { ACCESS_MESSAGES, type AccessFormValues, toAccessBody } from './access-form.js';
import { useCreateAccess, useRolesOfClient, useUserSearch } from './api.js';
import { CompanyPicker, type Office } from './company-picker.js';

type CreateAccessDialogProps = {
  /** The company chosen on the screen, preselected. */
  company: AccessCompany;
  office: Office | null;
  /** After the access is created the screen lists the company it was given in. */
  onCreated: (company: AccessCompany) => void;
};

/**
 * 'Adicionar acesso' (POST /locais/create): a user, a company and the company's access profile, opened
 * by the list's 'Adicionar'.
 */
export function CreateAccessDialog({ company, office, onCreated }: CreateAccessDialogProps) {
  const toast = useToast();
  const create = useCreateAccess();
  return (
    <DialogForm<AccessFormValues>
      trigger={<AddButton />}
      title="Adicionar acesso"
      width={680}
      initialValues={{ company }}
      renameIssues={{ empresa_id: 'company' }}
      onFinish={async (values) => {
        // The fields' rules say the same under each field; this is the body's last check.
        const result = toAccessBody(values, office?.id ?? null);
        if ('error' in result) return false;
        await create.mutateAsync(result.body);
        toast.success('Acesso criado com sucesso!');
        onCreated(values.company ?? {});
      }}
    >
      {(tools) => <AccessFields {...tools} company={company} office={office} />}
    </DialogForm>
  );
}

type AccessFieldsProps = DialogFormTools<AccessFormValues> & {
  company: AccessCompany;
  office: Office | null;
};

/** The dialog's fields; mounted while it is open, so users and profiles are asked for only then. */
function AccessFields({ form, label, company, office }: AccessFieldsProps) {
  const [typed, setTyped] = useState('');
  const users = useUserSearch(useSettled(typed.trim()), true);
  const chosen = Form.useWatch('company', form) ?? company;
  const onOffice = Boolean(office && chosen.clientId === office.id);
  const roles = useRolesOfClient(chosen.clientId, !onOffice);

  const userOptions = (users.data ?? []).map((u) => ({
    value: u.id,
    label: `${u.fullname} (${u.username})${u.active ? '' : ' · inativo'}`,
  }));
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <>
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
        {/* Another company has other profiles: the chosen one is cleared. */}
        <CompanyPicker office={office} onChange={() => form.setFieldValue('role_id', undefined)} />
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
    </>
  );
}
