import { useSettled } from '@gp/shared-ui';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { searchServidores, servidorApi } from '../../components/servidor-api.js';
import { servidorLabel } from '../../components/servidor-select.js';

/**
 * The commission's members: active servidores searched by name or matrícula as the user types, several
 * at once; `known` names the members already saved (so an edit shows names, not ids).
 */
export function ComissaoSelect({
  known = [],
  ...props
}: { known?: { value: string; label: string }[] } & SelectProps<string[]>) {
  const [text, setText] = useState('');
  const settled = useSettled(text);
  const found = servidorApi.useRead(['comissao', settled], (api) => searchServidores(api, settled), {
    staleTime: 30_000,
  });
  const options = [
    ...known,
    ...(found.data ?? [])
      .filter((s) => !known.some((k) => k.value === s.id))
      .map((s) => ({ value: s.id, label: servidorLabel(s) })),
  ];
  return (
    <Select<string[]>
      mode="multiple"
      showSearch
      filterOption={false}
      placeholder="Busque por nome ou matrícula"
      notFoundContent="Nenhum servidor encontrado..."
      loading={found.isFetching}
      onSearch={setText}
      options={options}
      {...props}
    />
  );
}
