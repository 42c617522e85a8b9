import { formatCpfCnpj, type Obra } from '@gp/shared-contracts';
import { useSettled } from '@gp/shared-ui';
import { CLIENT_PARAM, type ListQuery } from '@gp/shared-ui/list';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import type { KyInstance } from 'ky';
import { useState } from 'react';
import { keys } from '../query-keys.js';
import { useRemote } from '../session/remote-context.js';
import {
  getFornecedorRef,
  getObraRef,
  listClientOptions,
  listSecretarias,
  searchFornecedores,
  searchObras,
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

/** How a work reads in a picker and in the lists: "12/2025 — Reforma da escola". */
export const obraLabel = (o: Pick<Obra, 'numero' | 'objeto'>) => `${o.numero} — ${o.objeto}`;

/** A work by número or objeto (GET /obras/obra?search=), of one client when `clienteId` is given. */
export function ObraSelect({ clienteId, ...props }: LookupProps & { clienteId?: string | null }) {
  return (
    <LookupSelect<Obra>
      placeholder="Busque pelo número ou objeto da obra"
      {...props}
      lookup={['obras', clienteId ?? null]}
      search={(api, text) => searchObras(api, text, clienteId)}
      get={getObraRef}
      toOption={(o) => ({ value: o.id, label: obraLabel(o) })}
    />
  );
}

/** The contracted company, by razão social or CPF/CNPJ (GET /patrimonio/fornecedor?search=). */
export function FornecedorSelect(props: LookupProps) {
  return (
    <LookupSelect<{ id: string; razao_social: string; cpf_cnpj: string }>
      placeholder="Busque por nome ou CPF/CNPJ"
      {...props}
      lookup={['fornecedores']}
      search={searchFornecedores}
      get={getFornecedorRef}
      toOption={(f) => ({ value: f.id, label: `${f.razao_social} (${formatCpfCnpj(f.cpf_cnpj)})` })}
    />
  );
}

type LookupSelectProps<T> = LookupProps & {
  /** What is searched and with which narrowing, for the query key. */
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

/** The secretarias of the work's client (GET /empresas/secretarias/byempresa/{id}); empty until a client. */
export function SecretariaSelect({ clienteId, ...props }: LookupProps & { clienteId: string | null }) {
  const { api, localId } = useRemote();
  const secretarias = useQuery({
    queryKey: [...keys.resource(localId, 'lookup'), 'secretarias', clienteId],
    queryFn: () => listSecretarias(api, clienteId ?? ''),
    enabled: Boolean(clienteId),
    staleTime: 5 * 60_000,
  });
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      allowClear
      notFoundContent={clienteId ? 'Nenhum item encontrado...' : 'Escolha antes o cliente'}
      placeholder="Selecione a secretaria"
      loading={secretarias.isFetching}
      options={secretarias.data?.map((s) => ({ value: s.id, label: s.name }))}
      {...props}
    />
  );
}

/**
 * The client a support location works on (support acts on every client of its application and chooses
 * the client where a screen asks, docs/domain.md "Organização e acesso").
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

/**
 * The client a support user narrows a list to, kept in the URL as `clientId` like every list; the
 * filters that belong to one client (the work, a secretaria) are dropped when it changes.
 */
export function ClientFilter({
  list,
  clears = ['obra_id'],
}: {
  list: ListQuery;
  clears?: readonly string[];
}) {
  return (
    <ClientSelect
      allowClear
      aria-label="Cliente"
      placeholder="Todos os clientes"
      style={{ minWidth: 220, maxWidth: '100%' }}
      value={list.clientId}
      onChange={(value) =>
        list.set({ [CLIENT_PARAM]: value ?? null, ...Object.fromEntries(clears.map((key) => [key, null])) })
      }
    />
  );
}

/** The work a register's list is narrowed to, kept in the URL as `obra_id`. */
export function ObraFilter({ list }: { list: ListQuery }) {
  return (
    <ObraSelect
      aria-label="Obra"
      placeholder="Todas as obras"
      clienteId={list.clientId}
      style={{ minWidth: 240, maxWidth: '100%' }}
      value={list.params.get('obra_id') ?? undefined}
      onChange={(value) => list.set({ obra_id: value ?? null })}
    />
  );
}
