import { formatCpfCnpj } from '@gp/shared-contracts';
import { CLIENT_PARAM, type ListQuery } from '@gp/shared-ui/list';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Select, type SelectProps, Typography } from 'antd';
import { useEffect, useState } from 'react';
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

/** The text typed in a searching select, settled for 300 ms before it is asked of the API. */
function useSettled(text: string, ms = 300) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

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
export function FornecedorSelect({
  onlyActive = true,
  value,
  ...props
}: LookupProps & { onlyActive?: boolean }) {
  const { api, localId } = useRemote();
  const [text, setText] = useState('');
  const search = useSettled(text);
  const found = useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), 'fornecedores', search, onlyActive],
    queryFn: () => searchFornecedores(api, search, onlyActive),
    staleTime: 30_000,
  });
  const selected = useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), 'fornecedor', value ?? ''],
    queryFn: () => getFornecedorRef(api, value ?? ''),
    enabled: typeof value === 'string' && value !== '',
    staleTime: 60_000,
  });
  const toOption = (f: { id: string; razao_social: string; cpf_cnpj: string }) => ({
    value: f.id,
    label: `${f.razao_social} (${formatCpfCnpj(f.cpf_cnpj)})`,
  });
  return (
    <Select<string>
      {...common}
      placeholder="Busque por nome ou CPF/CNPJ"
      {...props}
      value={value}
      loading={found.isFetching}
      onSearch={setText}
      options={withSelected(found.data?.map(toOption), selected.data ? toOption(selected.data) : undefined)}
    />
  );
}

/** An NCM reference by code or description (GET /refncm?search=). */
export function NcmSelect({ clienteId, value, ...props }: LookupProps & { clienteId: string | null }) {
  const { api, localId } = useRemote();
  const [text, setText] = useState('');
  const search = useSettled(text);
  const found = useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), 'ncm', search, clienteId],
    queryFn: () => searchNcm(api, search, clienteId),
    staleTime: 30_000,
  });
  const selected = useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), 'ncm-item', value ?? ''],
    queryFn: () => getNcmRef(api, value ?? ''),
    enabled: typeof value === 'string' && value !== '',
    staleTime: 60_000,
  });
  const toOption = (n: { id: string; codigo: string; descricao: string }) => ({
    value: n.id,
    label: `${n.codigo.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3')} — ${n.descricao}`,
  });
  return (
    <Select<string>
      {...common}
      placeholder="Busque por código ou descrição"
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
