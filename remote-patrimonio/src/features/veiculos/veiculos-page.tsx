import type { Veiculo } from '@gp/shared-contracts';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { ParamFilter, RegisterListPage } from '@gp/shared-ui/list';
import { useMemo } from 'react';
import { bemColumn, useBemRecordList } from '../../components/bem-column.js';
import { useList, useRemote } from '../../session/remote-context.js';
import { listVeiculos, useVeiculoStatus, VEICULO_SORTS } from './api.js';

const placa = (value: string | null) =>
  value ? (/^[A-Z]{3}\d{4}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3)}` : value) : '-';

const describe = (item: Veiculo) => `${placa(item.placa)} do bem ${item.bem.CodigoBEM}`;

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Veículos e equipamentos',
  subTitle: 'Registros de veículos e equipamentos dos bens móveis',
  search: {
    label: 'Buscar veículos e equipamentos',
    placeholder: 'Buscar por placa, RENAVAM, chassi ou modelo',
  },
  loadError: 'Não foi possível carregar os veículos e equipamentos.',
} satisfies ListPageTexts;

/**
 * /app/patrimonio/veiculos: the vehicle and equipment records that detail movable assets. A record is
 * edited in its asset's form; here it is found, opened and activated or deactivated with a reason.
 */
export function VeiculosPage() {
  const { access, paths } = useRemote();
  const list = useList({
    resource: 'veiculos',
    request: listVeiculos,
    exportar: { path: 'patrimonio/veiculoequipamento', name: 'veiculos-equipamentos' },
    filters: ['ativo', 'tipo', 'bempatrimonial_id'],
    sorts: VEICULO_SORTS,
  });
  const status = useVeiculoStatus();
  const canUpdate = access.assets.update;

  const columns = useMemo<ListColumn<Veiculo>[]>(
    () => [
      {
        title: 'Tipo',
        dataIndex: 'tipo',
        width: 120,
        render: (tipo: string) => (tipo === 'veiculo' ? 'Veículo' : 'Equipamento'),
      },
      { title: 'Placa', key: 'placa', dataIndex: 'placa', width: 110, sorter: true, render: placa },
      {
        title: 'Marca / modelo',
        key: 'modelo',
        dataIndex: 'modelo',
        width: 220,
        ellipsis: true,
        sorter: true,
        render: (_m: string | null, item) => [item.marca, item.modelo].filter(Boolean).join(' ') || '-',
      },
      {
        title: 'Ano',
        key: 'ano',
        width: 110,
        render: (_v, item) =>
          item.ano_fabricacao ? `${item.ano_fabricacao}${item.ano_modelo ? `/${item.ano_modelo}` : ''}` : '-',
      },
      { title: 'RENAVAM', dataIndex: 'renavam', width: 130, render: (r: string | null) => r ?? '-' },
      bemColumn<Veiculo>(paths),
    ],
    [paths],
  );
  const page = useBemRecordList<Veiculo>({
    list,
    what: 'cada registro',
    status: canUpdate && {
      noun: 'veículo ou equipamento',
      describe,
      label: describe,
      save: (body) => status.mutateAsync(body),
    },
    filters: (
      <ParamFilter
        list={list}
        param="tipo"
        label="Tipo"
        placeholder="Veículos e equipamentos"
        options={[
          { value: 'veiculo', label: 'Veículos' },
          { value: 'equipamento', label: 'Equipamentos' },
        ]}
        style={{ width: 210 }}
      />
    ),
  });

  return <RegisterListPage<Veiculo> {...TEXTS} {...page} list={list} columns={columns} />;
}
