import type { Ncm } from '@gp/shared-contracts';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import {
  AtivoFilter,
  actionsColumn,
  EditAction,
  ListPage,
  ParamFilter,
  statusColumn,
} from '@gp/shared-ui/list';
import { useCallback, useMemo } from 'react';
import { ClientAddButton } from '../../components/add-button.js';
import { useCategorias } from '../../components/categorias-query.js';
import { ClientFilter, StatusAction, useList, useRemote } from '../../session/remote-context.js';
import { listNcm, NCM_SORTS, useNcmStatus } from './api.js';
import { NcmDialog } from './ncm-dialog.js';
import { formatNcm } from './ncm-form.js';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Referências NCM',
  subTitle: 'Códigos NCM com a categoria sugerida e a taxa anual de depreciação',
  search: { label: 'Buscar referências NCM', placeholder: 'Buscar por código ou descrição' },
  loadError: 'Não foi possível carregar as referências NCM.',
} satisfies ListPageTexts;

/** /app/patrimonio/ncm: the client's NCM references, each active or inactive with its reason. */
export function NcmPage() {
  const { access, session } = useRemote();
  const list = useList<Ncm>({
    resource: 'ncm',
    request: listNcm,
    exportar: { path: 'refncm', name: 'referencias-ncm' },
    filters: ['ativo', 'categoria_id', { param: 'clientId', as: 'cliente_id' }],
    sorts: NCM_SORTS,
  });
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const categorias = useCategorias(clienteId, !isSuporte || clienteId !== null);
  const status = useNcmStatus();
  const canUpdate = access.assets.update;
  // An inactive category is offered only to the reference that already has it.
  const categoriasOf = useCallback(
    (ncm: Ncm | null) => categorias.data?.filter((c) => c.ativo || c.id === ncm?.categoria_id) ?? [],
    [categorias.data],
  );

  const columns = useMemo<ListColumn<Ncm>[]>(
    () => [
      { title: 'Código', key: 'codigo', dataIndex: 'codigo', width: 130, sorter: true, render: formatNcm },
      // The key column: the width the others leave, two lines of it; the suggested category leaves a
      // narrower table.
      { title: 'Descrição', key: 'descricao', dataIndex: 'descricao', main: true, sorter: true },
      {
        title: 'Categoria sugerida',
        key: 'categoria',
        width: 220,
        priority: 2,
        ellipsis: true,
        render: (_v, n) => n.categoria?.nome ?? '-',
      },
      {
        title: 'Taxa anual',
        dataIndex: 'taxa_depreciacao',
        width: 120,
        align: 'right',
        render: (taxa: string | null) => (taxa ? `${taxa.replace('.', ',')}%` : '-'),
      },
      statusColumn<Ncm>(
        (n) => n.ativo,
        (n) => n.motivo,
      ),
      canUpdate &&
        actionsColumn<Ncm>(2, (n) => (
          <>
            <NcmDialog
              ncm={n}
              clienteId={clienteId}
              categorias={categoriasOf(n)}
              trigger={<EditAction what={`NCM ${formatNcm(n.codigo)}`} />}
            />
            <StatusAction<Ncm>
              noun="referência NCM"
              feminine
              record={n}
              describe={(item) => `${formatNcm(item.codigo)} (${item.descricao})`}
              label={`NCM ${formatNcm(n.codigo)}`}
              save={(body) => status.mutateAsync(body)}
            />
          </>
        )),
    ],
    [canUpdate, clienteId, categoriasOf, status.mutateAsync],
  );

  return (
    <ListPage<Ncm>
      {...TEXTS}
      add={
        access.assets.create && (
          <ClientAddButton
            ready={!isSuporte || clienteId !== null}
            dialog={(trigger) => (
              <NcmDialog ncm={null} clienteId={clienteId} categorias={categoriasOf(null)} trigger={trigger} />
            )}
          />
        )
      }
      list={list}
      columns={columns}
      filters={
        <>
          {isSuporte ? (
            <ClientFilter
              list={list}
              aria-label="Cliente"
              placeholder="Todos os clientes"
              clears={['categoria_id']}
            />
          ) : null}
          <ParamFilter
            list={list}
            param="categoria_id"
            label="Categoria sugerida"
            showSearch
            optionFilterProp="label"
            placeholder="Todas as categorias"
            disabled={!categorias.data}
            options={categorias.data?.map((c) => ({ value: c.id, label: c.nome }))}
            notFoundContent="Nenhum item encontrado..."
            style={{ minWidth: 240 }}
          />
          <AtivoFilter list={list} feminine />
        </>
      }
    />
  );
}
