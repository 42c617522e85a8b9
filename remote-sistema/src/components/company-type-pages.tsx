import type { Company, CompanyListItem } from '@gp/shared-contracts';
import type { DataTableColumn, LabelFn } from '@gp/shared-ui';
import {
  type ListPageTexts,
  RecordForm,
  RecordPage,
  RegisterListPage,
  useListQuery,
  useRecordRoute,
} from '@gp/shared-ui/list';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Card, Col, Form } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClientFilter, ClientSelect, useRemote } from '../session/remote-context.js';
import { withClient } from './client-select.js';
import {
  clientColumn,
  companyRecordTexts,
  type SaveCompany,
  saveCompanyRequest,
  useCompanyList,
} from './companies-api.js';
import { CompanyFields } from './company-fields.js';
import { type CompanyFormValues, companyToFormValues, toCompanyBody } from './company-form.js';

/**
 * Departamentos and Setores: the same `empresas` table with another type (docs/domain.md, "Organização e
 * acesso"), so one list and one record page serve both, each feature giving its type, texts and the
 * fields that are its own (a sector's department).
 */
export type CompanyType = {
  /** The company kind of the shared schemas, the area's resource (also the access key) and the route. */
  kind: 'department' | 'sector';
  resource: 'departments' | 'sectors';
  path: 'secretarias' | 'setores';
  /** 'departamento' / 'Departamento': 'Adicionar {noun}', '{Title} criado com sucesso!'. */
  noun: string;
  title: string;
};

type CompanyTypeListProps = {
  type: CompanyType;
  texts: ListPageTexts;
  /** The type's columns around 'Nome', given the 'Cliente' column shown to support only (or none). */
  columns: (client: DataTableColumn<CompanyListItem>[]) => DataTableColumn<CompanyListItem>[];
};

/**
 * /app/sistema/{secretarias|setores}: support (narrowing by client) or a location allowed the type sees
 * the companies of that type of its client, on the kit's `RegisterListPage`.
 */
export function CompanyTypeList({ type, texts, columns }: CompanyTypeListProps) {
  const { access } = useRemote();
  const { list, isSupport, open } = useCompanyList(type.resource, type.path);
  const can = access[type.resource];
  return (
    <RegisterListPage<CompanyListItem>
      {...texts}
      list={list}
      columns={[
        { title: 'Nome', dataIndex: 'name', main: true },
        ...columns(isSupport ? [clientColumn] : []),
      ]}
      active={(company) => ({ ativo: company.active })}
      onCreate={can.create && (() => open('criar'))}
      edit={
        can.update && {
          what: (company) => `${type.noun} ${company.name}`,
          open: (company) => open(`editar?id=${company.id}`),
        }
      }
      filters={isSupport ? <ClientFilter list={list} /> : null}
    />
  );
}

/** The form's values: the company's, and the client support chooses for a new one. */
type CompanyTypeValues = CompanyFormValues & { rootId?: string };

type CompanyTypeFormProps = {
  type: CompanyType;
  /** The feature's calls: one company of the type, and its save. */
  useDetail: (id: string | undefined) => UseQueryResult<Company>;
  useSave: () => UseMutationResult<Company, Error, SaveCompany>;
  /** The message under support's 'Cliente' left empty. */
  clientRequired: string;
  /** The identification fields of the type after 'Cliente', given support's chosen client (if any). */
  extraFields?: (props: {
    record: Company | null;
    clientId: string | undefined;
    label: LabelFn;
  }) => ReactNode;
  /** The fields that belong to one client, emptied when support changes the client. */
  clears?: (keyof CompanyTypeValues)[];
};

/**
 * /app/sistema/{secretarias|setores}/criar and /editar?id=, on the register kit
 * (docs/decisions/039-the-register-kit.md): every Company field, with the type's own. Support chooses the
 * client of a new company; anyone else creates in the client of the location. Saving goes back to the
 * list, with support's client.
 */
export function CompanyTypeFormPage(props: CompanyTypeFormProps) {
  const { type, useDetail } = props;
  const { basePath } = useRemote();
  const navigate = useNavigate();
  const { clientId } = useListQuery();
  const route = useRecordRoute();
  const detail = useDetail(route.id ?? undefined);
  const back = () => navigate(withClient(`${basePath}/${type.path}`, clientId));
  const texts = companyRecordTexts(type.noun, type.title);

  return (
    <RecordPage<Company>
      noun={type.noun}
      titles={texts.titles}
      notFound={texts.notFound}
      route={route}
      query={detail}
      onBack={back}
    >
      {(record) => (
        <Card>
          <CompanyTypeForm {...props} record={record} initialClientId={clientId} onDone={back} />
        </Card>
      )}
    </RecordPage>
  );
}

type CompanyTypeFormInnerProps = CompanyTypeFormProps & {
  record: Company | null;
  initialClientId: string | undefined;
  onDone: () => void;
};

function CompanyTypeForm(props: CompanyTypeFormInnerProps) {
  const { type, record, initialClientId, onDone, clientRequired, extraFields, clears = [] } = props;
  const { session } = useRemote();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const save = props.useSave();
  const texts = companyRecordTexts(type.noun, type.title);
  const [form] = Form.useForm<CompanyTypeValues>();
  const chosenClient = Form.useWatch('rootId', form);
  // Only support chooses; the API puts anyone else's company in the client of the location.
  const clientId = isSupport ? (record?.rootId ?? chosenClient) : undefined;

  const fields = (label: LabelFn) => (
    <>
      {isSupport ? (
        <Col xs={24} md={12}>
          <Form.Item
            name="rootId"
            label={label('rootId', 'Cliente')}
            required
            rules={[{ required: true, message: clientRequired }]}
          >
            <ClientSelect disabled={Boolean(record)} />
          </Form.Item>
        </Col>
      ) : null}
      {extraFields?.({ record, clientId, label })}
    </>
  );

  return (
    <RecordForm<CompanyTypeValues, Company>
      noun={type.noun}
      record={record}
      idOf={(company) => company.id}
      initialValues={
        record
          ? { ...companyToFormValues(record), rootId: record.rootId ?? undefined }
          : { rootId: initialClientId }
      }
      form={form}
      onValuesChange={(changed) => {
        if ('rootId' in changed && clears.length > 0) form.resetFields(clears);
      }}
      toBody={({ rootId: _root, ...values }) => {
        const body = toCompanyBody(type.kind, values, record ?? undefined);
        if (!body) return null;
        return {
          body: record
            ? body
            : {
                ...body,
                is_cliente: false,
                is_secretaria: type.kind === 'department',
                is_setor: type.kind === 'sector',
                rootId: clientId,
              },
        };
      }}
      save={saveCompanyRequest(save)}
      saving={save.isPending}
      onCancel={onDone}
      afterSave={onDone}
      done={texts.done}
    >
      {(_form, label) => (
        <CompanyFields
          kind={type.kind}
          label={label}
          showActive={Boolean(record)}
          extraIdentification={fields(label)}
        />
      )}
    </RecordForm>
  );
}
