import type { CompanyListItem } from '@gp/shared-contracts';
import { type ListPageTexts, RegisterListPage } from '@gp/shared-ui/list';
import { clientColumn, useCompanyList } from '../../components/companies-api.js';
import { ClientFilter, useRemote } from '../../session/remote-context.js';
import { SECTORS } from './api.js';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Setores',
  subTitle: 'Consulte abaixo os setores cadastrados e seus departamentos',
  search: { label: 'Buscar setores', placeholder: 'Buscar por nome ou CPF/CNPJ' },
  loadError: 'Não foi possível carregar os setores.',
} satisfies ListPageTexts;

/**
 * /app/sistema/setores: support (narrowing by client) or a location with `hasSetor` sees the sectors
 * of its client with their departments (docs/product.md, "Áreas e rotas"), on the kit's `RegisterListPage`.
 */
export function SetoresPage() {
  const { access } = useRemote();
  const { list, isSupport, open } = useCompanyList(SECTORS, 'setores');
  return (
    <RegisterListPage<CompanyListItem>
      {...TEXTS}
      list={list}
      columns={[
        { title: 'Nome', dataIndex: 'name', main: true },
        {
          title: 'Departamento',
          key: 'department',
          ellipsis: true,
          width: 200,
          render: (_v, sector) => sector.department?.name ?? '-',
        },
        ...(isSupport ? [clientColumn] : []),
        {
          title: 'Código do setor',
          dataIndex: 'sectorCode',
          width: 150,
          render: (value: string | null) => value ?? '-',
        },
      ]}
      active={(company) => ({ ativo: company.active })}
      onCreate={access.sectors.create && (() => open('criar'))}
      edit={
        access.sectors.update && {
          what: (company) => `setor ${company.name}`,
          open: (company) => open(`editar?id=${company.id}`),
        }
      }
      filters={isSupport ? <ClientFilter list={list} /> : null}
    />
  );
}
