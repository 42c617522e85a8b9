import { type Categoria, TIPO_BEM_LABELS, TIPOS_BEM } from '@gp/shared-contracts';
import { ExportButton, formatChoices } from '@gp/shared-ui';
import type { ListPageTexts } from '@gp/shared-ui/list';
import { actionsColumn, EditAction, type ListColumn, ListPage, useListQuery } from '@gp/shared-ui/list';
import { downloadFile } from '@gp/shared-ui/remote';
import { Flex, Tag } from 'antd';
import { useMemo } from 'react';
import { ClientAddButton } from '../../components/add-button.js';
import { tipoBemLabel } from '../../components/asset-labels.js';
import { useCategorias } from '../../components/categorias-query.js';
import { ClientCard, StatusAction, useRemote } from '../../session/remote-context.js';
import { useCategoriaStatus } from './api.js';
import { CategoriaDialog } from './categoria-dialog.js';

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');
const contaOuNenhuma = (conta: string | null | undefined) => conta ?? 'Sem conta';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Categorias',
  subTitle: 'Categorias de bens com vida útil, valor residual e contas contábeis (tabela da STN)',
  loadError: 'Não foi possível carregar as categorias.',
} satisfies ListPageTexts;

/**
 * /app/patrimonio/categorias: the client's asset categories, seeded from the STN table and editable. The
 * client has few categories, so the whole list comes at once and the table pages, sorts and filters it
 * here; the client a support user chose stays in the URL (`clientId`) like every list.
 */
export function CategoriasPage() {
  const { access, session, api } = useRemote();
  const list = useListQuery();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const categorias = useCategorias(clienteId);
  const canUpdate = access.assets.update;
  const status = useCategoriaStatus();

  const columns = useMemo<ListColumn<Categoria>[]>(
    () => [
      // The key column: the width the others leave, two lines of it. On a narrower table Depreciável
      // leaves first, then the useful life.
      { title: 'Nome', dataIndex: 'nome', main: true, sorter: true },
      {
        title: 'Tipo',
        dataIndex: 'tipo_bem',
        width: 120,
        render: tipoBemLabel,
        filters: TIPOS_BEM.map((t) => ({ text: TIPO_BEM_LABELS[t], value: t })),
        onFilter: (value, c) => c.tipo_bem === value,
      },
      { title: 'Conta contábil (PCASP)', dataIndex: 'conta_contabil', width: 170, sorter: true },
      // The contra accounts its accounting events use (docs/domain.md, "Lançamentos contábeis e RMB"), one
      // above the other in one column, so that both stay on a desktop beside the sidebar (the useful life
      // leaves the table before them).
      {
        title: 'Depreciação acumulada / Redução ao valor recuperável',
        key: 'contas_redutoras',
        width: 150,
        priority: 2,
        render: (_v, c) => (
          <Flex vertical>
            <span>{contaOuNenhuma(c.conta_depreciacao)}</span>
            <span>{contaOuNenhuma(c.conta_reducao)}</span>
          </Flex>
        ),
      },
      {
        title: 'Vida útil (anos)',
        dataIndex: 'vida_util_anos',
        width: 120,
        priority: 2,
        align: 'right',
        sorter: true,
      },
      {
        title: 'Valor residual',
        dataIndex: 'valor_residual_percentual',
        width: 120,
        align: 'right',
        render: (value: string) => `${value.replace('.', ',')}%`,
      },
      { title: 'Depreciável', dataIndex: 'depreciavel', width: 130, priority: 3, render: yesNo },
      {
        title: 'Situação',
        dataIndex: 'ativo',
        width: 120,
        render: (ativo: boolean) => (
          <Tag color={ativo ? 'success' : 'error'}>{ativo ? 'Ativa' : 'Inativa'}</Tag>
        ),
        filters: [
          { text: 'Ativas', value: true },
          { text: 'Inativas', value: false },
        ],
        onFilter: (value, c) => c.ativo === value,
      },
      canUpdate &&
        actionsColumn<Categoria>(2, (c) => (
          <>
            <CategoriaDialog
              categoria={c}
              clienteId={clienteId}
              trigger={<EditAction what={`categoria ${c.nome}`} />}
            />
            <StatusAction<Categoria>
              noun="categoria"
              feminine
              record={c}
              describe={(item) => item.nome}
              label={`categoria ${c.nome}`}
              save={(body) => status.mutateAsync(body)}
            />
          </>
        )),
    ],
    [canUpdate, clienteId, status.mutateAsync],
  );

  return (
    <ListPage<Categoria>
      {...TEXTS}
      add={
        access.assets.create && (
          <ClientAddButton
            ready={!isSuporte || clienteId !== null}
            dialog={(trigger) => <CategoriaDialog categoria={null} clienteId={clienteId} trigger={trigger} />}
          />
        )
      }
      extra={[
        <ExportButton
          key="exportar"
          label="Exportar"
          choices={formatChoices((formato) => {
            const query = new URLSearchParams({ formato, ...(clienteId ? { cliente_id: clienteId } : {}) });
            return downloadFile(api, `patrimonio/categoriabem/exportar?${query}`, `categorias.${formato}`);
          })}
        />,
      ]}
      header={isSuporte ? <ClientCard list={list} /> : null}
      list={{
        rows: categorias.data,
        loading: categorias.isPending,
        isError: categorias.isError,
        refetch: categorias.refetch,
      }}
      columns={columns}
    />
  );
}
