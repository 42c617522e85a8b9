import type { ListPageTexts } from '@gp/shared-ui/list';
import { CompanyTypeList } from '../../components/company-type-pages.js';
import { DEPARTMENT_TYPE } from './department-type.js';

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
 * departments of its client (docs/product.md, "Áreas e rotas"; components/company-type-pages.tsx).
 */
export function SecretariasPage() {
  return (
    <CompanyTypeList
      type={DEPARTMENT_TYPE}
      texts={TEXTS}
      columns={(client) => [
        ...client,
        { title: 'Responsável', dataIndex: 'responsibleName', ellipsis: true, width: 200, render: orDash },
        { title: 'Código UA', dataIndex: 'uaCode', width: 120, render: orDash },
      ]}
    />
  );
}
