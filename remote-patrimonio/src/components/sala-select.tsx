import { Select, type SelectProps } from 'antd';
import { salaApi, salasDoSetor } from './sala-api.js';

/**
 * A sala of the given setor (the asset form's, the inventory's scope): the setor's active salas, by code
 * and name; disabled until a setor is chosen.
 */
export function SalaSelect({
  setorId,
  ...props
}: { setorId: string | null | undefined } & SelectProps<string>) {
  const salas = salaApi.useRead(['do-setor', setorId ?? ''], (api) => salasDoSetor(api, setorId!), {
    enabled: Boolean(setorId),
  });
  return (
    <Select
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={setorId ? 'Nenhuma sala' : 'Escolha antes o setor'}
      disabled={!setorId}
      loading={salas.isFetching}
      notFoundContent="Nenhuma sala neste setor"
      options={(salas.data ?? []).map((s) => ({ value: s.id, label: `${s.codigo} – ${s.nome}` }))}
      {...props}
    />
  );
}
