import { COMPANY_MESSAGES, type Company, SectorBodySchema } from '@gp/shared-contracts';
import { type LabelFn, valibotRule } from '@gp/shared-ui';
import { RecordForm, RecordPage, useListQuery, useRecordRoute } from '@gp/shared-ui/list';
import { Card, Col, Form, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { withClient } from '../../components/client-select.js';
import { companyRecordTexts, saveCompanyRequest } from '../../components/companies-api.js';
import { CompanyFields } from '../../components/company-fields.js';
import { type CompanyFormValues, companyToFormValues, toCompanyBody } from '../../components/company-form.js';
import { ClientSelect, useClientOptions, useRemote } from '../../session/remote-context.js';
import { useDepartmentOptions, useSaveSector, useSector } from './api.js';

type SectorFormValues = CompanyFormValues & { clientId?: string };

const parentRule = valibotRule(SectorBodySchema.entries.parentId);
const NOUN = { noun: 'setor' };
const TEXTS = companyRecordTexts('setor', 'Setor');

/**
 * /app/sistema/setores/criar and /editar?id=, on the register kit (docs/decisions/039-the-register-kit.md):
 * a sector and its department (required), every Company field besides. Support first chooses the client
 * whose departments are offered. Saving goes back to the list, with support's client.
 */
export function SetorFormPage() {
  const { basePath } = useRemote();
  const navigate = useNavigate();
  const { clientId } = useListQuery();
  const route = useRecordRoute();
  const detail = useSector(route.id ?? undefined);
  const back = () => navigate(withClient(`${basePath}/setores`, clientId));

  return (
    <RecordPage<Company>
      {...NOUN}
      titles={TEXTS.titles}
      notFound={TEXTS.notFound}
      route={route}
      query={detail}
      onBack={back}
    >
      {(sector) => (
        <Card>
          <SectorForm sector={sector} initialClientId={clientId} onDone={back} />
        </Card>
      )}
    </RecordPage>
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

  const fields = (label: LabelFn) => (
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
    <RecordForm<SectorFormValues, Company>
      {...NOUN}
      record={sector}
      idOf={(s) => s.id}
      initialValues={
        sector
          ? { ...companyToFormValues(sector), clientId: sector.rootId ?? undefined }
          : { clientId: initialClientId }
      }
      form={form}
      onValuesChange={(changed) => {
        if ('clientId' in changed) form.resetFields(['parentId']);
      }}
      toBody={({ clientId: _client, ...values }) => {
        const body = toCompanyBody('sector', values, sector ?? undefined);
        if (!body) return null;
        return {
          body: sector
            ? body
            : {
                ...body,
                is_setor: true,
                is_cliente: false,
                is_secretaria: false,
                rootId: clientId ?? undefined,
              },
        };
      }}
      save={saveCompanyRequest(save)}
      saving={save.isPending}
      onCancel={onDone}
      afterSave={onDone}
      done={TEXTS.done}
    >
      {(_form, label) => (
        <CompanyFields
          kind="sector"
          label={label}
          showActive={Boolean(sector)}
          extraIdentification={fields(label)}
        />
      )}
    </RecordForm>
  );
}
