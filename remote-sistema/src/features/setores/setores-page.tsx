import { CompanyListPage } from '../../components/company-list-page.js';
import { useRemote } from '../../session/remote-context.js';
import { SECTORS } from './api.js';

export const PAGE_TITLE = 'Setores';
export const PAGE_SUBTITLE = 'Consulte abaixo os setores cadastrados e seus departamentos';

/**
 * /app/sistema/setores: support (narrowing by client) or a location with `hasSetor` sees the sectors
 * of its client with their departments (docs/product.md, "Áreas e rotas").
 */
export function SetoresPage() {
  const { access } = useRemote();
  return (
    <CompanyListPage
      resource={SECTORS}
      path="setores"
      title={PAGE_TITLE}
      subTitle={PAGE_SUBTITLE}
      noun="setor"
      columns={(client) => [
        {
          title: 'Departamento',
          key: 'department',
          ellipsis: true,
          width: 200,
          render: (_v, sector) => sector.department?.name ?? '-',
        },
        ...client,
        {
          title: 'Código do setor',
          dataIndex: 'sectorCode',
          width: 150,
          render: (value: string | null) => value ?? '-',
        },
      ]}
      search={{ label: 'Buscar setores', placeholder: 'Buscar por nome ou CPF/CNPJ' }}
      loadError="Não foi possível carregar os setores."
      canCreate={access.sectors.create}
      canUpdate={access.sectors.update}
    />
  );
}
