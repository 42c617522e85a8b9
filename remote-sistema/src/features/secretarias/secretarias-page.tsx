import type { CompanyListItem } from '@gp/shared-contracts';
import { type ListPageTexts, RegisterListPage } from '@gp/shared-ui/list';
import { clientColumn, useCompanyList } from '../../components/companies-api.js';
import { ClientFilter, useRemote } from '../../session/remote-context.js';
import { DEPARTMENTS } from './api.js';

const orDash = (value: string | null) => value ?? '-';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Departamentos',
  subTitle: 'Consulte abaixo os departamentos (secretarias) cadastrados',
  search: { label: 'Buscar departamentos', placeholder: 'Buscar por nome ou CPF/CNPJ' },
  loadError: 'Não foi possível carregar os departamentos.',
} satisfies ListPageTexts;

/**
 * /app/sistema/secretarias: support (narrowing by client) or a location with `departments` sees the
 * departments of its client (docs/product.md, "Áreas e rotas"), on the kit's `RegisterListPage`.
 */
export function SecretariasPage() {
  const { access } = useRemote();
  const { list, isSupport, open } = useCompanyList(DEPARTMENTS, 'secretarias');
  return (
    <RegisterListPage<CompanyListItem>
      {...TEXTS}
      list={list}
      columns={[
        { title: 'Nome', dataIndex: 'name', main: true },
        ...(isSupport ? [clientColumn] : []),
        { title: 'Responsável', dataIndex: 'responsibleName', ellipsis: true, width: 200, render: orDash },
        { title: 'Código UA', dataIndex: 'uaCode', width: 120, render: orDash },
      ]}
      active={(company) => ({ ativo: company.active })}
      onCreate={access.departments.create && (() => open('criar'))}
      edit={
        access.departments.update && {
          what: (company) => `departamento ${company.name}`,
          open: (company) => open(`editar?id=${company.id}`),
        }
      }
      filters={isSupport ? <ClientFilter list={list} /> : null}
    />
  );
}
