import type { ClientListItem } from '@gp/shared-contracts';
import { Select, type SelectProps } from 'antd';

type ClientSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'notFoundContent'> & {
  clients: readonly ClientListItem[] | undefined;
  loading: boolean;
};

/** Client picker of the filter and the form, with the spec §8 texts for an empty list and for loading. */
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
