import { PageContainer } from '@ant-design/pro-components';
import { COMPANY_MESSAGES, type Company, SectorBodySchema } from '@gp/shared-contracts';
import { LoadError, showServerIssues, useErrorLabels, useToast, valibotRule } from '@gp/shared-ui';
import { Button, Card, Col, Flex, Form, Select, Skeleton } from 'antd';
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
import { useDepartmentOptions, useSaveSector, useSector } from './sector-queries.js';

type SectorFormValues = CompanyFormValues & { clientId?: string };

const parentRule = valibotRule(SectorBodySchema.entries.parentId);

/**
 * /app/sistema/setores/criar and /editar?id= (spec §2): a sector and its department (required), every
 * Company field besides. Support first chooses the client whose departments are offered.
 */
export function SetorFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { basePath, session } = useRemote();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = useEditId();
  const detail = useSector(mode === 'edit' ? editId : null);
  const clientParam = readClientId(params);
  const back = () => navigate(`${basePath}/setores${clientParam ? `?clientId=${clientParam}` : ''}`);
  const title = mode === 'create' ? 'Adicionar setor' : 'Editar setor';

  let content: React.ReactNode;
  if (
    mode === 'edit' &&
    (!editId || (detail.isError && isHTTPError(detail.error) && detail.error.response.status === 404))
  ) {
    content = <RecordNotFound title="Setor não encontrado" onBack={back} />;
  } else if (mode === 'edit' && detail.isError) {
    content = <LoadError message="Não foi possível carregar o setor." onRetry={() => detail.refetch()} />;
  } else if (mode === 'edit' && !detail.data) {
    content = <Skeleton active paragraph={{ rows: 10 }} />;
  } else {
    content = (
      <SectorForm
        sector={mode === 'edit' ? (detail.data ?? null) : null}
        initialClientId={clientParam}
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

type SectorFormProps = {
  sector: Company | null;
  initialClientId: string | undefined;
  isSupport: boolean;
  onDone: () => void;
};

function SectorForm({ sector, initialClientId, isSupport, onDone }: SectorFormProps) {
  const toast = useToast();
  const [form] = Form.useForm<SectorFormValues>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const save = useSaveSector();
  const clients = useClientOptions();
  const chosenClient = Form.useWatch('clientId', form);
  // Anyone but support works in the one client of the location.
  const clientId = isSupport ? (sector?.rootId ?? chosenClient) : clients.data?.[0]?.id;
  const departments = useDepartmentOptions(clientId ?? undefined);
  const submitting = useRef(false);

  const submit = async ({ clientId: _client, ...values }: SectorFormValues) => {
    if (submitting.current) return;
    const body = toCompanyBody('sector', values, sector ?? undefined);
    if (!body) return;
    submitting.current = true;
    try {
      if (sector) {
        await save.mutateAsync({ mode: 'edit', id: sector.id, body });
        toast.success('Setor atualizado com sucesso!');
      } else {
        await save.mutateAsync({
          mode: 'create',
          body: {
            ...body,
            is_setor: true,
            is_cliente: false,
            is_secretaria: false,
            rootId: clientId ?? undefined,
          },
        });
        toast.success('Setor criado com sucesso!');
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

  const departmentOptions = departments.data
    ?.filter((d) => d.active || d.id === sector?.parentId)
    .map((d) => ({ value: d.id, label: d.active ? d.name : `${d.name} (inativo)` }));

  return (
    <Form<SectorFormValues>
      form={form}
      layout="vertical"
      initialValues={
        sector
          ? { ...companyToFormValues(sector), clientId: sector.rootId ?? undefined }
          : { clientId: initialClientId }
      }
      onFieldsChange={onFieldsChange}
      onValuesChange={(changed: SectorFormValues) => {
        if ('clientId' in changed) form.resetFields(['parentId']);
      }}
      onFinish={submit}
      scrollToFirstError={{ block: 'center' }}
    >
      <CompanyFields
        kind="sector"
        label={label}
        showActive={Boolean(sector)}
        extraIdentification={
          <>
            {isSupport ? (
              <Col xs={24} md={12}>
                <Form.Item
                  name="clientId"
                  label={label('clientId', 'Cliente')}
                  required
                  rules={[{ required: true, message: COMPANY_MESSAGES.rootRequired }]}
                >
                  <ClientSelect
                    clients={clients.data}
                    loading={clients.isPending}
                    disabled={Boolean(sector)}
                  />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24} md={12}>
              <Form.Item
                name="parentId"
                label={label('parentId', 'Departamento')}
                required
                rules={[parentRule]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={departmentOptions}
                  loading={departments.isFetching}
                  disabled={!clientId}
                  placeholder={
                    departments.isFetching
                      ? 'Carregando...'
                      : clientId
                        ? 'Selecione o departamento'
                        : 'Selecione antes o cliente'
                  }
                  notFoundContent={departments.isFetching ? 'Carregando...' : 'Nenhum item encontrado...'}
                />
              </Form.Item>
            </Col>
          </>
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
