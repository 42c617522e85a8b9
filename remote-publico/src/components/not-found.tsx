import { useDocumentTitle, usePublico } from './context.js';
import { PublicLayout } from './layout.js';
import { Link } from './router.js';

/** The page of an address the area does not know, or of an asset that does not exist or is not public. */
export function NotFoundPage({
  title = 'Página não encontrada',
  detail = 'O endereço aberto não corresponde a nenhuma página do portal.',
}: {
  title?: string;
  detail?: string;
}) {
  const { basePath } = usePublico();
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <h1>{title}</h1>
      <p>{detail}</p>
      <p>
        Confira o endereço ou o código QR da etiqueta. Para ver os bens de uma entidade,{' '}
        <Link to={`${basePath}/transparencia`}>consulte pelo CPF ou CNPJ</Link>.
      </p>
    </PublicLayout>
  );
}
