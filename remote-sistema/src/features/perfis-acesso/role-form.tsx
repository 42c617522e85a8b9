import { type RoleBody, RoleBodySchema } from '@gp/shared-contracts';
import { valibotRule } from '@gp/shared-ui';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { ClientSelect } from '../../session/remote-context.js';
import { PermissionPicker } from './permission-picker.js';

export type RoleFormValues = { name?: string; companyId?: string; rules?: string[] };

/** The form's values as the API body, or null when they break the role rules (a name, a client's uuid). */
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

type RoleFieldsProps = {
  /** The red-label helper of the dialog form. */
  label: (name: string, text: ReactNode) => ReactNode;
  /** The client of a role cannot change: disabled while editing. */
  editing: boolean;
};

/** Nome, Cliente and the permission picker, each with the shared role rule. */
export function RoleFields({ label, editing }: RoleFieldsProps) {
  return (
    <>
      <Form.Item name="name" label={label('name', 'Nome')} required rules={[nameRule]}>
        <Input placeholder="Nome do perfil" maxLength={255} autoComplete="off" />
      </Form.Item>
      <Form.Item name="companyId" label={label('companyId', 'Cliente')} required rules={[companyRule]}>
        <ClientSelect disabled={editing} />
      </Form.Item>
      <Form.Item name="rules" label="Permissões" style={{ marginBottom: 0 }}>
        <PermissionPicker />
      </Form.Item>
    </>
  );
}
