import type { BemUtils } from '@gp/shared-contracts';
import { Select, type SelectProps } from 'antd';

/**
 * The destination of a transfer (one asset's movement form, the list's batch dialog): the client's
 * secretarias, and the setores of the secretaria chosen. Each is a form field's control.
 */
export function SecretariaDestinoSelect({ utils, ...props }: { utils: BemUtils } & SelectProps) {
  return (
    <Select
      showSearch
      optionFilterProp="label"
      placeholder="Selecione a secretaria"
      notFoundContent="Nenhum item encontrado..."
      options={utils.secretarias.map((s) => ({ value: s.id, label: s.name }))}
      {...props}
    />
  );
}

export function SetorDestinoSelect({
  utils,
  secretariaId,
  ...props
}: { utils: BemUtils; secretariaId: string | undefined } & SelectProps) {
  return (
    <Select
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={secretariaId ? 'Selecione o setor' : 'Escolha antes a secretaria'}
      disabled={!secretariaId}
      notFoundContent="Nenhum item encontrado..."
      options={utils.setores
        .filter((s) => s.secretaria_id === secretariaId)
        .map((s) => ({ value: s.id, label: s.name }))}
      {...props}
    />
  );
}
