import { ESTADOS_INVENTARIO, type Inventario } from '@gp/shared-contracts';
import { formatDate } from '@gp/shared-ui';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { ListPage, ParamFilter } from '@gp/shared-ui/list';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ClientAddButton } from '../../components/add-button.js';
import { ClientFilter, useList, useRemote } from '../../session/remote-context.js';
import { inventarioApi } from './api.js';
import { estadoCor, estadoTexto, tipoTexto } from './inventario.js';
import { InventarioDialog } from './inventario-dialog.js';

/** What the page says (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Inventário',
  subTitle: 'Campanhas de inventário: a comissão designada por portaria conta os bens de uma unidade',
  search: { label: 'Buscar inventários', placeholder: 'Buscar por título ou portaria' },
  loadError: 'Não foi possível carregar os inventários.',
} satisfies ListPageTexts;

/**
 * /app/patrimonio/inventario: the client's campaigns, newest first; opening one for who may (the API's
 * rule: inventories create). While a campaign is open its unit's transfers wait for its closing.
 */
export function InventariosPage() {
  const { access, paths, session } = useRemote();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const list = useList<Inventario>({
    resource: 'inventarios',
    request: inventarioApi.list,
    filters: ['estado', { param: 'clientId', as: 'cliente_id' }],
  });
  const clienteId = list.clientId ?? null;

  const columns = useMemo<ListColumn<Inventario>[]>(
    () => [
      {
        title: 'Título',
        key: 'titulo',
        main: true,
        render: (_v, i) => (
          <Link to={paths.inventario(i.id)} aria-label={`Inventário ${i.titulo}`}>
            {i.titulo}
          </Link>
        ),
      },
      { title: 'Tipo', key: 'tipo', width: 200, priority: 2, render: (_v, i) => tipoTexto(i) },
      // Wraps rather than cut: the unit is what the campaign freezes.
      { title: 'Unidade', key: 'unidade', width: 300, render: (_v, i) => i.unidade },
      { title: 'Abertura', key: 'abertura', width: 110, render: (_v, i) => formatDate(i.data_abertura) },
      {
        title: 'Previsão',
        key: 'previsao',
        width: 110,
        priority: 3,
        render: (_v, i) => formatDate(i.data_prevista_encerramento),
      },
      {
        title: 'Estado',
        key: 'estado',
        width: 110,
        render: (_v, i) => <Tag color={estadoCor(i)}>{estadoTexto(i)}</Tag>,
      },
    ],
    [paths],
  );

  // Support opens a campaign in the client it chose first (the button says so until then).
  const abrir = access.inventories.create ? (
    <ClientAddButton
      ready={!isSuporte || clienteId !== null}
      dialog={(trigger) => <InventarioDialog inventario={null} clienteId={clienteId} trigger={trigger} />}
    />
  ) : null;
  return (
    <ListPage<Inventario>
      {...TEXTS}
      add={abrir}
      list={list}
      columns={columns}
      filters={
        <>
          {isSuporte ? (
            <ClientFilter list={list} aria-label="Cliente" placeholder="Inventários de qualquer cliente" />
          ) : null}
          <ParamFilter
            list={list}
            param="estado"
            label="Estado"
            placeholder="Todos os estados"
            style={{ minWidth: 160 }}
            options={ESTADOS_INVENTARIO.map((e) => ({ value: e, label: estadoTexto({ estado: e }) }))}
          />
        </>
      }
    />
  );
}
