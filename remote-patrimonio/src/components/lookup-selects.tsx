import { formatCpfCnpj } from '@gp/shared-contracts';
import { useSettled } from '@gp/shared-ui';
import { CLIENT_PARAM, type ListQuery } from '@gp/shared-ui/list';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Select, type SelectProps, Typography } from 'antd';
import type { KyInstance } from 'ky';
import { useState } from 'react';
import { keys } from '../query-keys.js';
import { useRemote } from '../session/remote-context.js';
import {
  getFornecedorRef,
  getNcmRef,
  listClientOptions,
  searchFornecedores,
  searchNcm,
} from './lookup-api.js';

type LookupProps = Omit<SelectProps<string>, 'options' | 'onSearch' | 'filterOption' | 'showSearch'>;

type Option = { value: string; label: string };

/** Options found, plus the selected one (fetched by id) so a stored value always shows its name. */
function withSelected(found: Option[] | undefined, selected: Option | undefined): Option[] {
  const list = found ?? [];
  return selected && !list.some((o) => o.value === selected.value) ? [selected, ...list] : list;
}

const common = {
  showSearch: true,
  filterOption: false,
  allowClear: true,
  notFoundContent: 'Nenhum item encontrado...',
} as const;

/** A supplier by razão social, nome fantasia or CPF/CNPJ (GET /patrimonio/fornecedor?search=). */
export function FornecedorSelect({ onlyActive = true, ...props }: LookupProps & { onlyActive?: boolean }) {
  return (
    <LookupSelect<{ id: string; razao_social: string; cpf_cnpj: string }>
      {...props}
      lookup={['fornecedores', onlyActive]}
      search={(api, text) => searchFornecedores(api, text, onlyActive)}
      get={getFornecedorRef}
      toOption={(f) => ({ value: f.id, label: `${f.razao_social} (${formatCpfCnpj(f.cpf_cnpj)})` })}
      placeholder="Busque por nome ou CPF/CNPJ"
    />
  );
}

/** An NCM reference by code or description (GET /refncm?search=). */
export function NcmSelect({ clienteId, ...props }: LookupProps & { clienteId: string | null }) {
  return (
    <LookupSelect<{ id: string; codigo: string; descricao: string }>
      {...props}
      lookup={['ncm', clienteId]}
      search={(api, text) => searchNcm(api, text, clienteId)}
      get={getNcmRef}
      toOption={(n) => ({
        value: n.id,
        label: `${n.codigo.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3')} — ${n.descricao}`,
      })}
      placeholder="Busque por código ou descrição"
    />
  );
}

type LookupSelectProps<T> = LookupProps & {
  /** What is searched and with which narrowing, for the query key, e.g. `['ncm', clienteId]`. */
  lookup: readonly unknown[];
  search: (api: KyInstance, text: string) => Promise<T[]>;
  /** The selected record by id, so a stored value shows its name before any search. */
  get: (api: KyInstance, id: string) => Promise<T>;
  toOption: (item: T) => Option;
};

/** A select that searches the API as the user types (settled), keeping the selected record's name. */
function LookupSelect<T>({ lookup, search, get, toOption, value, ...props }: LookupSelectProps<T>) {
  const { api, localId } = useRemote();
  const [text, setText] = useState('');
  const settled = useSettled(text);
  const found = useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), ...lookup, settled],
    queryFn: () => search(api, settled),
    staleTime: 30_000,
  });
  const selected = useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), lookup[0], 'item', value ?? ''],
    queryFn: () => get(api, value ?? ''),
    enabled: typeof value === 'string' && value !== '',
    staleTime: 60_000,
  });
  return (
    <Select<string>
      {...common}
      {...props}
      value={value}
      loading={found.isFetching}
      onSearch={setText}
      options={withSelected(found.data?.map(toOption), selected.data ? toOption(selected.data) : undefined)}
    />
  );
}

/**
 * The client a support location works on (support acts on every client of its application and
 * chooses the client where a screen asks, docs/domain.md "Organização e acesso"). Not shown to anyone else.
 */
export function ClientSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { api, localId } = useRemote();
  const clients = useQuery({
    queryKey: keys.resource(localId, 'clients'),
    queryFn: () => listClientOptions(api),
    staleTime: 5 * 60_000,
  });
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      placeholder={clients.isPending ? 'Carregando...' : 'Selecione um cliente'}
      notFoundContent={clients.isPending ? 'Carregando...' : 'Nenhum item encontrado...'}
      loading={clients.isPending}
      options={clients.data?.map((c) => ({ value: c.id, label: c.name }))}
      {...props}
    />
  );
}

type ClientFilterProps = Omit<SelectProps<string>, 'options' | 'value' | 'onChange'> & {
  list: ListQuery;
  /** Filters that belong to one client and are cleared when the client changes. */
  clears?: readonly string[];
};

/** The client a support user narrows a list to, kept in the URL as `clientId` like every list. */
export function ClientFilter({ list, clears = [], ...props }: ClientFilterProps) {
  return (
    <ClientSelect
      allowClear
      style={{ minWidth: 260 }}
      {...props}
      value={list.clientId}
      onChange={(value) =>
        list.set({ [CLIENT_PARAM]: value ?? null, ...Object.fromEntries(clears.map((key) => [key, null])) })
      }
    />
  );
}

/** The card above a list where support chooses the client the list shows ('Todos os clientes' when none). */
export function ClientCard({ list, clears }: { list: ListQuery; clears?: readonly string[] }) {
  return (
    <Card size="small">
      <Flex gap="small" align="center" wrap>
        <Typography.Text>Cliente</Typography.Text>
        <ClientFilter
          list={list}
          clears={clears}
          aria-label="Cliente"
          placeholder="Todos os clientes"
          style={{ minWidth: 260, maxWidth: '100%' }}
        />
      </Flex>
    </Card>
  );
}
