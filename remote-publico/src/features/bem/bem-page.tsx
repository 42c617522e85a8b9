import { PUBLICO_MESSAGES, type PublicoBem } from '@gp/shared-contracts';
import { apiUrl, useResource } from '../../components/api.js';
import { useDocumentTitle, usePublico } from '../../components/context.js';
import { formatDate, formatMoney, updatedAt } from '../../components/format.js';
import { LoadError, Loading, PublicLayout } from '../../components/layout.js';
import { NotFoundPage } from '../../components/not-found.js';
import { Link } from '../../components/router.js';

/** The public call of an asset's card. */
export const bemPath = (id: string) => `/patrimonio/bempatrimonial/transparencia/${encodeURIComponent(id)}`;

/** The card's title (the tab's, and the server-drawn page's). */
export const bemTitle = (bem: PublicoBem) => `Bem nº ${bem.codigo}`;

export const BEM_NOT_FOUND_TITLE = 'Bem patrimonial não encontrado';

export function BemNotFound() {
  return (
    <NotFoundPage
      title={BEM_NOT_FOUND_TITLE}
      detail={`${PUBLICO_MESSAGES.bemNotFound} O bem pode não existir ou a entidade não publicar seus dados.`}
    />
  );
}

/** An asset's public card, opened from its label's QR code (/publico/bempatrimonial/{id}). */
export function BemPage({ id }: { id: string }) {
  const { apiBaseUrl } = usePublico();
  const { resource, retry } = useResource<PublicoBem>(apiBaseUrl, bemPath(id));
  if (resource.state === 'error' && resource.status === 404) return <BemNotFound />;
  if (resource.state === 'ok') return <BemCard bem={resource.data} />;
  return (
    <PublicLayout>
      <Title text="Bem patrimonial" />
      <h1>Bem patrimonial</h1>
      {resource.state === 'loading' ? <Loading /> : <LoadError message={resource.message} onRetry={retry} />}
    </PublicLayout>
  );
}

function Title({ text }: { text: string }) {
  useDocumentTitle(text);
  return null;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function BemCard({ bem }: { bem: PublicoBem }) {
  const { apiBaseUrl, basePath } = usePublico();
  useDocumentTitle(bemTitle(bem));
  const entidade = bem.entidade;
  return (
    <PublicLayout entidade={entidade}>
      <p className="gp-pub-kicker">Bem patrimonial nº {bem.codigo}</p>
      <h1>{bem.descricao}</h1>
      {bem.baixado ? (
        <p className="gp-pub-alert">
          <strong>Este bem foi baixado</strong>: não faz mais parte do patrimônio em uso da entidade.
        </p>
      ) : null}
      {bem.foto_url ? (
        <figure className="gp-pub-photo">
          <img
            src={apiUrl(apiBaseUrl, bem.foto_url)}
            alt={`Foto do bem: ${bem.descricao}`}
            width={448}
            height={336}
          />
        </figure>
      ) : null}
      <dl className="gp-pub-fields">
        <Field label="Entidade" value={entidade.nome} />
        <Field label="Código" value={String(bem.codigo)} />
        <Field label="Descrição" value={bem.descricao} />
        <Field label="Categoria" value={bem.categoria} />
        <Field label="Situação" value={bem.situacao_descricao} />
        <Field label="Estado de conservação" value={bem.estado_conservacao_descricao} />
        <Field label="Secretaria" value={bem.secretaria} />
        <Field label="Setor" value={bem.setor ?? '-'} />
        <Field label="Data de aquisição" value={formatDate(bem.data_aquisicao)} />
        <Field label="Valor de aquisição" value={formatMoney(bem.valor_aquisicao)} />
        <Field label="Valor contábil" value={formatMoney(bem.valor_contabil)} />
      </dl>
      <p className="gp-pub-muted">{updatedAt(bem.dados_atualizados_em)}</p>
      <p>
        <Link to={`${basePath}/transparencia/${entidade.cpf_cnpj}`}>
          Ver todos os bens de {entidade.nome}
        </Link>
      </p>
    </PublicLayout>
  );
}
