import { formatCep, type Localizacao } from '@gp/shared-contracts';
import type { DataTableColumn } from '@gp/shared-ui';
import { actionsColumn, ListPage, statusColumn, useServerList } from '@gp/shared-ui/list';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { bemColumn } from '../../components/bem-column.js';
import { AtivoFilter, BemScopeTag } from '../../components/list-filters.js';
import { StatusAction } from '../../components/status-action.js';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';
import { IMOVEL_SORTS, listImoveis, useImovelStatus } from './api.js';

export const PAGE_TITLE = 'Imóveis';

const address = (l: Localizacao) =>
  [l.endereco && `${l.endereco}${l.numero ? `, ${l.numero}` : ''}`, l.bairro, l.cep && formatCep(l.cep)]
    .filter(Boolean)
    .join(' · ') || '-';

/**
 * /app/patrimonio/imoveis: the location records of the properties (docs/domain.md, "Bens e categorias").
 * A record is edited in its asset's form; here it is found, opened and activated or deactivated with a
 * reason.
 */
export function ImoveisPage() {
  const { api, access, paths, localId } = useRemote();
  const navigate = useNavigate();
  const list = useServerList({
    queryKey: keys.lists(localId, 'imoveis'),
    request: (query) => listImoveis(api, query),
    filters: ['ativo', 'bempatrimonial_id'],
    sorts: IMOVEL_SORTS,
  });
  const status = useImovelStatus();
  const canUpdate = access.assets.update;

  const columns = useMemo<DataTableColumn<Localizacao>[]>(() => {
    const base: DataTableColumn<Localizacao>[] = [
      {
        title: 'Descrição',
        key: 'descricao',
        dataIndex: 'descricao',
        width: 220,
        ellipsis: true,
        sorter: true,
      },
      { title: 'Endereço', key: 'endereco', width: 260, ellipsis: true, render: (_v, l) => address(l) },
      {
        title: 'Município',
        key: 'municipio',
        dataIndex: 'municipio',
        width: 180,
        ellipsis: true,
        sorter: true,
        render: (m: string | null, l) => (m ? `${m}${l.uf ? `/${l.uf}` : ''}` : '-'),
      },
      { title: 'Matrícula', dataIndex: 'matricula', width: 120, render: (m: string | null) => m ?? '-' },
      bemColumn<Localizacao>(paths),
      statusColumn<Localizacao>(
        (l) => l.ativo,
        (l) => l.motivo,
      ),
    ];
    if (!canUpdate) return base;
    return [
      ...base,
      actionsColumn<Localizacao>(1, (l) => (
        <StatusAction<Localizacao>
          noun="localização de imóvel"
          feminine
          record={l}
          describe={(item) => `${item.descricao} (bem ${item.bem.CodigoBEM})`}
          label={`localização do bem ${l.bem.CodigoBEM}`}
          save={(body) => status.mutateAsync(body)}
        />
      )),
    ];
  }, [canUpdate, paths, status.mutateAsync]);

  return (
    <ListPage<Localizacao>
      title={PAGE_TITLE}
      subTitle="Localizações dos bens imóveis"
      onBack={() => navigate(paths.bens())}
      list={list}
      columns={columns}
      rowKey="id"
      search={{
        label: 'Buscar imóveis',
        placeholder: 'Buscar por descrição, endereço, matrícula ou inscrição',
      }}
      filters={
        <>
          <BemScopeTag list={list} />
          <AtivoFilter list={list} feminine />
        </>
      }
      note={
        <Typography.Text type="secondary">
          Os dados de cada imóvel são editados no formulário do bem.
        </Typography.Text>
      }
      loadError="Não foi possível carregar os imóveis."
    />
  );
}
