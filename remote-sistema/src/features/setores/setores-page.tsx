import type { ListPageTexts } from '@gp/shared-ui/list';
import { CompanyTypeList } from '../../components/company-type-pages.js';
import { SECTOR_TYPE } from './sector-type.js';

/** What the page says: title, search box, load failure (docs/frontend.md, "Listas"). */
const TEXTS = {
  title: 'Setores',
  subTitle: 'Consulte abaixo os setores cadastrados e seus departamentos',
  search: { label: 'Buscar setores', placeholder: 'Buscar por nome ou CPF/CNPJ' },
  loadError: 'Não foi possível carregar os setores.',
} satisfies ListPageTexts;

/**
 * /app/sistema/setores: support (narrowing by client) or a location with `hasSetor` sees the sectors
 * of its client with their departments (docs/product.md, "Áreas e rotas"; components/company-type-pages.tsx).
 */
export function SetoresPage() {
  return (
    <CompanyTypeList
      type={SECTOR_TYPE}
      texts={TEXTS}
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
    />
  );
}
