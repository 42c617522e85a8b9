import {
  type ClientListItem,
  ClientListSchema,
  type Fornecedor,
  FornecedorPageSchema,
  FornecedorSchema,
  formatCpfCnpj,
  parseJson,
} from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Select, type SelectProps, Typography } from 'antd';
import type { KyInstance } from 'ky';
import { useState } from 'react';
import { CLIENT_PARAM, type ListQuery } from '../list/list-params.js';
import { useSettled } from '../use-settled.js';
import type { AreaBinding } from './area-binding.js';

/** A look-up's select props: the options, the search and the filtering are the look-up's own. */
export type LookupProps = Omit<SelectProps<string>, 'options' | 'onSearch' | 'filterOption' | 'showSearch'>;
type Option = { value: string; label: string };

export type LookupSelectProps<T> = LookupProps & {
  /** What is searched and with which narrowing, for the query key, e.g. `['ncm', clienteId]`. */
  lookup: readonly unknown[];
  search: (api: KyInstance, text: string) => Promise<T[]>;
  /** The selected record by id, so a stored value shows its name before any search. */
  get: (api: KyInstance, id: string) => Promise<T>;
  toOption: (item: T) => Option;
};

/** The resource the client pickers' list lives under in an area's keys; a saved client refreshes it. */
export const CLIENT_OPTIONS = 'client-options';

/** The resource every look-up lives under in an area's keys; a write on a looked-up register refreshes it. */
export const LOOKUP = 'lookup';

/** The first records of a look-up: as many as a picker shows. */
export const LOOKUP_LIMIT = '20';

/** GET /v1/companies/clients: every client of the application for support, its own for anyone else. */
export async function listClientOptions(api: KyInstance): Promise<ClientListItem[]> {
  return parseJson(ClientListSchema, api.get('v1/companies/clients'));
}

/** GET /patrimonio/fornecedor?search=: the first suppliers matching a name or a CPF/CNPJ. */
export async function searchFornecedores(
  api: KyInstance,
  search: string,
  onlyActive: boolean,
): Promise<Fornecedor[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, sort: 'razao_social' };
  if (search.trim()) searchParams.search = search.trim();
  if (onlyActive) searchParams.ativo = 'true';
  return (await parseJson(FornecedorPageSchema, api.get('patrimonio/fornecedor', { searchParams }))).data;
}

/** GET /patrimonio/fornecedor/{id}: the selected supplier, so a stored value shows its name. */
export async function getFornecedorRef(api: KyInstance, id: string): Promise<Fornecedor> {
  return parseJson(FornecedorSchema, api.get(`patrimonio/fornecedor/${encodeURIComponent(id)}`));
}

/** Options found, plus the selected one (fetched by id) so a stored value always shows its name. */
function withSelected(found: Option[] | undefined, selected: Option | undefined): Option[] {
  const list = found ?? [];
  return selected && !list.some((o) => o.value === selected.value) ? [selected, ...list] : list;
}

type ClientFilterProps = Omit<SelectProps<string>, 'options' | 'value' | 'onChange'> & {
  list: Pick<ListQuery, 'clientId' | 'set'>;
  /** Filters that belong to one client and are cleared when the client changes. */
  clears?: readonly string[];
};

/**
 * The pickers that read the API, bound to an area by `createRemoteArea`: `LookupSelect` (a select that
 * searches a register as the user types) and the supplier's (`FornecedorSelect`), the client pickers support chooses a client with
 * (`ClientSelect`, the list's `ClientFilter` and `ClientCard`) and the clients' query they share.
 */
export function createLookups({ useRemote, keys }: AreaBinding) {
  /** A select that searches the API as the user types (settled), keeping the selected record's name. */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
  function LookupSelect<T>({ lookup, search, get, toOption, value, ...props }: LookupSelectProps<T>) {
    const { api, localId } = useRemote();
    const [text, setText] = useState('');
    const settled = useSettled(text);
    const found = useQuery({
      queryKey: [...keys.resource(localId, LOOKUP), ...lookup, settled],
      queryFn: () => search(api, settled),
      staleTime: 30_000,
    });
    const selected = useQuery({
      queryKey: [...keys.resource(localId, LOOKUP), lookup[0], 'item', value ?? ''],
      queryFn: () => get(api, value ?? ''),
      enabled: typeof value === 'string' && value !== '',
      staleTime: 60_000,
    });
    return (
      <Select<string>
        showSearch
        filterOption={false}
        allowClear
        notFoundContent="Nenhum item encontrado..."
        {...props}
        value={value}
        loading={found.isFetching}
        onSearch={setText}
        options={withSelected(found.data?.map(toOption), selected.data ? toOption(selected.data) : undefined)}
      />
    );
  }

  /**
   * A supplier by razão social, nome fantasia or CPF/CNPJ (an asset's supplier, a work's contracted
   * company); only the active ones unless `onlyActive` is false (a list's filter).
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
  function FornecedorSelect({ onlyActive = true, ...props }: LookupProps & { onlyActive?: boolean }) {
    return (
      <LookupSelect<Fornecedor>
        placeholder="Busque por nome ou CPF/CNPJ"
        {...props}
        lookup={['fornecedores', onlyActive]}
        search={(api, text) => searchFornecedores(api, text, onlyActive)}
        get={getFornecedorRef}
        toOption={(f) => ({ value: f.id, label: `${f.razao_social} (${formatCpfCnpj(f.cpf_cnpj)})` })}
      />
    );
  }

  /** Clients the location may choose: every client of the application for support, its own otherwise. */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
  function useClientOptions() {
    const { api, localId } = useRemote();
    return useQuery({
      queryKey: keys.resource(localId, CLIENT_OPTIONS),
      queryFn: () => listClientOptions(api),
      staleTime: 60_000,
    });
  }

  /**
   * The client a support location works on (support acts on every client of its application and chooses
   * the client where a screen asks, docs/domain.md "Organização e acesso").
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
  function ClientSelect(props: Omit<SelectProps<string>, 'options'>) {
    const clients = useClientOptions();
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
   * The client a support user narrows a list to, kept in the URL as `clientId` like every list ('Todos os
   * clientes' when none); the filters that belong to one client are dropped when it changes.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
  function ClientFilter({ list, clears = [], ...props }: ClientFilterProps) {
    return (
      <ClientSelect
        allowClear
        aria-label="Cliente"
        placeholder="Todos os clientes"
        style={{ minWidth: 260, maxWidth: '100%' }}
        {...props}
        value={list.clientId}
        onChange={(value) =>
          list.set({ [CLIENT_PARAM]: value ?? null, ...Object.fromEntries(clears.map((key) => [key, null])) })
        }
      />
    );
  }

  /** The card above a list where support chooses the client the list shows. */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load (createRemoteArea)
  function ClientCard({
    list,
    clears,
  }: {
    list: Pick<ListQuery, 'clientId' | 'set'>;
    clears?: readonly string[];
  }) {
    return (
      <Card size="small">
        <Flex gap="small" align="center" wrap>
          <Typography.Text>Cliente</Typography.Text>
          <ClientFilter list={list} clears={clears} />
        </Flex>
      </Card>
    );
  }

  return { LookupSelect, FornecedorSelect, useClientOptions, ClientSelect, ClientFilter, ClientCard };
}
