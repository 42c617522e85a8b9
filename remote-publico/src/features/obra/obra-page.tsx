import {
  type PublicoItem,
  type PublicoObraDetalhe,
  type PublicoPagamento,
  type PublicoRecebimento,
  trimestreLabel,
} from '@gp/shared-contracts';
import { apiUrl, useResource } from '../../components/api.js';
import { useDocumentTitle, usePublico } from '../../components/context.js';
import { formatDate, formatDateTime, formatMoney } from '../../components/format.js';
import { LoadError, Loading, PublicLayout } from '../../components/layout.js';
import { NotFoundPage } from '../../components/not-found.js';
import { Link } from '../../components/router.js';
import { CurvaS } from './curva-s.js';

/** The public calls of a work's page. */
export const obraPath = (doc: string, id: string) =>
  `/publico/entidades/${encodeURIComponent(doc)}/obras/${encodeURIComponent(id)}`;
export const itensPath = (doc: string, id: string, formato: 'json' | 'csv' = 'json') =>
  `${obraPath(doc, id)}/itens?formato=${formato}`;

/** Items shown on the page; the files have them all. */
export const ITENS_NA_PAGINA = 100;

const quantidade = (x: string) => {
  const [int = '0', dec] = x.split('.');
  return `${Number(int).toLocaleString('pt-BR')}${dec ? `,${dec}` : ''}`;
};

/**
 * A work's public page (/publico/transparencia/{cpf_cnpj}/obra/{id}; Lei 14.133/2021, art. 94, § 3º):
 * the work, its planned vs actual S-curve, its quarterly reports (PNTP), its payments and its items
 * contracted vs executed, with the open-data files.
 */
export function ObraPage({ cpfCnpj, id }: { cpfCnpj: string; id: string }) {
  const { apiBaseUrl } = usePublico();
  const { resource, retry } = useResource<PublicoObraDetalhe>(apiBaseUrl, obraPath(cpfCnpj, id));
  useDocumentTitle(resource.state === 'ok' ? `Obra nº ${resource.data.obra.numero}` : 'Obra');
  if (resource.state === 'error' && resource.status === 404)
    return (
      <NotFoundPage
        title="Obra não encontrada"
        detail="A obra pode não existir ou a entidade não publicar seus dados."
      />
    );
  if (resource.state !== 'ok')
    return (
      <PublicLayout>
        <h1>Obra</h1>
        {resource.state === 'loading' ? (
          <Loading />
        ) : (
          <LoadError message={resource.message} onRetry={retry} />
        )}
      </PublicLayout>
    );
  const { obra, curva, itens, recebimentos, relatorios, pagamentos } = resource.data;
  return (
    <PublicLayout>
      <p className="gp-pub-kicker">
        <Link to={`/publico/transparencia/${cpfCnpj}`}>Transparência da entidade</Link> · Obra nº{' '}
        {obra.numero}
      </p>
      <h1>{obra.objeto}</h1>
      <dl className="gp-pub-fields">
        {(
          [
            ['Situação', obra.situacao_descricao],
            ['Secretaria', obra.secretaria],
            ['Contratada', obra.contratada ?? 'não informada'],
            ['Valor contratado + aditivos', formatMoney(obra.valor_total)],
            ['Executado', `${obra.percentual_executado.replace('.', ',')}%`],
            ['Pago', formatMoney(itens.total_pago)],
            ['Início', obra.data_inicio ? formatDate(obra.data_inicio) : 'não iniciada'],
          ] as const
        ).map(([dt, dd]) => (
          <div key={dt}>
            <dt>{dt}</dt>
            <dd>{dd}</dd>
          </div>
        ))}
      </dl>
      {recebimentos.length ? <Recebimentos recebimentos={recebimentos} /> : null}
      <section aria-labelledby="gp-pub-curva">
        <h2 id="gp-pub-curva">Cronograma: previsto × realizado</h2>
        <CurvaS meses={curva} />
      </section>
      <section aria-labelledby="gp-pub-relatorios">
        <h2 id="gp-pub-relatorios">Relatórios trimestrais</h2>
        {relatorios.length === 0 ? (
          <p>Nenhum relatório trimestral publicado ainda.</p>
        ) : (
          <ul className="gp-pub-downloads" style={{ paddingLeft: '1.25em' }}>
            {relatorios.map((r) => (
              <li key={r.id}>
                <a href={apiUrl(apiBaseUrl, r.link)}>
                  Relatório do {trimestreLabel(r.ano, r.trimestre)} (PDF)
                </a>{' '}
                · versão {r.versao}, publicada em {formatDateTime(r.gerado_em)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pagamentos pagamentos={pagamentos} total={itens.total_pago} />
      <section aria-labelledby="gp-pub-itens">
        <h2 id="gp-pub-itens">Itens contratados × executados</h2>
        {itens.quantidade === 0 ? (
          <p>A obra ainda não tem planilha de itens publicada.</p>
        ) : (
          <>
            <p>
              {itens.quantidade.toLocaleString('pt-BR')} {itens.quantidade === 1 ? 'item' : 'itens'} ·
              contratado <strong>{formatMoney(itens.total_contratado)}</strong> · executado{' '}
              <strong>{formatMoney(itens.total_executado)}</strong> · pago{' '}
              <strong>{formatMoney(itens.total_pago)}</strong>
            </p>
            <p className="gp-pub-downloads">
              Baixar todos os itens:{' '}
              <a href={apiUrl(apiBaseUrl, itensPath(cpfCnpj, id, 'csv'))} download>
                CSV
              </a>{' '}
              ·{' '}
              <a href={apiUrl(apiBaseUrl, itensPath(cpfCnpj, id, 'json'))} download>
                JSON
              </a>
            </p>
            <ItensTable cpfCnpj={cpfCnpj} id={id} total={itens.quantidade} />
          </>
        )}
      </section>
    </PublicLayout>
  );
}

function ItensTable({ cpfCnpj, id, total }: { cpfCnpj: string; id: string; total: number }) {
  const { apiBaseUrl } = usePublico();
  const { resource, retry } = useResource<{ itens: PublicoItem[] }>(apiBaseUrl, itensPath(cpfCnpj, id));
  if (resource.state === 'loading') return <Loading />;
  if (resource.state === 'error') return <LoadError message={resource.message} onRetry={retry} />;
  const shown = resource.data.itens.slice(0, ITENS_NA_PAGINA);
  return (
    <div className="gp-pub-scroll">
      <table className="gp-pub-table">
        <thead>
          <tr>
            <th scope="col">Código</th>
            <th scope="col">Descrição</th>
            <th scope="col">Un.</th>
            <th scope="col">Qtd. contratada</th>
            <th scope="col">Total contratado</th>
            <th scope="col">Qtd. executada</th>
            <th scope="col">Valor executado</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((i) => (
            <tr key={i.codigo}>
              <td>{i.codigo}</td>
              <td>{i.descricao}</td>
              <td>{i.unidade}</td>
              <td>{quantidade(i.quantidade_contratada)}</td>
              <td>{formatMoney(i.total_contratado)}</td>
              <td>{quantidade(i.quantidade_executada)}</td>
              <td>{formatMoney(i.valor_executado)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > shown.length ? (
        <p>
          Mostrando {shown.length.toLocaleString('pt-BR')} de {total.toLocaleString('pt-BR')} itens: baixe o
          arquivo para ver todos.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The work's recebimentos (Lei 14.133 art. 140): date, kind, the receivers' names and cargos (the API
 * publishes no CPF) and the termo's code, checked on the public page of documents.
 */
function Recebimentos({ recebimentos }: { recebimentos: PublicoRecebimento[] }) {
  return (
    <section aria-labelledby="gp-pub-recebimento">
      <h2 id="gp-pub-recebimento">Recebimento da obra</h2>
      <ul aria-label="Recebimentos da obra">
        {recebimentos.map((r) => (
          <li key={r.tipo}>
            <strong>
              {r.tipo_descricao} em {formatDate(r.data)}
            </strong>
            : {r.recebedores.map((p) => `${p.nome} (${p.cargo})`).join('; ')}. Termo{' '}
            <Link to={`/publico/documento/${r.termo_codigo}`}>{r.termo_codigo}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A value's cell: whole on one line, at the right (three columns fit a phone's width without scrolling). */
const VALOR = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The work's payments (Lei 14.133 art. 94 §3º, "os preços pagos"; docs/domain.md, "Pagamentos da obra"):
 * date, the medição paid, the value and the document, newest first, and the total paid.
 */
function Pagamentos({ pagamentos, total }: { pagamentos: PublicoPagamento[]; total: string }) {
  return (
    <section aria-labelledby="gp-pub-pagamentos">
      <h2 id="gp-pub-pagamentos">Pagamentos</h2>
      {pagamentos.length === 0 ? (
        <p>Nenhum pagamento registrado.</p>
      ) : (
        <div className="gp-pub-scroll">
          <table className="gp-pub-table" aria-label="Pagamentos da obra">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Documento e medição</th>
                <th scope="col" style={VALOR}>
                  Valor pago
                </th>
              </tr>
            </thead>
            <tbody>
              {pagamentos.map((p, i) => (
                // A payment has no public id; its order in the answer is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is read once and never reordered.
                <tr key={i}>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.data)}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>
                    {p.documento}
                    <br />
                    {`Medição nº\u00a0${p.medicao_numero}`}
                  </td>
                  <td style={VALOR}>{formatMoney(p.valor)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total pago
                </th>
                <td style={VALOR}>
                  <strong>{formatMoney(total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
