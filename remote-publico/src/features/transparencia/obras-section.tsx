import {
  formatCoordinates,
  openMapUrl,
  type PublicoObraItem,
  type PublicoObraPage,
  type PublicoObraParalisada,
  type PublicoParalisacao,
} from '@gp/shared-contracts';
import { useState } from 'react';
import { useResource } from '../../components/api.js';
import { usePublico } from '../../components/context.js';
import { formatDate, formatMoney } from '../../components/format.js';
import { LoadError, Loading } from '../../components/layout.js';
import { Link } from '../../components/router.js';
import { Pager } from './pager.js';
import { pageCount } from './query.js';

/** Works per page of the section (the API allows up to 100). */
export const OBRAS_PAGE_SIZE = 20;

/** GET /publico/entidades/{doc}/obras, one page. */
export const obrasPath = (doc: string, page: number) =>
  `/publico/entidades/${doc}/obras?page=${page}&limit=${OBRAS_PAGE_SIZE}`;

/** "45.20" → "45,20%". */
export const percentLabel = (value: string) => `${value.replace('.', ',')}%`;

const dateOr = (day: string | null, none = 'não informada') => (day ? formatDate(day) : none);

/**
 * Who answers for a stoppage (Lei 14.133 art. 115 §6º), as the API publishes it: a servant's name with
 * the CPF masked, a company's name and CNPJ, or the number of the inquiry while it is open.
 */
export function responsavelText(
  p: Pick<
    PublicoParalisacao,
    'responsavel_tipo' | 'responsavel' | 'responsavel_documento' | 'apuracao_numero'
  >,
) {
  if (p.responsavel_tipo === 'apuracao') return `Em apuração: processo nº ${p.apuracao_numero ?? ''}`;
  if (!p.responsavel_tipo) return 'não informado';
  const quem = p.responsavel_tipo === 'servidor' ? 'Servidor(a)' : 'Empresa';
  const doc = p.responsavel_documento
    ? ` (${p.responsavel_tipo === 'servidor' ? 'CPF' : 'CNPJ'} ${p.responsavel_documento})`
    : '';
  return `${quem} ${p.responsavel ?? ''}${doc}`;
}

/**
 * The entity's works on its transparency page: those paralisadas for more than one month first (a
 * highlighted block: reason, who recorded it and the expected restart), then the list, page by page
 * (the page lives here, not in the address: the address's page is the assets').
 */
export function ObrasSection({ doc }: { doc: string }) {
  const { apiBaseUrl } = usePublico();
  const [page, setPage] = useState(1);
  const { resource, retry } = useResource<PublicoObraPage>(apiBaseUrl, obrasPath(doc, page));
  return (
    <section aria-labelledby="gp-pub-obras">
      <h2 id="gp-pub-obras">Obras</h2>
      {resource.state === 'loading' ? <Loading /> : null}
      {resource.state === 'error' ? <LoadError message={resource.message} onRetry={retry} /> : null}
      {resource.state === 'ok' ? <ObrasView list={resource.data} doc={doc} onPage={setPage} /> : null}
    </section>
  );
}

function ObrasView({
  list,
  doc,
  onPage,
}: {
  list: PublicoObraPage;
  doc: string;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(list);
  if (list.total === 0) return <p>Nenhuma obra publicada.</p>;
  return (
    <>
      {list.paralisadas.length > 0 ? <Paralisadas list={list.paralisadas} /> : null}
      <p aria-live="polite">
        <strong>
          {list.total.toLocaleString('pt-BR')} {list.total === 1 ? 'obra' : 'obras'}
        </strong>
      </p>
      <ul className="gp-pub-list" aria-label="Obras">
        {list.data.map((obra) => (
          <ObraItem key={obra.numero} obra={obra} doc={doc} />
        ))}
      </ul>
      <Pager page={list.page} pages={pages} label="Paginação das obras" onPage={onPage} />
    </>
  );
}

function Paralisadas({ list }: { list: PublicoObraParalisada[] }) {
  return (
    <section className="gp-pub-alert" aria-labelledby="gp-pub-paralisadas">
      <h3 id="gp-pub-paralisadas">Obras paralisadas há mais de um mês</h3>
      <ul className="gp-pub-list" aria-label="Obras paralisadas há mais de um mês">
        {list.map((o) => (
          <li key={o.id}>
            <strong>
              Nº {o.numero} — {o.objeto}
            </strong>
            <dl className="gp-pub-fields">
              <div>
                <dt>Situação</dt>
                <dd>
                  {o.situacao_descricao} desde {formatDate(o.paralisada_desde)}
                </dd>
              </div>
              <div>
                <dt>Motivo</dt>
                <dd>
                  {o.motivo_codigo} – {o.motivo_codigo_descricao}: {o.motivo || 'não informado'}
                </dd>
              </div>
              <div>
                <dt>Responsável pela paralisação</dt>
                <dd>{responsavelText(o)}</dd>
              </div>
              <div>
                <dt>Previsão de reinício</dt>
                <dd>{dateOr(o.previsao_reinicio)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ObraItem({ obra, doc }: { obra: PublicoObraItem; doc: string }) {
  const percent = Number(obra.percentual_executado);
  const width = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const label = percentLabel(obra.percentual_executado);
  return (
    <li className="gp-pub-item" id={`obra-${obra.id}`}>
      <h3>
        <Link to={`/publico/transparencia/${doc}/obra/${obra.id}`}>
          Nº {obra.numero} — {obra.objeto}
        </Link>
      </h3>
      <dl className="gp-pub-fields">
        <div>
          <dt>Situação</dt>
          <dd>{obra.situacao_descricao}</dd>
        </div>
        <div>
          <dt>Tipo</dt>
          <dd>{obra.tipo_descricao}</dd>
        </div>
        <div>
          <dt>Secretaria</dt>
          <dd>{obra.secretaria}</dd>
        </div>
        <div>
          <dt>Contratada</dt>
          <dd>{obra.contratada ?? 'não informada'}</dd>
        </div>
        <div>
          <dt>Valor contratado + aditivos</dt>
          <dd>
            {formatMoney(obra.valor_contratado)} + {formatMoney(obra.valor_aditivos)} ={' '}
            {formatMoney(obra.valor_total)}
          </dd>
        </div>
        <div>
          <dt>Contrato</dt>
          <dd>{obra.contrato_numero ?? 'não informado'}</dd>
        </div>
        <div>
          <dt>Local</dt>
          <dd>
            {obra.endereco ?? 'endereço não informado'}
            {obra.latitude !== null && obra.longitude !== null ? (
              <>
                {' · '}
                <a href={openMapUrl(obra.latitude, obra.longitude)} target="_blank" rel="noreferrer">
                  {formatCoordinates(obra.latitude, obra.longitude)} (ver no mapa)
                </a>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Início · previsão de conclusão</dt>
          <dd>
            {dateOr(obra.data_inicio, 'não iniciada')} · {dateOr(obra.previsao_conclusao)}
          </dd>
        </div>
        <div>
          <dt>Executado</dt>
          <dd>
            {label}
            <div
              className="gp-pub-bar"
              role="progressbar"
              aria-label={`Percentual executado da obra nº ${obra.numero}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={width}
              aria-valuetext={label}
            >
              <span style={{ width: `${width}%` }} />
            </div>
          </dd>
        </div>
      </dl>
      {obra.paralisacoes.length > 0 ? <ParalisacoesDaObra obra={obra} /> : null}
    </li>
  );
}

/** Every stoppage of the work, each its own record (Lei 14.133 art. 115 §6º), newest first. */
function ParalisacoesDaObra({ obra }: { obra: PublicoObraItem }) {
  return (
    <details>
      <summary>Paralisações ({obra.paralisacoes.length.toLocaleString('pt-BR')})</summary>
      <ul aria-label={`Paralisações da obra nº ${obra.numero}`}>
        {obra.paralisacoes.map((p) => (
          <li key={`${p.data_inicio}-${p.motivo_codigo}-${p.data_fim ?? ''}`}>
            <strong>
              {formatDate(p.data_inicio)} a {p.data_fim ? formatDate(p.data_fim) : 'hoje (em curso)'}
            </strong>
            {' — '}
            {p.motivo_codigo} – {p.motivo_codigo_descricao}: {p.motivo}. Responsável: {responsavelText(p)}.
            Previsão de reinício: {dateOr(p.previsao_reinicio)}.
          </li>
        ))}
      </ul>
    </details>
  );
}
