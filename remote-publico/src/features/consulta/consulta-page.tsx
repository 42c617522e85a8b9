import { useDocumentTitle } from '../../components/context.js';
import { CpfCnpjForm } from '../../components/cpf-cnpj-form.js';
import { PublicLayout } from '../../components/layout.js';

/** /publico and /publico/transparencia: find an entity's page by its CPF or CNPJ. */
export function ConsultaPage() {
  useDocumentTitle('Consultar entidade');
  return (
    <PublicLayout>
      <h1>Consultar o patrimônio de uma entidade</h1>
      <p>
        Informe o CPF ou o CNPJ da entidade (prefeitura, câmara, autarquia) para ver os seus bens, filtrá-los
        e baixar os dados.
      </p>
      <CpfCnpjForm />
    </PublicLayout>
  );
}
