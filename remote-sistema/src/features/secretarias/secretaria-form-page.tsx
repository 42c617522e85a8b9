import { CompanyTypeFormPage } from '../../components/company-type-pages.js';
import { useDepartment, useSaveDepartment } from './api.js';
import { DEPARTMENT_TYPE } from './department-type.js';

/**
 * /app/sistema/secretarias/criar and /editar?id=: every Company field, only the name required; support
 * chooses the client of a new department (components/company-type-pages.tsx).
 */
export function SecretariaFormPage() {
  return (
    <CompanyTypeFormPage
      type={DEPARTMENT_TYPE}
      useDetail={useDepartment}
      useSave={useSaveDepartment}
      clientRequired="Informe o cliente do departamento."
    />
  );
}
