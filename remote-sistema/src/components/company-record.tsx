import { PageContainer } from '@ant-design/pro-layout';
import type { Company, CompanyKind } from '@gp/shared-contracts';
import { LoadError, reportFailure, showServerIssues, useErrorLabels, useToast } from '@gp/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Flex, Form, type FormInstance, Result, Skeleton } from 'antd';
import { isHTTPError } from 'ky';
import { type ReactNode, useRef } from 'react';
import { CompanyFields } from './company-fields.js';
import type { CompanyFormValues } from './company-form.js';

/** How a company register is named in its page: 'departamento', 'setor'. */
type Noun = { noun: string; title: string };

type CompanyRecordPageProps = Noun & {
  mode: 'create' | 'edit';
  /** The `?id=` of an /editar page (a uuid, else none). */
  editId: string | undefined;
  detail: UseQueryResult<Company>;
  onBack: () => void;
  /** The form, with the stored record when editing. */
  children: (stored: Company | null) => ReactNode;
};

/**
 * The /criar and /editar pages of a company register (Departamentos, Setores): the record travels as
 * `?id=`; an id that is missing or that the API does not find (outside the location's client too)
 * reads as a 404, a failed load offers a retry, and the form waits for the record.
 */
export function CompanyRecordPage({
  noun,
  title,
  mode,
  editId,
  detail,
  onBack,
  children,
}: CompanyRecordPageProps) {
  let content: ReactNode;
  const missing = isHTTPError(detail.error) && detail.error.response.status === 404;
  if (mode === 'edit' && (!editId || missing)) {
    content = (
      <Result
        status="404"
        title={`${title} não encontrado`}
        subTitle="O registro não existe ou não pertence ao cliente do local selecionado."
        extra={
          <Button type="primary" onClick={onBack}>
            Voltar à lista
          </Button>
        }
      />
    );
  } else if (mode === 'edit' && detail.isError) {
    content = <LoadError message={`Não foi possível carregar o ${noun}.`} onRetry={() => detail.refetch()} />;
  } else if (mode === 'edit' && !detail.data) {
    content = <Skeleton active paragraph={{ rows: 10 }} />;
  } else {
    content = children(mode === 'edit' ? (detail.data ?? null) : null);
  }
  return (
    <PageContainer title={`${mode === 'create' ? 'Adicionar' : 'Editar'} ${noun}`} onBack={onBack}>
      <Card>{content}</Card>
    </PageContainer>
  );
}

type CompanyRecordFormProps<V extends CompanyFormValues> = Noun & {
  kind: CompanyKind;
  stored: Company | null;
  initialValues: V;
  /** Creates or updates; rejects with the API's refusal. Resolves false when the values break a rule. */
  save: (values: V) => Promise<boolean>;
  saving: boolean;
  onDone: () => void;
  /** The form, when the caller watches its fields (e.g. the chosen client). */
  form?: FormInstance<V>;
  onValuesChange?: (changed: Partial<V>) => void;
  /** Fields of the identification section after the name (the client, a sector's department). */
  extraIdentification: (label: (name: string, text: ReactNode) => ReactNode) => ReactNode;
};

/**
 * The company form of a register page: every Company field of the kind, 'Salvar' once at a time, the
 * success toast ('Setor criado com sucesso!'), and the API's refusals under their fields.
 */
export function CompanyRecordForm<V extends CompanyFormValues>({
  title,
  kind,
  stored,
  initialValues,
  save,
  saving,
  onDone,
  form: given,
  onValuesChange,
  extraIdentification,
}: CompanyRecordFormProps<V>) {
  const toast = useToast();
  const [form] = Form.useForm<V>(given);
  const { onFieldsChange, label, sync } = useErrorLabels();
  const submitting = useRef(false);

  const submit = async (values: V) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      if (!(await save(values))) return;
      toast.success(`${title} ${stored ? 'atualizado' : 'criado'} com sucesso!`);
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
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFieldsChange={onFieldsChange}
      onValuesChange={(changed: Partial<V>) => onValuesChange?.(changed)}
      onFinish={submit}
      scrollToFirstError={{ block: 'center' }}
    >
      <CompanyFields
        kind={kind}
        label={label}
        showActive={Boolean(stored)}
        extraIdentification={extraIdentification(label)}
      />
      <Flex justify="end" gap="small">
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
      </Flex>
    </Form>
  );
}
