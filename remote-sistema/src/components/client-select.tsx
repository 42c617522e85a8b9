import type { ClientListItem } from '@gp/shared-contracts';
import { CLIENT_PARAM, type ListQuery } from '@gp/shared-ui/list';
import { Select, type SelectProps } from 'antd';
import { useClientOptions } from './companies-api.js';

type ClientSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'notFoundContent'> & {
  clients: readonly ClientListItem[] | undefined;
  loading: boolean;
};

/** Client picker of the filter and the form, with the texts for an empty list and for loading (docs/product.md, "Mensagens e textos"). */
export function ClientSelect({ clients, loading, placeholder, ...props }: ClientSelectProps) {
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      options={clients?.map((client) => ({ value: client.id, label: client.name }))}
      loading={loading}
      notFoundContent={loading ? 'Carregando...' : 'Nenhum item encontrado...'}
      placeholder={loading ? 'Carregando...' : (placeholder ?? 'Selecione um cliente')}
      {...props}
    />
  );
}

/** A list's client filter for support (`clientId` in the URL, back to page 1 when it changes). */
export function ClientFilter({ list }: { list: Pick<ListQuery, 'clientId' | 'set'> }) {
  const clients = useClientOptions();
  return (
    <ClientSelect
      aria-label="Cliente"
      clients={clients.data}
      loading={clients.isPending}
      allowClear
      placeholder="Todos os clientes"
      value={list.clientId}
      onChange={(value) => list.set({ [CLIENT_PARAM]: value })}
      style={{ width: 280, maxWidth: '100%' }}
    />
  );
}

/** A path that carries the chosen client along (`?clientId=`), so going back shows the same list. */
export const withClient = (path: string, clientId: string | undefined) =>
  clientId ? `${path}${path.includes('?') ? '&' : '?'}${CLIENT_PARAM}=${clientId}` : path;
