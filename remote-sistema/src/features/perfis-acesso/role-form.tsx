import { type ClientListItem, type RoleBody, RoleBodySchema } from '@gp/shared-contracts';
import { useErrorLabels, valibotRule } from '@gp/shared-ui';
import { Form, type FormInstance, Input } from 'antd';
import * as v from 'valibot';
import { ClientSelect } from '../../components/client-select.js';
import { PermissionPicker } from './permission-picker.js';

export type RoleFormValues = { name?: string; companyId?: string; rules?: string[] };

/** The form's values as the API body, or null when they break the rules of spec §5. */
export function toRoleBody(values: RoleFormValues): RoleBody | null {
  const parsed = v.safeParse(RoleBodySchema, {
    name: values.name,
    companyId: values.companyId,
    rules: values.rules ?? [],
  });
  return parsed.success ? parsed.output : null;
}

const nameRule = valibotRule(RoleBodySchema.entries.name);
const companyRule = valibotRule(RoleBodySchema.entries.companyId);

type RoleFormProps = {
  form: FormInstance<RoleFormValues>;
  initialValues: RoleFormValues;
  clients: readonly ClientListItem[] | undefined;
  clientsLoading: boolean;
  /** The client of a role cannot change (spec §5: disabled while editing). */
  editing: boolean;
  onSubmit: (body: RoleBody) => void;
};

/** Nome, Cliente and the permission picker, with the role form rules of spec §5. */
export function RoleForm({ form, initialValues, clients, clientsLoading, editing, onSubmit }: RoleFormProps) {
  const { onFieldsChange, label } = useErrorLabels();
  return (
    <Form<RoleFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFieldsChange={onFieldsChange}
      onFinish={(values) => {
        const body = toRoleBody(values);
        if (body) onSubmit(body);
      }}
    >
      <Form.Item name="name" label={label('name', 'Nome')} required rules={[nameRule]}>
        <Input placeholder="Nome do perfil" maxLength={255} autoComplete="off" />
      </Form.Item>
      <Form.Item name="companyId" label={label('companyId', 'Cliente')} required rules={[companyRule]}>
        <ClientSelect clients={clients} loading={clientsLoading} disabled={editing} />
      </Form.Item>
      <Form.Item name="rules" label="Permissões" style={{ marginBottom: 0 }}>
        <PermissionPicker />
      </Form.Item>
    </Form>
  );
}
