import { CarOutlined, EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { BEM_SORTS, type BemListItem } from '@gp/shared-contracts';
import { ListPage, useServerList } from '@gp/shared-ui/list';
import { Button, Typography } from 'antd';
import { type ComponentType, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBemUtils } from '../../components/bem-api.js';
import { ClientCard } from '../../components/lookup-selects.js';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';
import { listBens } from './api.js';
import { bensColumns } from './bens-columns.js';
import { BensFilters } from './bens-filters.js';
import { BEM_FILTERS } from './bens-list.js';

export const PAGE_TITLE = 'Bens Patrimoniais';
export const PAGE_SUBTITLE = 'Consulte abaixo os bens patrimoniais cadastrados';

/** The dialog that registers a movement of an asset (the movement feature's, given by the route table). */
export type MovementDialog = ComponentType<{ bemId: string | null; onClose: () => void }>;

/** /app/patrimonio: the asset list, paged, searched, filtered and sorted on the server. */
export function BensPage({ movement: Movement }: { movement: MovementDialog }) {
  const { api, access, paths, session, localId } = useRemote();
  const navigate = useNavigate();
  const list = useServerList<BemListItem>({
    queryKey: keys.lists(localId, 'bens'),
    request: (query) => listBens(api, query),
    filters: BEM_FILTERS,
    sorts: BEM_SORTS,
  });
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  // The filters' option lists are a client's: support first chooses the client.
  const utils = useBemUtils(clienteId, !isSuporte || Boolean(clienteId));
  const [moving, setMoving] = useState<string | null>(null);

  const canUpdate = access.assets.update;
  const columns = useMemo(
    () => bensColumns({ paths, canUpdate, navigate, onMove: setMoving }),
    [canUpdate, navigate, paths],
  );
  const page = list.query.data;

  return (
    <ListPage<BemListItem>
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      extra={[
        <Button key="veiculos" icon={<CarOutlined />} onClick={() => navigate(paths.veiculos())}>
          Veículos e equipamentos
        </Button>,
        <Button key="imoveis" icon={<EnvironmentOutlined />} onClick={() => navigate(paths.imoveis())}>
          Imóveis
        </Button>,
        ...(access.assets.create
          ? [
              <Button
                key="add"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(paths.bemCriar())}
              >
                Adicionar
              </Button>,
            ]
          : []),
      ]}
      header={
        <>
          {isSuporte ? (
            <ClientCard list={list} clears={['categoria_id', 'secretaria_id', 'setor_id']} />
          ) : null}
          <BensFilters params={list.params} utils={utils.data} onApply={list.set} />
        </>
      }
      list={list}
      columns={columns}
      rowKey="id"
      search={{ label: 'Buscar bens', placeholder: 'Buscar por código ou descrição' }}
      note={
        page && !(page as { total_exato?: boolean }).total_exato ? (
          <Typography.Text type="secondary">Total estimado: muitos bens atendem à busca.</Typography.Text>
        ) : null
      }
      loadError="Não foi possível carregar os bens patrimoniais."
    >
      <Movement bemId={moving} onClose={() => setMoving(null)} />
    </ListPage>
  );
}
