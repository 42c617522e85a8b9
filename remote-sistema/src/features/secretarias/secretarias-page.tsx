import { CompanyListPage } from '../../components/company-list-page.js';
import { useRemote } from '../../session/remote-context.js';
import { DEPARTMENTS } from './api.js';

export const PAGE_TITLE = 'Departamentos';
export const PAGE_SUBTITLE = 'Consulte abaixo os departamentos (secretarias) cadastrados';

const orDash = (value: string | null) => value ?? '-';

/**
 * /app/sistema/secretarias: support (narrowing by client) or a location with `departments` sees the
 * departments of its client (docs/product.md, "Áreas e rotas").
 */
export function SecretariasPage() {
  const { access } = useRemote();
  return (
    <CompanyListPage
      resource={DEPARTMENTS}
      path="secretarias"
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      noun="departamento"
      columns={(client) => [
        ...client,
        { title: 'Responsável', dataIndex: 'responsibleName', ellipsis: true, width: 200, render: orDash },
        { title: 'Código UA', dataIndex: 'uaCode', width: 120, render: orDash },
      ]}
      search={{ label: 'Buscar departamentos', placeholder: 'Buscar por nome ou CPF/CNPJ' }}
      loadError="Não foi possível carregar os departamentos."
      canCreate={access.departments.create}
      canUpdate={access.departments.update}
    />
  );
}
