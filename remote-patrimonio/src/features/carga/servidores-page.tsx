import { FolderOpenOutlined } from '@ant-design/icons';
import { formatCpfCnpj, type Servidor } from '@gp/shared-contracts';
import type { ListColumn, ListPageTexts } from '@gp/shared-ui/list';
import {
  AtivoFilter,
  actionsColumn,
  EditAction,
  ListPage,
  RowAction,
  statusColumn,
} from '@gp/shared-ui/list';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClientAddButton } from '../../components/add-button.js';
import { ClientFilter, StatusAction, useList, useRemote } from '../../session/remote-context.js';
import { listServidores, useServidorStatus } from './api.js';
import { ServidorDialog } from './servidor-dialog.js';
import { usuarioLabel } from './usuario-select.js';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Servidores',
  subTitle: 'Quem responde pelos bens: a carga patrimonial de cada um',
  search: { label: 'Buscar servidores', placeholder: 'Buscar por nome, matrícula ou CPF' },
  loadError: 'Não foi possível carregar os servidores.',
} satisfies ListPageTexts;

const SORTS = ['nome', 'matricula', 'created_at'] as const;

/**
 * The CPF as the API answered it: the number to who may maintain the register, else only whether one is
 * kept (the API decides, decision 051).
 */
export const cpfText = (s: Servidor) => (s.cpf ? formatCpfCnpj(s.cpf) : s.cpf_informado ? 'Informado' : '-');

/** The linked login as the API named it ("Ana Lima (ana.lima)"), else "Sem login". */
export const loginText = (s: Servidor) =>
  s.usuario ? usuarioLabel(s.usuario) : s.tem_login ? 'Sim' : 'Sem login';

/** /app/patrimonio/servidores: the client's servidores, each with its carga one click away. */
export function ServidoresPage() {
  const { access, paths, session } = useRemote();
  const navigate = useNavigate();
  const list = useList<Servidor>({
    resource: 'servidores',
    request: listServidores,
    filters: ['ativo', { param: 'clientId', as: 'cliente_id' }],
    sorts: SORTS,
  });
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const status = useServidorStatus();
  const canUpdate = access.custody.update;

  const columns = useMemo<ListColumn<Servidor>[]>(
    () => [
      { title: 'Nome', key: 'nome', dataIndex: 'nome', main: true, sorter: true },
      { title: 'Matrícula', key: 'matricula', dataIndex: 'matricula', width: 120, sorter: true },
      {
        title: 'Cargo',
        dataIndex: 'cargo',
        width: 200,
        ellipsis: true,
        // The first to leave a narrow table: the login says more about who accepts in the app.
        priority: 3,
        render: (c) => c ?? '-',
      },
      { title: 'CPF', key: 'cpf', width: 150, priority: 2, render: (_v, s) => cpfText(s) },
      {
        title: 'Login',
        key: 'login',
        // Wraps rather than cut: the name and username say who accepts in the app.
        width: 220,
        priority: 2,
        render: (_v, s) => loginText(s),
      },
      statusColumn<Servidor>(
        (s) => s.ativo,
        (s) => s.motivo,
      ),
      actionsColumn<Servidor>(canUpdate ? 3 : 1, (s) => (
        <>
          <RowAction
            title="Ver carga"
            label={`Carga de ${s.nome}`}
            icon={<FolderOpenOutlined />}
            onClick={() => navigate(paths.cargaServidor(s.id))}
          />
          {canUpdate ? (
            <>
              <ServidorDialog
                servidor={s}
                clienteId={clienteId}
                trigger={<EditAction what={`servidor ${s.nome}`} />}
              />
              <StatusAction<Servidor>
                noun="servidor"
                record={s}
                describe={(item) => item.nome}
                label={`servidor ${s.nome}`}
                save={(body) => status.mutateAsync(body)}
              />
            </>
          ) : null}
        </>
      )),
    ],
    [canUpdate, clienteId, navigate, paths, status.mutateAsync],
  );

  return (
    <ListPage<Servidor>
      {...TEXTS}
      add={
        access.custody.create && (
          <ClientAddButton
            ready={!isSuporte || clienteId !== null}
            dialog={(trigger) => <ServidorDialog servidor={null} clienteId={clienteId} trigger={trigger} />}
          />
        )
      }
      list={list}
      columns={columns}
      filters={
        <>
          {isSuporte ? (
            <ClientFilter list={list} aria-label="Cliente" placeholder="Todos os clientes" />
          ) : null}
          <AtivoFilter list={list} />
        </>
      }
    />
  );
}
