import {
  type PublicoBemItem,
  type PublicoBemPage,
  type PublicoFiltros,
  SITUACAO_LABELS,
} from '@gp/shared-contracts';
import { type FormEvent, useId } from 'react';
import { apiUrl, useResource } from '../../components/api.js';
import { usePublico } from '../../components/context.js';
import { formatDate, formatMoney, updatedAt } from '../../components/format.js';
import { LoadError, Loading } from '../../components/layout.js';
import { Link, useAddress, useNavigate } from '../../components/router.js';
import { COLUMNS } from './columns.js';
import { Pager } from './pager.js';
import {
  countLabel,
  exportPath,
  FILTER_KEYS,
  type Filters,
  filtersFrom,
  listPath,
  pageCount,
  pageFrom,
} from './query.js';

/**
 * The entity's assets: filters (kept in the address), the exact totals of what they match, one page
 * of the list from the server, and the CSV and JSON downloads of the same filters.
 */
export function BensSection({ doc, filtros }: { doc: string; filtros: PublicoFiltros | null }) {
  const { apiBaseUrl } = usePublico();
  const { pathname, search: params } = useAddress();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  const { resource, retry } = useResource<PublicoBemPage>(apiBaseUrl, listPath(doc, filters, page));

  const apply = (next: Filters, nextPage = 1) => {
    const query = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) query.set(key, next[key] as string);
    if (nextPage > 1) query.set('page', String(nextPage));
    const text = query.toString();
    navigate(text ? `${pathname}?${text}` : pathname);
  };

  return (
    <>
      <FiltersForm key={params.toString()} filters={filters} filtros={filtros} onApply={apply} />
      <section aria-labelledby="gp-pub-resultado">
        <h2 id="gp-pub-resultado">Resultado</h2>
        {resource.state === 'loading' ? <Loading /> : null}
        {resource.state === 'error' ? <LoadError message={resource.message} onRetry={retry} /> : null}
        {resource.state === 'ok' ? <Results list={resource.data} onPage={(n) => apply(filters, n)} /> : null}
      </section>
      <section aria-labelledby="gp-pub-downloads">
        <h2 id="gp-pub-downloads">Baixar os dados</h2>
        <p>
          Os arquivos trazem todos os bens que os filtros acima selecionam
          {resource.state === 'ok' ? ` (${countLabel(resource.data.totais.quantidade)})` : ''}, não só esta
          página.
          {resource.state === 'ok' && resource.data.dados_atualizados_em
            ? ` ${updatedAt(resource.data.dados_atualizados_em)}.`
            : ''}
        </p>
        <p className="gp-pub-actions">
          <a className="gp-pub-button" href={apiUrl(apiBaseUrl, exportPath(doc, filters, 'csv'))} download>
            Baixar CSV
          </a>
          <a className="gp-pub-button" href={apiUrl(apiBaseUrl, exportPath(doc, filters, 'json'))} download>
            Baixar JSON
          </a>
        </p>
        <details>
          <summary>Colunas dos arquivos</summary>
          <p>
            CSV: UTF-8, separado por ponto e vírgula, vírgula decimal e datas dd/mm/aaaa, com as colunas
            abaixo nesta ordem. JSON: <code>entidade</code>, <code>dados_atualizados_em</code>,{' '}
            <code>gerado_em</code>, <code>filtros</code> e <code>bens</code>, uma lista com os mesmos campos
            (e o <code>id</code> de cada bem). Os nomes das colunas não mudam.
          </p>
          <table className="gp-pub-columns">
            <caption className="gp-pub-muted">Colunas dos arquivos CSV e JSON</caption>
            <thead>
              <tr>
                <th scope="col">Coluna</th>
                <th scope="col">Conteúdo</th>
              </tr>
            </thead>
            <tbody>
              {COLUMNS.map((c) => (
                <tr key={c.name}>
                  <th scope="row">
                    <code>{c.name}</code>
                  </th>
                  <td>{c.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
    </>
  );
}

function FiltersForm({
  filters,
  filtros,
  onApply,
}: {
  filters: Filters;
  filtros: PublicoFiltros | null;
  onApply: (filters: Filters) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Filters = {};
    for (const key of FILTER_KEYS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    onApply(next);
  };
  const hasFilters = Object.keys(filters).length > 0;
  return (
    <section aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>Filtros</h2>
      <form className="gp-pub-form" onSubmit={submit} aria-label="Filtrar bens">
        <div className="gp-pub-field gp-pub-wide">
          <label htmlFor={`${id}-search`}>Buscar por código ou descrição</label>
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            maxLength={100}
            defaultValue={filters.search}
          />
        </div>
        <Select
          id={`${id}-sec`}
          name="secretaria_id"
          label="Secretaria"
          value={filters.secretaria_id}
          options={filtros?.secretarias.map((o) => ({ value: o.id, label: o.nome }))}
        />
        <Select
          id={`${id}-cat`}
          name="categoria_id"
          label="Categoria"
          value={filters.categoria_id}
          options={filtros?.categorias.map((o) => ({ value: o.id, label: o.nome }))}
        />
        <Select
          id={`${id}-sit`}
          name="situacao"
          label="Situação"
          value={filters.situacao}
          options={filtros?.situacoes}
        />
        <Select
          id={`${id}-ano`}
          name="ano"
          label="Ano de aquisição"
          value={filters.ano}
          options={filtros?.anos.map((a) => ({ value: String(a), label: String(a) }))}
        />
        <div className="gp-pub-actions">
          <button type="submit">Filtrar</button>
          {hasFilters ? (
            <button type="button" className="gp-pub-secondary" onClick={() => onApply({})}>
              Limpar filtros
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[] | undefined;
}) {
  // The address's value is kept as an option even before the list of values arrives.
  const list = options ?? (value ? [{ value, label: value }] : []);
  return (
    <div className="gp-pub-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} key={options ? 'loaded' : 'pending'}>
        <option value="">Todas</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Results({ list, onPage }: { list: PublicoBemPage; onPage: (page: number) => void }) {
  const pages = pageCount(list);
  return (
    <>
      <div className="gp-pub-totals" aria-live="polite">
        <p>
          <strong>{countLabel(list.totais.quantidade)}</strong> encontrados
        </p>
        <p>Valor de aquisição: {formatMoney(list.totais.valor_aquisicao)}</p>
        <p>Valor contábil: {formatMoney(list.totais.valor_contabil)}</p>
        {list.dados_atualizados_em ? (
          <p className="gp-pub-muted">{updatedAt(list.dados_atualizados_em)}</p>
        ) : null}
      </div>
      {list.data.length === 0 ? (
        <p>Nenhum bem atende a estes filtros.</p>
      ) : (
        <ul className="gp-pub-list" aria-label="Bens">
          {list.data.map((bem) => (
            <BemItem key={bem.id} bem={bem} />
          ))}
        </ul>
      )}
      <Pager page={list.page} pages={pages} label="Paginação" onPage={onPage} />
    </>
  );
}

function BemItem({ bem }: { bem: PublicoBemItem }) {
  const { basePath } = usePublico();
  return (
    <li className="gp-pub-item">
      <h3>
        <Link to={`${basePath}/bempatrimonial/${bem.id}`}>
          Nº {bem.codigo} — {bem.descricao}
        </Link>
      </h3>
      <dl className="gp-pub-fields">
        <div>
          <dt>Situação</dt>
          <dd>{SITUACAO_LABELS[bem.situacao]}</dd>
        </div>
        <div>
          <dt>Categoria</dt>
          <dd>{bem.categoria}</dd>
        </div>
        <div>
          <dt>Secretaria / setor</dt>
          <dd>{bem.setor ? `${bem.secretaria} / ${bem.setor}` : bem.secretaria}</dd>
        </div>
        <div>
          <dt>Aquisição</dt>
          <dd>
            {formatDate(bem.data_aquisicao)} · {formatMoney(bem.valor_aquisicao)}
          </dd>
        </div>
        <div>
          <dt>Valor contábil</dt>
          <dd>{formatMoney(bem.valor_contabil)}</dd>
        </div>
      </dl>
    </li>
  );
}
