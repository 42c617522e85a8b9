import { PrinterOutlined } from '@ant-design/icons';
import type { Sala } from '@gp/shared-contracts';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import { AtivoFilter, actionsColumn, EditAction, ListPage, statusColumn } from '@gp/shared-ui/list';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ClientAddButton } from '../../components/add-button.js';
import { PdfButton } from '../../components/pdf-button.js';
import { ClientFilter, StatusAction, useList, useRemote } from '../../session/remote-context.js';
import { SALA_SORTS, salaApi, salaEtiquetaPath } from './api.js';
import { SalaDialog } from './sala-dialog.js';

/** What the page says (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Salas',
  subTitle: 'Os locais físicos de cada setor, onde os bens ficam e o inventário conta',
  search: { label: 'Buscar salas', placeholder: 'Buscar por código ou nome' },
  loadError: 'Não foi possível carregar as salas.',
} satisfies ListPageTexts;

/** /app/patrimonio/salas: the salas of the client's setores, each with its label (QR code and code). */
export function SalasPage() {
  const { access, paths, session } = useRemote();
  const list = useList<Sala>({
    resource: 'salas',
    request: salaApi.list,
    filters: ['ativo', { param: 'clientId', as: 'cliente_id' }],
    sorts: SALA_SORTS,
  });
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const status = salaApi.useStatus();
  const canUpdate = access.inventories.update;

  const columns = useMemo<ListColumn<Sala>[]>(
    () => [
      {
        title: 'Código',
        key: 'codigo',
        dataIndex: 'codigo',
        width: 140,
        sorter: true,
        render: (codigo: string, s) => (
          <Link to={paths.sala(s.id)} aria-label={`Sala ${codigo}`}>
            {codigo}
          </Link>
        ),
      },
      { title: 'Nome', key: 'nome', dataIndex: 'nome', main: true, sorter: true },
      {
        title: 'Setor',
        key: 'setor',
        // Wraps rather than cut: the secretaria and the setor say where the sala is.
        width: 280,
        priority: 2,
        render: (_v, s) => `${s.secretaria.name} › ${s.setor.name}`,
      },
      statusColumn<Sala>(
        (s) => s.ativo,
        (s) => s.motivo,
      ),
      actionsColumn<Sala>(canUpdate ? 3 : 1, (s) => (
        <>
          <PdfButton compact path={salaEtiquetaPath(s.id)} icon={<PrinterOutlined />}>
            {`Etiqueta da sala ${s.codigo}`}
          </PdfButton>
          {canUpdate ? (
            <>
              <SalaDialog sala={s} clienteId={clienteId} trigger={<EditAction what={`sala ${s.codigo}`} />} />
              <StatusAction<Sala>
                noun="sala"
                record={s}
                describe={(item) => `${item.codigo} – ${item.nome}`}
                label={`sala ${s.codigo}`}
                save={(body) => status.mutateAsync(body)}
              />
            </>
          ) : null}
        </>
      )),
    ],
    [canUpdate, clienteId, paths, status.mutateAsync],
  );

  // Support adds to the client it chose first (the button says so until then).
  const adicionar = access.inventories.create ? (
    <ClientAddButton
      ready={!isSuporte || clienteId !== null}
      dialog={(trigger) => <SalaDialog sala={null} clienteId={clienteId} trigger={trigger} />}
    />
  ) : null;
  const porCliente = isSuporte ? (
    <ClientFilter list={list} aria-label="Cliente" placeholder="Salas de qualquer cliente" />
  ) : null;
  return (
    <ListPage<Sala>
      {...TEXTS}
      add={adicionar}
      list={list}
      columns={columns}
      filters={
        <>
          {porCliente}
          <AtivoFilter list={list} />
        </>
      }
    />
  );
}
