import { PageContainer } from '@ant-design/pro-components';
import type { Company } from '@gp/shared-contracts';
import { LoadError, showServerIssues, useErrorLabels, useToast } from '@gp/shared-ui';
import { Button, Card, Col, Flex, Form, Skeleton } from 'antd';
import { isHTTPError } from 'ky';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useClientOptions } from '../../components/client-options.js';
import { readClientId } from '../../components/client-param.js';
import { ClientSelect } from '../../components/client-select.js';
import { CompanyFields } from '../../components/company-fields.js';
import { type CompanyFormValues, companyToFormValues, toCompanyBody } from '../../components/company-form.js';
import { useEditId } from '../../components/edit-id.js';
import { reportFailure } from '../../components/failure.js';
import { RecordNotFound } from '../../components/record-not-found.js';
import { useRemote } from '../../session/remote-context.js';
import { useDepartment, useSaveDepartment } from './department-queries.js';

type DepartmentFormValues = CompanyFormValues & { rootId?: string };

const CLIENT_REQUIRED = 'Informe o cliente do departamento.';

/**
 * /app/sistema/secretarias/criar and /editar?id= (spec §2): every Company field, only the name required.
 * Support chooses the client of a new department; anyone else creates in the client of the location.
 */
export function SecretariaFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { basePath, session } = useRemote();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = useEditId();
  const detail = useDepartment(mode === 'edit' ? editId : null);
  const listUrl = `${basePath}/secretarias${readClientId(params) ? `?clientId=${readClientId(params)}` : ''}`;
  const back = () => navigate(listUrl);
  const title = mode === 'create' ? 'Adicionar departamento' : 'Editar departamento';

  let content: React.ReactNode;
  if (
    mode === 'edit' &&
    (!editId || (detail.isError && isHTTPError(detail.error) && detail.error.response.status === 404))
  ) {
    content = <RecordNotFound title="Departamento não encontrado" onBack={back} />;
  } else if (mode === 'edit' && detail.isError) {
    content = (
      <LoadError message="Não foi possível carregar o departamento." onRetry={() => detail.refetch()} />
    );
  } else if (mode === 'edit' && !detail.data) {
    content = <Skeleton active paragraph={{ rows: 10 }} />;
  } else {
    content = (
      <DepartmentForm
        department={mode === 'edit' ? (detail.data ?? null) : null}
        initialClientId={readClientId(params)}
        isSupport={session.local?.permissions.isSuporte ?? false}
        onDone={back}
      />
    );
  }
  return (
    <PageContainer title={title} onBack={back}>
      <Card>{content}</Card>
    </PageContainer>
  );
}

type DepartmentFormProps = {
  department: Company | null;
  initialClientId: string | undefined;
  isSupport: boolean;
  onDone: () => void;
};

function DepartmentForm({ department, initialClientId, isSupport, onDone }: DepartmentFormProps) {
  const toast = useToast();
  const [form] = Form.useForm<DepartmentFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const save = useSaveDepartment();
  const clients = useClientOptions();
  const submitting = useRef(false);

  const submit = async ({ rootId, ...values }: DepartmentFormValues) => {
    if (submitting.current) return;
    const body = toCompanyBody('department', values, department ?? undefined);
    if (!body) return;
    submitting.current = true;
    try {
      if (department) {
        await save.mutateAsync({ mode: 'edit', id: department.id, body });
        toast.success('Departamento atualizado com sucesso!');
      } else {
        await save.mutateAsync({
          mode: 'create',
          body: {
            ...body,
            is_secretaria: true,
            is_cliente: false,
            is_setor: false,
            rootId: isSupport ? rootId : undefined,
          },
        });
        toast.success('Departamento criado com sucesso!');
      }
      onDone();
    } catch (error) {
      await showServerIssues(form, error);
      sync(form);
      reportFailure(toast, error);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Form<DepartmentFormValues>
      form={form}
      layout="vertical"
      initialValues={
        department
          ? { ...companyToFormValues(department), rootId: department.rootId ?? undefined }
          : { rootId: initialClientId }
      }
      onFieldsChange={onFieldsChange}
      onFinish={submit}
      scrollToFirstError={{ block: 'center' }}
    >
      <CompanyFields
        kind="department"
        label={label}
        showActive={Boolean(department)}
        extraIdentification={
          isSupport ? (
            <Col xs={24} md={12}>
              <Form.Item
                name="rootId"
                label={label('rootId', 'Cliente')}
                required
                rules={[{ required: true, message: CLIENT_REQUIRED }]}
              >
                <ClientSelect
                  clients={clients.data}
                  loading={clients.isPending}
                  disabled={Boolean(department)}
                />
              </Form.Item>
            </Col>
          ) : null
        }
      />
      <Flex justify="end" gap="small">
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}
