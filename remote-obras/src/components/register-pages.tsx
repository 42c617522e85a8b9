import type { DataTableColumn } from '@gp/shared-ui';
import { Field } from '@gp/shared-ui';
import {
  AtivoFilter,
  ChoiceFilter,
  type ListPageTexts,
  type Noun,
  RecordForm,
  RecordPage,
  RecordStatusButton,
  RegisterListPage,
  useRecordRoute,
} from '@gp/shared-ui/list';
import type { RegisterApi } from '@gp/shared-ui/remote';
import { Card, Col, Form, type FormInstance, Row } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type * as v from 'valibot';
import type { ObrasRegister } from '../paths.js';
import {
  ClientFilter,
  StatusAction,
  useList,
  useRecord,
  useRemote,
  useStatusCall,
} from '../session/remote-context.js';
import { ObraLink, obraColumn } from './columns.js';
import { ObraFilter, ObraSelect } from './lookup-selects.js';
import { RecordFilesCard, type RecordFilesSpec } from './record-files.js';
import { formToBody, recordToValues } from './register-api.js';

/** A record of a work (docs/domain.md, "Obras"): its work, its active flag and why it was deactivated. */
export type WorkRecord = {
  id: string;
  cliente_id: string;
  obra: { id: string; numero: string; objeto: string };
  ativo: boolean;
  motivo: string | null;
  updated_at: string;
};

/** What a register of a work is: its address, its calls and schemas, its names. */
export type RegisterSpec<T extends WorkRecord> = Noun & {
  register: ObrasRegister;
  calls: RegisterApi<T>;
  item: v.GenericSchema;
  /** How a record reads in a title or a dialog: 'Medição 3', 'LO 123/2025'. */
  describe: (record: T) => string;
  /** The list's file name, `{file}-{date}.csv` ('medicoes'). */
  file: string;
  /** The register keeps files (photos, documents): the edit page shows them and takes more. */
  files?: RecordFilesSpec;
};

/**
 * A filter of a register's list by one of its fields (its tipo, its situação): the field's URL
 * parameter (the API's name), the filter's label and empty text, the choices, and a width when its
 * labels are long.
 */
export type RegisterChoice = {
  param: string;
  label: string;
  placeholder: string;
  labels: Record<string, string>;
  width?: number;
};

/** The 'Tipo' filter of a register whose records have a type (medição, licença, ART, acompanhamento). */
export const tipoChoice = (labels: Record<string, string>, width?: number): RegisterChoice => ({
  param: 'tipo',
  label: 'Tipo',
  placeholder: 'Todos os tipos',
  labels,
  ...(width ? { width } : {}),
});

/** The URL filters every register's list passes on: its own, the work, active, the client. */
const COMMON_FILTERS = ['obra_id', 'ativo', { param: 'clientId', as: 'cliente_id' }] as const;
const SORTS = ['data', 'numero', 'created_at'] as const;

/**
 * The list page of a work's register on the kit's `RegisterListPage` (docs/decisions/039-the-register-kit.md):
 * server pages, the search, the work, the register's own choice filters, active or not and (support) the
 * client, and 'Exportar' with those filters; each row opens the record's page and (de)activates it.
 */
export function WorkRegisterListPage<T extends WorkRecord>({
  spec,
  texts,
  choices,
  columns,
}: {
  spec: RegisterSpec<T>;
  texts: ListPageTexts;
  /** The register's own filters, beside the work's and the common ones, in this order. */
  choices: readonly RegisterChoice[];
  columns: DataTableColumn<T>[];
}) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const list = useList({
    resource: spec.register,
    request: spec.calls.list,
    filters: [...choices.map((choice) => choice.param), ...COMMON_FILTERS],
    sorts: SORTS,
    exportar: { path: spec.calls.path, name: spec.file },
  });
  const status = useStatusCall(spec.calls.path, spec.item, [spec.register, 'obra']);
  const obraId = list.params.get('obra_id');
  const all = useMemo<DataTableColumn<T>[]>(() => [obraColumn<T>(), ...columns], [columns]);
  return (
    <RegisterListPage<T>
      {...texts}
      onCreate={() => navigate(paths.create(spec.register, obraId))}
      list={list}
      columns={all}
      active={(r) => r}
      edit={{
        what: (r) => `${spec.noun} ${spec.describe(r)}`,
        open: (r) => navigate(paths.edit(spec.register, r.id)),
      }}
      actions={{
        count: 1,
        render: (r) => (
          <StatusAction<T>
            noun={spec.noun}
            feminine={spec.feminine}
            record={r}
            describe={spec.describe}
            label={`${spec.noun} ${spec.describe(r)}`}
            save={(body) => status.mutateAsync(body)}
          />
        ),
      }}
      filters={
        <>
          <ObraFilter list={list} />
          {choices.map((choice) => (
            <ChoiceFilter key={choice.param} list={list} {...choice} />
          ))}
          <AtivoFilter list={list} feminine={spec.feminine} label="Ativo" />
          <ClientFilter list={list} clears={['obra_id']} />
        </>
      }
    />
  );
}

/**
 * The `/criar` and `/editar?id=` page of a work's register, on the kit's `RecordPage` and `RecordForm`: the work (chosen on create, fixed after),
 * the register's fields, the shared schema before the call, and the status button on edit; on edit, the
 * record's files when the register keeps them.
 */
export function RegisterFormPage<T extends WorkRecord>({
  spec,
  create,
  update,
  fields,
  dates = [],
  defaults = {},
  toValues,
  children,
}: {
  spec: RegisterSpec<T>;
  create: v.GenericSchema;
  update: v.GenericSchema;
  /** The body's fields the form edits, read from the record on edit. */
  fields: readonly string[];
  dates?: readonly string[];
  /** A new record's values. */
  defaults?: Record<string, unknown>;
  /** The record as the form shows it, when it differs from its fields (masks). */
  toValues?: (record: T) => Record<string, unknown>;
  children: (form: FormInstance<Record<string, unknown>>, record: T | null) => ReactNode;
}) {
  const { paths, session } = useRemote();
  const navigate = useNavigate();
  const route = useRecordRoute();
  const [query] = useSearchParams();
  const obraId = query.get('obra_id');
  const back = () => navigate(paths.list(spec.register, obraId));
  const record = useRecord({ resource: spec.register, id: route.id, fetch: spec.calls.get, fresh: true });
  const save = spec.calls.useSave();
  const status = useStatusCall(spec.calls.path, spec.item, [spec.register, 'obra']);
  return (
    <RecordPage<T>
      noun={spec.noun}
      feminine={spec.feminine}
      route={route}
      query={record}
      onBack={back}
      describe={spec.describe}
      active={(r) => r}
      extra={(r) => [
        <RecordStatusButton<T>
          key="status"
          noun={spec.noun}
          feminine={spec.feminine}
          record={r}
          describe={spec.describe}
          userId={session.user?.id ?? null}
          save={(body) => status.mutateAsync(body)}
        />,
      ]}
    >
      {(stored) => (
        <>
          <RecordForm<Record<string, unknown>, T>
            noun={spec.noun}
            feminine={spec.feminine}
            key={stored?.updated_at ?? 'new'}
            record={stored}
            idOf={(r) => r.id}
            onCancel={back}
            initialValues={
              stored
                ? (toValues?.(stored) ?? recordToValues(stored, fields, dates))
                : { ...defaults, obra_id: obraId ?? undefined }
            }
            toBody={(values) =>
              stored
                ? formToBody(update, { ...values, id: stored.id }, dates)
                : formToBody(create, values, dates)
            }
            save={(request) => save.mutateAsync(request)}
            saving={save.isPending}
          >
            {(form) => (
              <Card size="small" style={{ marginBottom: 16 }}>
                <Row gutter={16}>
                  {stored ? (
                    <Col span={24}>
                      <Form.Item label="Obra">
                        <ObraLink obra={stored.obra} />
                      </Form.Item>
                    </Col>
                  ) : (
                    <Field name="obra_id" text="Obra" span={24} required="Informe a obra.">
                      <ObraSelect />
                    </Field>
                  )}
                  {children(form, stored)}
                </Row>
              </Card>
            )}
          </RecordForm>
          {stored && spec.files ? (
            <RecordFilesCard
              register={spec.register}
              path={spec.calls.path}
              record={stored}
              files={spec.files}
            />
          ) : null}
        </>
      )}
    </RecordPage>
  );
}

/** The work chosen in a new record's form, to show what it allows (the medição's balance). */
export const useChosenObra = (form: FormInstance<Record<string, unknown>>) =>
  Form.useWatch('obra_id', form) as string | undefined;
