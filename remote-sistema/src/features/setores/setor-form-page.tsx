import { COMPANY_MESSAGES, type Company, SectorBodySchema } from '@gp/shared-contracts';
import { valibotRule } from '@gp/shared-ui';
import { readUuidParam, useListQuery } from '@gp/shared-ui/list';
import { Col, Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { withClient } from '../../components/client-select.js';
import { type CompanyFormValues, companyToFormValues, toCompanyBody } from '../../components/company-form.js';
import { CompanyRecordForm, CompanyRecordPage } from '../../components/company-record.js';
import { ClientSelect, useClientOptions, useRemote } from '../../session/remote-context.js';
import { useDepartmentOptions, useSaveSector, useSector } from './api.js';

type SectorFormValues = CompanyFormValues & { clientId?: string };

const parentRule = valibotRule(SectorBodySchema.entries.parentId);
const NOUN = { noun: 'setor', title: 'Setor' };

/**
 * /app/sistema/setores/criar and /editar?id=: a sector and its department (required), every Company
 * field besides. Support first chooses the client whose departments are offered.
 */
export function SetorFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { basePath } = useRemote();
  const navigate = useNavigate();
  const { params, clientId } = useListQuery();
  const editId = readUuidParam(params, 'id');
  const detail = useSector(mode === 'edit' ? editId : undefined);
  const back = () => navigate(withClient(`${basePath}/setores`, clientId));

  return (
    <CompanyRecordPage {...NOUN} mode={mode} editId={editId} detail={detail} onBack={back}>
      {(sector) => <SectorForm sector={sector} initialClientId={clientId} onDone={back} />}
    </CompanyRecordPage>
  );
}

type SectorFormProps = { sector: Company | null; initialClientId: string | undefined; onDone: () => void };

function SectorForm({ sector, initialClientId, onDone }: SectorFormProps) {
  const { session } = useRemote();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const save = useSaveSector();
  const clients = useClientOptions();
  const [form] = Form.useForm<SectorFormValues>();
  const chosenClient = Form.useWatch('clientId', form);
  // Anyone but support works in the one client of the location.
  const clientId = isSupport ? (sector?.rootId ?? chosenClient) : clients.data?.[0]?.id;
  const departments = useDepartmentOptions(clientId ?? undefined);

  const departmentOptions = departments.data
    ?.filter((d) => d.active || d.id === sector?.parentId)
    .map((d) => ({ value: d.id, label: d.active ? d.name : `${d.name} (inativo)` }));

  const fields = (label: (name: string, text: ReactNode) => ReactNode) => (
    <>
      {isSupport ? (
        <Col xs={24} md={12}>
          <Form.Item
            name="clientId"
            label={label('clientId', 'Cliente')}
            required
            rules={[{ required: true, message: COMPANY_MESSAGES.rootRequired }]}
          >
            <ClientSelect disabled={Boolean(sector)} />
          </Form.Item>
        </Col>
      ) : null}
      <Col xs={24} md={12}>
        <Form.Item name="parentId" label={label('parentId', 'Departamento')} required rules={[parentRule]}>
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
  );

  return (
    <CompanyRecordForm<SectorFormValues>
      {...NOUN}
      kind="sector"
      stored={sector}
      initialValues={
        sector
          ? { ...companyToFormValues(sector), clientId: sector.rootId ?? undefined }
          : { clientId: initialClientId }
      }
      saving={save.isPending}
      onDone={onDone}
      form={form}
      onValuesChange={(changed) => {
        if ('clientId' in changed) form.resetFields(['parentId']);
      }}
      save={async ({ clientId: _client, ...values }) => {
        const body = toCompanyBody('sector', values, sector ?? undefined);
        if (!body) return false;
        if (sector) await save.mutateAsync({ mode: 'edit', id: sector.id, body });
        else
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
        return true;
      }}
      extraIdentification={fields}
    />
  );
}
