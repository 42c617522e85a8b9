import { DeleteOutlined } from '@ant-design/icons';
import type { RoleListItem } from '@gp/shared-contracts';
import type { ListPageTexts } from '@gp/shared-ui/list';
import {
  AddButton,
  actionsColumn,
  EditAction,
  type ListColumn,
  ListPage,
  RowAction,
} from '@gp/shared-ui/list';
import { useRemote } from '../../session/remote-context.js';
import { useRoleList } from './api.js';
import { useCompanyIdParam } from './company-param.js';
import { DeleteRoleDialog } from './delete-role-dialog.js';
import { RoleFormDialog } from './role-form-dialog.js';
import { RolesFilter } from './roles-filter.js';

export const CHOOSE_CLIENT_TEXT =
  "Selecione um cliente em 'Filtros' e clique em 'Buscar' para consultar os perfis.";

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Perfis de Acesso',
  subTitle: 'Consulte abaixo os perfis de acesso cadastrados',
  loadError: 'Não foi possível carregar os perfis de acesso.',
} satisfies ListPageTexts;

/**
 * /app/sistema/perfis-acesso: the roles of one client, a short list the API answers whole (the table
 * sorts and pages it); the client chosen in 'Filtros' is `companyId` in the URL (docs/product.md,
 * "Áreas e rotas").
 */
export function PerfisAcessoPage() {
  const { access, session } = useRemote();
  const [companyId] = useCompanyIdParam();
  // Support works across the clients of its application and must pick one; anyone else sees its own.
  const needsClient = (session.local?.permissions.isSuporte ?? false) && !companyId;
  const list = useRoleList(companyId, !needsClient);
  const { update: canUpdate, delete: canDelete } = access.roles;

  const columns: ListColumn<RoleListItem>[] = [
    {
      title: 'Nome',
      dataIndex: 'name',
      main: true,
      sorter: (a, b) => collator.compare(a.name, b.name),
    },
    (canUpdate || canDelete) &&
      actionsColumn<RoleListItem>(2, (role) => (
        <>
          {canUpdate ? (
            <RoleFormDialog role={role} trigger={<EditAction what={`perfil ${role.name}`} />} />
          ) : null}
          {canDelete ? (
            <DeleteRoleDialog
              role={role}
              trigger={
                <RowAction
                  title="Excluir"
                  label={`Excluir perfil ${role.name}`}
                  icon={<DeleteOutlined />}
                  danger
                />
              }
            />
          ) : null}
        </>
      )),
  ];

  return (
    <ListPage<RoleListItem>
      {...TEXTS}
      add={access.roles.create && <RoleFormDialog companyId={companyId} trigger={<AddButton />} />}
      list={{
        rows: needsClient ? [] : list.data,
        loading: list.isLoading,
        isError: list.isError,
        refetch: list.refetch,
      }}
      columns={columns}
      filters={
        <div style={{ width: '100%' }}>
          <RolesFilter defaultOpen={needsClient} />
        </div>
      }
      emptyText={needsClient ? CHOOSE_CLIENT_TEXT : undefined}
    />
  );
}
