import { COMPANY_MESSAGES, type Company, SectorBodySchema } from '@gp/shared-contracts';
import { type LabelFn, valibotRule } from '@gp/shared-ui';
import { Col, Form, Select } from 'antd';
import { CompanyTypeFormPage } from '../../components/company-type-pages.js';
import { useClientOptions, useRemote } from '../../session/remote-context.js';
import { useDepartmentOptions, useSaveSector, useSector } from './api.js';
import { SECTOR_TYPE } from './sector-type.js';

const parentRule = valibotRule(SectorBodySchema.entries.parentId);

/**
 * /app/sistema/setores/criar and /editar?id=: a sector and its department (required), every Company
 * field besides; support first chooses the client whose departments are offered
 * (components/company-type-pages.tsx).
 */
export function SetorFormPage() {
  return (
    <CompanyTypeFormPage
      type={SECTOR_TYPE}
      useDetail={useSector}
      useSave={useSaveSector}
      clientRequired={COMPANY_MESSAGES.rootRequired}
      extraFields={(props) => <DepartmentField {...props} />}
      clears={['parentId']}
    />
  );
}

type DepartmentFieldProps = { record: Company | null; clientId: string | undefined; label: LabelFn };

/** 'Departamento': the active departments of the client (and the sector's own, even inactive). */
function DepartmentField({ record, clientId: chosenClient, label }: DepartmentFieldProps) {
  const { session } = useRemote();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const clients = useClientOptions();
  // Anyone but support works in the one client of the location.
  const clientId = isSupport ? chosenClient : clients.data?.[0]?.id;
  const departments = useDepartmentOptions(clientId ?? undefined);
  const options = departments.data
    ?.filter((d) => d.active || d.id === record?.parentId)
    .map((d) => ({ value: d.id, label: d.active ? d.name : `${d.name} (inativo)` }));

  return (
    <Col xs={24} md={12}>
      <Form.Item name="parentId" label={label('parentId', 'Departamento')} required rules={[parentRule]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={options}
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
  );
}
