import { BankOutlined } from '@ant-design/icons';
import type { Company } from '@gp/shared-contracts';
import { reportFailure, showServerIssues, useErrorLabels, useToast } from '@gp/shared-ui';
import { Button, Flex, Form, theme } from 'antd';
import { useRef, useState } from 'react';
import { CompanyFields, FormSection } from '../../components/company-fields.js';
import { type CompanyFormValues, companyToFormValues, toCompanyBody } from '../../components/company-form.js';
import { ImagePicker } from '../../components/image-picker.js';
import { useSaveClient } from './api.js';

type ClientFormProps = {
  /** The stored client when editing; none when creating. */
  client: Company | null;
  /** Shows the fields without letting them change (no update rule). */
  readOnly?: boolean;
  onSaved: (client: Company, mode: 'create' | 'edit') => void;
  onCancel: () => void;
};

/**
 * Every Company field (docs/domain.md, "Organização e acesso") for a client, in sections, plus its logo. The client's rules are the
 * shared ClientBodySchema (razão social, CPF/CNPJ with its check digits, e-mail and address required);
 * a CPF/CNPJ already used by another client of the application comes back as 409 and shows under it.
 */
export function ClientForm({ client, readOnly = false, onSaved, onCancel }: ClientFormProps) {
  const toast = useToast();
  const [form] = Form.useForm<CompanyFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const save = useSaveClient();
  const [logo, setLogo] = useState<File | null>(null);
  const submitting = useRef(false);
  const { token } = theme.useToken();

  const submit = async (values: CompanyFormValues) => {
    if (submitting.current) return;
    const body = toCompanyBody('client', values, client ?? undefined);
    if (!body) return;
    submitting.current = true;
    try {
      const { company, logoError } = await save.mutateAsync(
        client
          ? { mode: 'edit', id: client.id, body, logo }
          : {
              mode: 'create',
              body: { ...body, is_cliente: true, is_secretaria: false, is_setor: false },
              logo,
            },
      );
      toast.success(client ? 'Cliente atualizado com sucesso!' : 'Cliente criado com sucesso!');
      if (logoError) toast.error(`O logo não foi salvo: ${logoError}`);
      setLogo(null);
      onSaved(company, client ? 'edit' : 'create');
    } catch (error) {
      await showServerIssues(form, error);
      sync(form);
      reportFailure(toast, error);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Form<CompanyFormValues>
      form={form}
      layout="vertical"
      initialValues={client ? companyToFormValues(client) : {}}
      onFieldsChange={onFieldsChange}
      onFinish={submit}
      scrollToFirstError={{ block: 'center' }}
      disabled={readOnly}
    >
      <FormSection title="Logo">
        <Form.Item label="Logo do cliente" style={{ paddingInline: 8 }}>
          <ImagePicker
            current={client?.profileImg ?? null}
            file={logo}
            onChange={setLogo}
            alt="Logo do cliente"
            icon={<BankOutlined />}
            shape="square"
          />
        </Form.Item>
      </FormSection>
      <CompanyFields kind="client" label={label} showActive={Boolean(client)} />
      {readOnly ? null : (
        <Flex
          justify="end"
          gap="small"
          style={{
            position: 'sticky',
            bottom: 0,
            paddingBlock: 12,
            background: token.colorBgElevated,
            borderTop: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Salvar
          </Button>
        </Flex>
      )}
    </Form>
  );
}
