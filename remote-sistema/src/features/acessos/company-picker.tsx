import { Flex, Select } from 'antd';
import { useClientOptions } from '../../session/remote-context.js';
import type { AccessCompany } from './access-company.js';
import { useUnits } from './api.js';

export type Office = { id: string; name: string };

type CompanyPickerProps = {
  value?: AccessCompany;
  onChange?: (company: AccessCompany) => void;
  /** Support's own office, where support accesses are given (it is not one of the clients). */
  office: Office | null;
  disabled?: boolean;
};

const NOT_FOUND = 'Nenhum item encontrado...';

/**
 * Where an access is: a client (or the support office) and, optionally, one of the client's departments
 * or sectors. Choosing another client clears the unit.
 */
export function CompanyPicker({ value = {}, onChange, office, disabled }: CompanyPickerProps) {
  const clients = useClientOptions();
  const isOffice = Boolean(office && value.clientId === office.id);
  const units = useUnits(value.clientId, !isOffice);

  const clientOptions = [
    ...(office ? [{ value: office.id, label: `${office.name} (suporte)` }] : []),
    ...(clients.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const unitOptions = [
    {
      label: 'Departamentos',
      options: (units.data ?? [])
        .filter((u) => u.kind === 'department')
        .map((u) => ({ value: u.id, label: u.name })),
    },
    {
      label: 'Setores',
      options: (units.data ?? [])
        .filter((u) => u.kind === 'sector')
        .map((u) => ({ value: u.id, label: u.department ? `${u.name} · ${u.department}` : u.name })),
    },
  ].filter((group) => group.options.length > 0);

  return (
    <Flex gap="small" wrap style={{ maxWidth: '100%' }}>
      <Select<string>
        aria-label="Cliente"
        showSearch
        optionFilterProp="label"
        disabled={disabled}
        style={{ width: 280, maxWidth: '100%' }}
        placeholder={clients.isPending ? 'Carregando...' : 'Selecione um cliente'}
        loading={clients.isPending}
        notFoundContent={clients.isPending ? 'Carregando...' : NOT_FOUND}
        options={clientOptions}
        value={value.clientId}
        onChange={(clientId) => onChange?.({ clientId, unitId: undefined })}
      />
      <Select<string>
        aria-label="Departamento ou setor"
        showSearch
        allowClear
        optionFilterProp="label"
        disabled={disabled || !value.clientId || isOffice}
        style={{ width: 280, maxWidth: '100%' }}
        placeholder={units.isFetching ? 'Carregando...' : 'O próprio cliente'}
        loading={units.isFetching}
        notFoundContent={units.isFetching ? 'Carregando...' : NOT_FOUND}
        options={unitOptions}
        value={value.unitId}
        onChange={(unitId) => onChange?.({ clientId: value.clientId, unitId })}
      />
    </Flex>
  );
}
