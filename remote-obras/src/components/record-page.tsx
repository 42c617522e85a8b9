import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { errorMessage, type StatusBody } from '@gp/shared-contracts';
import {
  clearStaleErrors,
  FieldLabels,
  type Issue,
  LoadError,
  NotFoundResult,
  reportFailure,
  StatusDialog,
  showIssues,
  showServerIssues,
  useErrorLabels,
  useToast,
} from '@gp/shared-ui';
import { StatusTag } from '@gp/shared-ui/list';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, type FormInstance, Skeleton } from 'antd';
import { isHTTPError } from 'ky';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ObrasRegister } from '../paths.js';
import { useRemote } from '../session/remote-context.js';

/** How a register is named: 'medição' (feminine), 'Cadastro Nacional de Obra'. */
export type Noun = { noun: string; feminine?: boolean };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The record of an edit page (`editar/:id`), or none on `criar`; the work the URL names (`obra_id`). */
export function useRecordParams() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return { id: id ?? null, obraId: params.get('obra_id'), clientId: params.get('clientId') };
}

type StatusRecord = { id: string; ativo: boolean; motivo?: string | null };

/**
 * The page of a register's `/criar` or `/editar/{id}`: the title, the back arrow to the list, and on
 * edit the record loaded (404 in Portuguese for an id that is not there, a retry on failure), its
 * active tag and the activate/deactivate button when the register has one.
 */
export function RecordPage<T extends { id: string }>({
  register,
  noun,
  feminine = false,
  id,
  query,
  describe,
  status,
  extra,
  children,
}: Noun & {
  register: ObrasRegister;
  id: string | null;
  query: UseQueryResult<T>;
  describe: (record: T) => string;
  /** The register's status call (PUT <path>/id), for registers with an active flag. */
  status?: (body: StatusBody) => Promise<unknown>;
  extra?: (record: T) => ReactNode[];
  children: (record: T | null) => ReactNode;
}) {
  const { paths, session } = useRemote();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = () => navigate(paths.list(register, params.get('obra_id')));
  const a = feminine ? 'a' : 'o';
  if (!id)
    return (
      <PageContainer
        title={`${feminine ? 'Nova' : 'Novo'} ${noun}`}
        subTitle={`Preencha os dados d${a} ${noun}`}
        onBack={back}
      >
        {children(null)}
      </PageContainer>
    );
  if (query.isError && isHTTPError(query.error) && [400, 404].includes(query.error.response.status))
    return (
      <NotFoundResult
        title={`${capitalise(noun)} não encontrad${a}`}
        subTitle={`${capitalise(noun)} não existe ou não pertence a esta aplicação.`}
      />
    );
  if (query.isError)
    return <LoadError message={`Não foi possível carregar ${a} ${noun}.`} onRetry={() => query.refetch()} />;
  const record = query.data;
  if (!record) return <Skeleton active paragraph={{ rows: 10 }} />;
  const active = record as unknown as StatusRecord;
  const hasStatus = status && typeof active.ativo === 'boolean';
  return (
    <PageContainer
      title={`Editar ${noun}`}
      subTitle={describe(record)}
      onBack={back}
      tags={hasStatus ? <StatusTag ativo={active.ativo} motivo={active.motivo} /> : undefined}
      extra={[
        ...(extra?.(record) ?? []),
        ...(hasStatus
          ? [
              <StatusDialog<StatusRecord>
                key="status"
                noun={noun}
                feminine={feminine}
                record={active}
                describe={() => describe(record)}
                userId={session.user?.id ?? null}
                save={status}
                trigger={
                  <Button
                    danger={active.ativo}
                    icon={active.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
                  >
                    {active.ativo ? 'Inativar' : 'Ativar'}
                  </Button>
                }
              />,
            ]
          : []),
      ]}
    >
      {children(record)}
    </PageContainer>
  );
}

type RecordFormProps<V extends object, T> = Noun & {
  register: ObrasRegister;
  /** The record edited, or null to create one. */
  record: T | null;
  initialValues: Partial<V>;
  /** The values as the body of the call (the shared schema decides), or the issues to show. */
  toBody: (values: V) => { body: unknown } | { issues: Issue[] };
  save: (request: { id: string | null; body: unknown }) => Promise<T>;
  saving: boolean;
  /** Where to go after saving a new record (the list by default); an edit stays on its page. */
  afterCreate?: (saved: T) => void;
  children: (form: FormInstance<V>) => ReactNode;
};

/**
 * The form of a register's page (docs/frontend.md, "Formulários"): the shared schema checks the values
 * before the call and the server's field messages come back under their fields. A refusal that is not a
 * field's (a measurement past the work's value, a situação the work cannot take) stays above the buttons
 * as well as in the toast, so it can be read while the form is corrected.
 */
export function RecordForm<V extends object, T extends { id: string }>({
  register,
  noun,
  feminine = false,
  record,
  initialValues,
  toBody,
  save,
  saving,
  afterCreate,
  children,
}: RecordFormProps<V, T>) {
  const { paths } = useRemote();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<V>();
  const { onFieldsChange, label, sync } = useErrorLabels();
  const [refusal, setRefusal] = useState<string | null>(null);
  const a = feminine ? 'a' : 'o';
  const back = () => navigate(paths.list(register, params.get('obra_id')));

  const submit = async (values: V) => {
    if (saving) return;
    setRefusal(null);
    const result = toBody(values);
    if ('issues' in result) {
      showIssues(form, result.issues);
      sync(form);
      return;
    }
    try {
      const saved = await save({ id: record?.id ?? null, body: result.body });
      toast.success(`${capitalise(noun)} ${record ? 'atualizad' : 'cadastrad'}${a} com sucesso!`);
      if (!record) (afterCreate ?? (() => back()))(saved);
    } catch (error) {
      const shown = await showServerIssues(form, error);
      sync(form);
      if (!shown && isHTTPError(error) && error.response.status === 409)
        setRefusal(await errorMessage(error));
      reportFailure(toast, error);
    }
  };

  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFieldsChange={onFieldsChange}
      onValuesChange={(changed) => {
        clearStaleErrors(form, changed);
        sync(form);
      }}
      onFinish={submit}
      aria-label={record ? `Dados d${a} ${noun}` : `${feminine ? 'Nova' : 'Novo'} ${noun}`}
      scrollToFirstError
    >
      <FieldLabels label={label}>{children(form)}</FieldLabels>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message="Não foi possível salvar"
          description={refusal}
          closable
          onClose={() => setRefusal(null)}
        />
      ) : null}
      <Flex justify="end" gap="small" style={{ marginBottom: 16 }}>
        <Button onClick={back}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}
