import { PUBLICO_MESSAGES, type PublicoEntidade, type PublicoFiltros } from '@gp/shared-contracts';
import { useResource } from '../../components/api.js';
import { useDocumentTitle, usePublico } from '../../components/context.js';
import { checkCpfCnpj } from '../../components/cpf-cnpj.js';
import { CpfCnpjForm } from '../../components/cpf-cnpj-form.js';
import { LoadError, Loading, PublicLayout } from '../../components/layout.js';
import { BensSection } from './bens-section.js';
import { ObrasSection } from './obras-section.js';

/**
 * An entity's transparency page (/publico/transparencia/{cpf_cnpj}): its document is checked here as the
 * API checks it (a clear message, no call, when it cannot be right), then the entity, its assets and its
 * works.
 */
export function TransparenciaPage({ cpfCnpj }: { cpfCnpj: string }) {
  const checked = checkCpfCnpj(cpfCnpj);
  if (!checked.ok) return <Refused title="CPF ou CNPJ inválido" initial={cpfCnpj} error={checked.message} />;
  return <EntidadePage key={checked.value} doc={checked.value} />;
}

function Refused({ title, initial, error }: { title: string; initial: string; error: string }) {
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <h1>{title}</h1>
      <CpfCnpjForm initial={initial} initialError={error} />
    </PublicLayout>
  );
}

function EntidadePage({ doc }: { doc: string }) {
  const { apiBaseUrl } = usePublico();
  const { resource, retry } = useResource<PublicoEntidade>(apiBaseUrl, `/publico/entidades/${doc}`);
  if (resource.state === 'error' && resource.status === 404) return <NoEntity doc={doc} />;
  if (resource.state === 'ok') return <EntidadeView entidade={resource.data} />;
  return (
    <PublicLayout>
      <TitleOnly text="Transparência" />
      <h1>Bens patrimoniais</h1>
      {resource.state === 'loading' ? <Loading /> : <LoadError message={resource.message} onRetry={retry} />}
    </PublicLayout>
  );
}

function TitleOnly({ text }: { text: string }) {
  useDocumentTitle(text);
  return null;
}

function NoEntity({ doc }: { doc: string }) {
  const title = PUBLICO_MESSAGES.notFound.replace(/\.$/, '');
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <h1>{title}</h1>
      <p>
        Nenhuma entidade com este CPF ou CNPJ publica seus dados neste portal. Confira o número e consulte de
        novo.
      </p>
      <CpfCnpjForm initial={doc} />
    </PublicLayout>
  );
}

function EntidadeView({ entidade }: { entidade: PublicoEntidade }) {
  const { apiBaseUrl } = usePublico();
  useDocumentTitle(`Bens de ${entidade.nome}`);
  const filtros = useResource<PublicoFiltros>(
    apiBaseUrl,
    `/publico/entidades/${entidade.cpf_cnpj}/bens/filtros`,
  );
  const docLabel = entidade.cpf_cnpj.length === 11 ? 'CPF' : 'CNPJ';
  return (
    <PublicLayout entidade={entidade}>
      <h1>Bens patrimoniais de {entidade.nome}</h1>
      <p className="gp-pub-muted">
        {entidade.nome_fantasia ? `${entidade.nome_fantasia} · ` : ''}
        {docLabel} {entidade.cpf_cnpj_formatado}
      </p>
      <BensSection
        doc={entidade.cpf_cnpj}
        filtros={filtros.resource.state === 'ok' ? filtros.resource.data : null}
      />
      <ObrasSection doc={entidade.cpf_cnpj} />
    </PublicLayout>
  );
}
