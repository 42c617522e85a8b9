import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { errorMessage, type StatusBody } from '@gp/shared-contracts';
import { Alert, Button, Flex, Form, type FormInstance, Skeleton } from 'antd';
import { isHTTPError } from 'ky';
import { type ReactNode, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { StatusDialog } from '../dialog/status-dialog.js';
import { reportFailure } from '../failure.js';
import { FieldLabels } from '../form-field.js';
import { LoadError } from '../load-error.js';
import { NotFoundResult } from '../not-found-result.js';
import { clearStaleErrors, type Issue, showIssues, showServerIssues } from '../server-issues.js';
import { useToast } from '../toast.js';
import { useErrorLabels } from '../use-error-labels.js';
import { StatusTag } from './columns.js';

/** How a register is named: 'medição' (feminine), 'fornecedor'. */
export type Noun = { noun: string; feminine?: boolean };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (feminine: boolean | undefined) => (feminine ? 'a' : 'o');

/**
 * Which form page the address opens (docs/decisions/039-the-register-kit.md): every register's pages are
 * `<list>/criar` and `<list>/editar?id=<uuid>`. On `/editar` the id is the query's `id`; none (or one the
 * API refuses) and the page answers 404.
 */
export function useRecordRoute(): { editing: boolean; id: string | null } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const editing = /\/editar\/?$/.test(pathname);
  return { editing, id: editing ? params.get('id') || null : null };
}

/** The address of a record's edit page beside its list: `<list>/editar?id=<uuid>`, plus any other query. */
export function editPath(listPath: string, id: string, query = ''): string {
  return `${listPath.replace(/\/+$/, '')}/editar?id=${encodeURIComponent(id)}${query ? `&${query}` : ''}`;
}

/** What the page reads of the record's query (`useRecord`'s answer is one). */
export type RecordState<T> = {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

const NO_RECORD: RecordState<never> = {
  data: undefined,
  isError: false,
  error: null,
  refetch: () => undefined,
};

export type RecordPageProps<T> = Noun & {
  /** `/criar` or `/editar` and the id it names, as `useRecordRoute` reads them. */
  route: { editing: boolean; id: string | null };
  /**
   * The stored record, read with the area's `useRecord` (waiting while there is no id); none on a page
   * that only creates (its `/editar` is another page).
   */
  query?: RecordState<T>;
  /** The back arrow: the register's list. */
  onBack: () => void;
  /** The titles when they are not 'Novo {noun}' / 'Editar {noun}' (or depend on the record). */
  titles?: { create?: string; createSub?: string | null; edit?: (record: T) => string };
  /** How the record reads under the title ('Medição 3', the supplier's name). */
  describe?: (record: T) => ReactNode;
  /** The record's active flag and reason, shown as a tag beside the title. */
  active?: (record: T) => { ativo: boolean; motivo?: string | null } | null;
  /** The page's buttons on edit: the remote's status action, links to other screens. */
  extra?: (record: T) => ReactNode[];
  /** What the 404 says after '{Noun} não encontrado'. */
  notFound?: string;
  children: (record: T | null) => ReactNode;
};

/**
 * The page of a register's `/criar` or `/editar?id=` (docs/decisions/039-the-register-kit.md): the title,
 * the back arrow to the list, and on edit the record loaded: a 404 in Portuguese for an id that is missing
 * or that the API does not find (400/404: not a uuid, another client's), a retry on failure, a skeleton
 * while it loads, its active tag and the buttons the remote gives (the status action).
 */
export function RecordPage<T>({
  noun,
  feminine,
  route,
  query = NO_RECORD,
  onBack,
  titles,
  describe,
  active,
  extra,
  notFound,
  children,
}: RecordPageProps<T>) {
  const a = article(feminine);
  if (!route.editing)
    return (
      <PageContainer
        title={titles?.create ?? `${feminine ? 'Nova' : 'Novo'} ${noun}`}
        subTitle={
          titles?.createSub === null ? undefined : (titles?.createSub ?? `Preencha os dados d${a} ${noun}`)
        }
        onBack={onBack}
      >
        {children(null)}
      </PageContainer>
    );
  const gone = query.isError && isHTTPError(query.error) && [400, 404].includes(query.error.response.status);
  const record = query.data;
  if (!route.id || gone)
    return (
      <NotFoundResult
        title={`${capitalise(noun)} não encontrad${a}`}
        subTitle={notFound ?? `${capitalise(noun)} não existe ou não pertence a esta aplicação.`}
      />
    );
  if (query.isError)
    return <LoadError message={`Não foi possível carregar ${a} ${noun}.`} onRetry={() => query.refetch()} />;
  if (!record) return <Skeleton active paragraph={{ rows: 10 }} />;
  const flag = active?.(record) ?? null;
  return (
    <PageContainer
      title={titles?.edit?.(record) ?? `Editar ${noun}`}
      subTitle={describe?.(record)}
      onBack={onBack}
      tags={flag ? <StatusTag ativo={flag.ativo} motivo={flag.motivo} /> : undefined}
      extra={extra?.(record) ?? []}
    >
      {children(record)}
    </PageContainer>
  );
}

export type RecordFormProps<V extends object, T> = Noun & {
  /** The record edited, or null to create one. */
  record: T | null;
  /** The record's id for the update call. */
  idOf: (record: T) => string;
  initialValues: Partial<V>;
  /** The values as the body of the call (the shared schema decides), or the issues to show. */
  toBody: (values: V) => { body: unknown } | { issues: Issue[] } | null;
  save: (request: { id: string | null; body: unknown }) => Promise<T>;
  saving: boolean;
  /** 'Cancelar', and where a new record goes after saving unless `afterSave` says otherwise: the list. */
  onCancel: () => void;
  /** After a save: by default a new record goes back to the list and an edit stays on its page. */
  afterSave?: (saved: T, created: boolean) => void | Promise<void>;
  /** The success toast when it is not '{Noun} cadastrado/atualizado com sucesso!'. */
  done?: (created: boolean) => string;
  /** The form, when the page watches its fields. */
  form?: FormInstance<V>;
  onValuesChange?: (changed: Partial<V>) => void;
  /** Shown, not edited: no buttons (the API's `pode_alterar` said no). */
  readOnly?: boolean;
  /** Work still running that the save waits for (uploads queued on a new record). */
  busy?: boolean;
  /** Between the fields and the buttons (a new record's files). */
  footer?: ReactNode;
  children: (form: FormInstance<V>, label: (name: string, text: ReactNode) => ReactNode) => ReactNode;
};

/**
 * The form of a register's page (docs/frontend.md, "Formulários"): the shared schema checks the values
 * before the call, 'Salvar' runs once at a time, the server's field messages come back under their
 * fields, and a refusal that is not a field's (409: a measurement past the work's value) stays above the
 * buttons as well as in the toast, so it can be read while the form is corrected.
 */
export function RecordForm<V extends object, T>({
  noun,
  feminine,
  record,
  idOf,
  initialValues,
  toBody,
  save,
  saving,
  onCancel,
  afterSave,
  done,
  form: given,
  onValuesChange,
  readOnly = false,
  busy = false,
  footer,
  children,
}: RecordFormProps<V, T>) {
  const toast = useToast();
  const [form] = Form.useForm<V>(given);
  const { onFieldsChange, label, sync } = useErrorLabels();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submitting = useRef(false);
  const a = article(feminine);

  const submit = async (values: V) => {
    if (submitting.current || saving || busy || readOnly) return;
    setRefusal(null);
    const result = toBody(values);
    if (!result) return;
    if ('issues' in result) {
      showIssues(form, result.issues);
      sync(form);
      return;
    }
    submitting.current = true;
    try {
      const saved = await save({ id: record ? idOf(record) : null, body: result.body });
      toast.success(
        done?.(!record) ?? `${capitalise(noun)} ${record ? 'atualizad' : 'cadastrad'}${a} com sucesso!`,
      );
      if (afterSave) await afterSave(saved, !record);
      else if (!record) onCancel();
    } catch (error) {
      const shown = await showServerIssues(form, error);
      sync(form);
      if (!shown && isHTTPError(error) && error.response.status === 409)
        setRefusal(await errorMessage(error));
      reportFailure(toast, error);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Form<V>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={initialValues}
      onFieldsChange={onFieldsChange}
      onValuesChange={(changed: Partial<V>) => {
        clearStaleErrors(form, changed);
        sync(form);
        onValuesChange?.(changed);
      }}
      onFinish={submit}
      aria-label={record ? `Dados d${a} ${noun}` : `${feminine ? 'Nova' : 'Novo'} ${noun}`}
      scrollToFirstError
    >
      <FieldLabels label={label}>{children(form, label)}</FieldLabels>
      {footer}
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
      {readOnly ? null : (
        <Flex justify="end" gap="small" style={{ marginBottom: 16 }}>
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={saving || busy}>
            Salvar
          </Button>
        </Flex>
      )}
    </Form>
  );
}

type StatusRecord = { id: string; ativo: boolean; motivo?: string | null };

/**
 * The record page's 'Inativar'/'Ativar' button (beside the title, in `extra`): the kit's status dialog
 * with the reason; the user who deactivates is recorded.
 */
export function RecordStatusButton<T extends StatusRecord>({
  noun,
  feminine,
  record,
  describe,
  userId,
  save,
}: Noun & {
  record: T;
  describe: (record: T) => string;
  userId: string | null;
  save: (body: StatusBody) => Promise<unknown>;
}) {
  return (
    <StatusDialog<T>
      noun={noun}
      feminine={feminine}
      record={record}
      describe={describe}
      userId={userId}
      save={save}
      trigger={
        <Button danger={record.ativo} icon={record.ativo ? <StopOutlined /> : <CheckCircleOutlined />}>
          {record.ativo ? 'Inativar' : 'Ativar'}
        </Button>
      }
    />
  );
}
