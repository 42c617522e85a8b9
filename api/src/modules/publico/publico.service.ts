import { Readable } from 'node:stream';
import {
  centsToMoney,
  moneyToCents,
  normalizeMoney,
  normalizeVerificationCode,
  PARALISADAS,
  PUBLICO_CSV_COLUMNS,
  PUBLICO_MESSAGES,
  PUBLICO_PARALISACOES_MAX,
  PUBLICO_PARALISADAS_MAX,
  type PublicoBem,
  type PublicoBemListQuery,
  type PublicoBemPage,
  type PublicoDocumento,
  type PublicoEntidade,
  type PublicoExportQuery,
  type PublicoFiltros,
  type PublicoItem,
  type PublicoObraDetalhe,
  type PublicoObraListQuery,
  type PublicoObraPage,
  SITUACAO_LABELS,
  type SituacaoBem,
  UUID_PATTERN,
} from '@gp/shared-contracts';
import type { ReadDb } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { CSV_BOM, CSV_MIME, csvLine, nextTurn, numberCell } from '../../lib/export.js';
import { pageAnswer, pageWindow } from '../../lib/pagination.js';
import type { FileStorage } from '../../lib/storage.js';
import type { FilesService } from '../files/files.service.js';
import { today } from '../obras/obras.service.js';
import { listPagamentos } from '../obras/pagamentos.repository.js';
import { listParalisacoesOf } from '../obras/paralisacoes.repository.js';
import { listItens, totaisItens } from '../obras/planilha.repository.js';
import { cronogramaDa, toItem } from '../obras/planilha.service.js';
import { toPublicoRecebimento } from '../obras/recebimento-da-obra.js';
import { listRecebimentos } from '../obras/recebimentos.repository.js';
import { findRelatorio, latestRelatorios } from '../obras/relatorio.repository.js';
import { relatorioFile } from '../obras/relatorio.service.js';
import type { BemListFilter } from '../patrimonio/bens/bens.repository.js';
import { termoByCodigo } from '../patrimonio/termos/termos.repository.js';
import {
  csvCells,
  monthBefore,
  toEntidade,
  toExportItem,
  toListItem,
  toPublicoBem,
  toPublicoDocumento,
  toPublicoObra,
  toPublicoParalisada,
} from './publico.mapper.js';
import {
  anosDeAquisicao,
  categoriasComBens,
  type EntidadeRow,
  exportBatch,
  findBemPublico,
  findEntidade,
  findFoto,
  findLogo,
  listPage,
  obraPublica,
  obrasCount,
  obrasPage,
  paralisadasDesde,
  secretariasComBens,
  situacoesComBens,
  totals,
  ultimaAlteracao,
} from './publico.repository.js';

/** The situações of a work that is paralisada (the TCE codes: by rescisão, or paralisada). */

/** The first rows of a download come in a small batch (its first byte is early), the rest in large ones. */
const FIRST_BATCH = 500;
const BATCH = 5000;

type Filters = Pick<PublicoBemListQuery, 'search' | 'secretaria_id' | 'categoria_id' | 'situacao' | 'ano'>;

const filterOf = (clientId: string, q: Filters): BemListFilter => ({
  clientIds: [clientId],
  search: q.search || undefined,
  secretariaId: q.secretaria_id,
  categoriaId: q.categoria_id,
  situacao: q.situacao,
  dataDe: q.ano === undefined ? undefined : `${q.ano}-01-01`,
  dataAte: q.ano === undefined ? undefined : `${q.ano}-12-31`,
});

export type PublicDownload = {
  filename: string;
  contentType: string;
  /** When the data was last changed (Last-Modified), null when nothing matches. */
  lastModified: Date | null;
  stream: Readable;
};

/**
 * The public transparency area (docs/domain.md, "Transparência"): no caller, so no scope of a location;
 * every read is scoped to one publishing client, found by its document or by the asset asked for. Whatever
 * is not found, not published or malformed answers the same 404.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createPublicoService(deps: { db: ReadDb; files: FilesService; storage: FileStorage }) {
  const { db, files, storage } = deps;

  async function entidadeOf(cpfCnpj: string): Promise<EntidadeRow> {
    const row = await findEntidade(db, cpfCnpj);
    if (!row) throw notFound(PUBLICO_MESSAGES.notFound);
    return row;
  }

  async function obraDaEntidade(cpfCnpj: string, id: string) {
    const entidade = await entidadeOf(cpfCnpj);
    const row = UUID_PATTERN.test(id) ? await obraPublica(db, entidade.id, id) : null;
    if (!row) throw notFound('Obra não encontrada.');
    return row;
  }

  /** A work's own public page shows its stoppages as the list does. */
  const paralisacoesDe = async (id: string) =>
    (await listParalisacoesOf(db, [id])).slice(0, PUBLICO_PARALISACOES_MAX);

  async function obraComItens(cpfCnpj: string, id: string) {
    const row = await obraDaEntidade(cpfCnpj, id);
    const itens = (await listItens(db, id)).map(toItem).map(
      (i): PublicoItem => ({
        codigo: i.codigo,
        descricao: i.descricao,
        unidade: i.unidade,
        quantidade_contratada: i.quantidade,
        preco_unitario: i.preco_unitario,
        preco_com_bdi: i.preco_com_bdi,
        total_contratado: i.total,
        quantidade_executada: i.quantidade_medida,
        valor_executado: i.valor_medido,
      }),
    );
    return { obra: toPublicoObra(row, await paralisacoesDe(id)), itens };
  }

  /** Every asset the filters match, in code order, batch by batch. */
  async function* batches(filter: BemListFilter) {
    let after: number | null = null;
    let size = FIRST_BATCH;
    for (;;) {
      const rows = await exportBatch(db, filter, after, size);
      if (rows.length) yield rows.map(toExportItem);
      if (rows.length < size) return;
      await nextTurn();
      after = rows[rows.length - 1]!.codigoBem;
      size = BATCH;
    }
  }

  return {
    async entidade(cpfCnpj: string): Promise<PublicoEntidade> {
      return toEntidade(await entidadeOf(cpfCnpj));
    },

    /** The card of an asset (its label's QR code): malformed, unknown or not published → 404. */
    async bem(id: string): Promise<PublicoBem> {
      const row = UUID_PATTERN.test(id) ? await findBemPublico(db, id) : null;
      if (!row) throw notFound(PUBLICO_MESSAGES.bemNotFound);
      return toPublicoBem(row);
    },

    /** The asset's first photo (an image of that asset only). */
    async foto(bemId: string) {
      const row = UUID_PATTERN.test(bemId) ? await findBemPublico(db, bemId) : null;
      const file = row?.fotoId ? await findFoto(db, row.id, row.fotoId) : null;
      if (!file) throw notFound(PUBLICO_MESSAGES.fotoNotFound);
      return { file, bytes: files.open(file) };
    },

    /**
     * GET /publico/documentos/{codigo}: a termo by its verification code (typed in any case, with or
     * without dashes). It answers whether or not the entity publishes its assets: the code is on the
     * paper, and whoever holds the paper may check it.
     */
    async documento(text: string): Promise<PublicoDocumento> {
      const codigo = normalizeVerificationCode(text);
      const found = codigo ? await termoByCodigo(db, codigo) : null;
      if (!found) throw notFound('Documento não encontrado.');
      return toPublicoDocumento(found);
    },

    async logo(cpfCnpj: string) {
      const entidade = await entidadeOf(cpfCnpj);
      const file = entidade.profileImg ? await findLogo(db, entidade.id) : null;
      if (!file) throw notFound(PUBLICO_MESSAGES.logoNotFound);
      return { file, bytes: files.open(file) };
    },

    async bens(cpfCnpj: string, q: PublicoBemListQuery): Promise<PublicoBemPage> {
      const entidade = await entidadeOf(cpfCnpj);
      const filter = filterOf(entidade.id, q);
      const [rows, t, changed] = await Promise.all([
        listPage(db, filter, { ...pageWindow(q), sort: q.sort, order: q.order }),
        totals(db, filter),
        ultimaAlteracao(db, entidade.id),
      ]);
      return {
        ...pageAnswer(q, { rows, total: t.quantidade }, toListItem),
        totais: {
          quantidade: t.quantidade,
          valor_aquisicao: normalizeMoney(t.valorAquisicao ?? '0'),
          valor_contabil: normalizeMoney(t.valorAtual ?? '0'),
        },
        dados_atualizados_em: changed?.toISOString() ?? null,
      };
    },

    /**
     * The entity's works, a page in número order, and every work paralisada for more than one month
     * (its situação date before the same day of the previous month, Brasília's calendar).
     */
    async obras(cpfCnpj: string, q: PublicoObraListQuery): Promise<PublicoObraPage> {
      const entidade = await entidadeOf(cpfCnpj);
      const antesDe = monthBefore(today());
      const [rows, total, paralisadas] = await Promise.all([
        obrasPage(db, entidade.id, pageWindow(q)),
        obrasCount(db, entidade.id),
        paralisadasDesde(db, entidade.id, PARALISADAS, antesDe, PUBLICO_PARALISADAS_MAX),
      ]);
      const paralisacoes = await listParalisacoesOf(
        db,
        rows.map((r) => r.id),
      );
      const ofObra = (id: string) =>
        paralisacoes.filter((p) => p.obraId === id).slice(0, PUBLICO_PARALISACOES_MAX);
      return {
        ...pageAnswer(q, { rows, total }, (r) => toPublicoObra(r, ofObra(r.id))),
        paralisadas: paralisadas.map(toPublicoParalisada),
      };
    },

    /**
     * A work's public page (Lei 14.133, art. 94 § 3º; docs/domain.md, "Planilha, medição por item e
     * cronograma"): the work, its planned vs actual S-curve, its sheet's totals and its payments (docs/domain.md,
     * "Pagamentos da obra"); an id malformed,
     * unknown or of another entity → 404.
     */
    async obra(cpfCnpj: string, id: string): Promise<PublicoObraDetalhe> {
      const obra = toPublicoObra(await obraDaEntidade(cpfCnpj, id), await paralisacoesDe(id));
      const [curva, totais, recebimentos, relatorios, pagamentos] = await Promise.all([
        cronogramaDa(db, { id, valorObra: obra.valor_total }, today()),
        totaisItens(db, id),
        listRecebimentos(db, id),
        latestRelatorios(db, id),
        listPagamentos(db, id),
      ]);
      const pago = pagamentos.reduce((s, p) => s + moneyToCents(String(p.pagamento.valor)), 0n);
      return {
        obra,
        recebimentos: recebimentos.map(toPublicoRecebimento),
        curva: curva.meses,
        itens: {
          quantidade: totais.quantidade,
          total_contratado: centsToMoney(moneyToCents(totais.contratado)),
          total_executado: centsToMoney(moneyToCents(totais.executado)),
          total_pago: centsToMoney(pago),
        },
        pagamentos: pagamentos.map((p) => ({
          data: p.pagamento.data,
          medicao_numero: p.medicaoNumero,
          valor: centsToMoney(moneyToCents(String(p.pagamento.valor))),
          documento: p.pagamento.documento,
        })),
        relatorios: relatorios.map((r) => ({
          id: r.id,
          ano: r.ano,
          trimestre: r.trimestre,
          versao: r.versao,
          gerado_em: r.createdAt.toISOString(),
          tamanho: r.tamanho,
          sha256: r.sha256,
          link: `/publico/entidades/${encodeURIComponent(cpfCnpj)}/obras/${id}/relatorios/${r.id}`,
        })),
      };
    },

    /** A published quarterly report of the entity's work (any of its versions); anything else 404. */
    async obraRelatorio(cpfCnpj: string, id: string, relatorioId: string) {
      await obraDaEntidade(cpfCnpj, id);
      const row = UUID_PATTERN.test(relatorioId) ? await findRelatorio(db, relatorioId) : undefined;
      if (!row || row.obraId !== id) throw notFound('Relatório não encontrado.');
      return relatorioFile(storage, row);
    },

    /** The work's items, contracted vs executed (quantities and values), as open data: CSV or JSON. */
    async obraItens(cpfCnpj: string, id: string, formato: 'json' | 'csv'): Promise<PublicDownload> {
      const { obra, itens } = await obraComItens(cpfCnpj, id);
      const name = `itens-obra-${obra.numero.replace(/[^\w-]+/g, '-')}`;
      if (formato === 'json')
        return {
          filename: `${name}.json`,
          contentType: 'application/json; charset=utf-8',
          lastModified: null,
          stream: Readable.from([
            JSON.stringify({ obra: { id: obra.id, numero: obra.numero, objeto: obra.objeto }, itens }),
          ]),
        };
      const header = [
        'codigo',
        'descricao',
        'unidade',
        'quantidade_contratada',
        'preco_unitario',
        'preco_com_bdi',
        'total_contratado',
        'quantidade_executada',
        'valor_executado',
      ];
      const lines = itens.map((i) =>
        csvLine([
          i.codigo,
          i.descricao,
          i.unidade,
          numberCell(i.quantidade_contratada),
          numberCell(i.preco_unitario),
          numberCell(i.preco_com_bdi),
          numberCell(i.total_contratado),
          numberCell(i.quantidade_executada),
          numberCell(i.valor_executado),
        ]),
      );
      return {
        filename: `${name}.csv`,
        contentType: CSV_MIME,
        lastModified: null,
        stream: Readable.from([`${CSV_BOM}${header.join(';')}\r\n${lines.map((l) => `${l}\r\n`).join('')}`]),
      };
    },

    async filtros(cpfCnpj: string): Promise<PublicoFiltros> {
      const entidade = await entidadeOf(cpfCnpj);
      const [secretarias, categorias, situacoes, anos] = await Promise.all([
        secretariasComBens(db, entidade.id),
        categoriasComBens(db, entidade.id),
        situacoesComBens(db, entidade.id),
        anosDeAquisicao(db, entidade.id),
      ]);
      return {
        secretarias,
        categorias,
        situacoes: situacoes.map((s) => ({
          value: s as SituacaoBem,
          label: SITUACAO_LABELS[s as SituacaoBem],
        })),
        anos,
      };
    },

    /**
     * What the filters match as CSV or JSON, written as it is read (batches on the code index), so the
     * first byte leaves before the last row is read and no download is held whole in memory.
     */
    async exportar(cpfCnpj: string, q: PublicoExportQuery): Promise<PublicDownload> {
      const row = await entidadeOf(cpfCnpj);
      const entidade = toEntidade(row);
      const filter = filterOf(row.id, q);
      const lastModified = await ultimaAlteracao(db, row.id);
      const generated = new Date();
      const name = `bens-${entidade.cpf_cnpj}-${generated.toISOString().slice(0, 10)}`;
      if (q.formato === 'json') {
        const head = {
          entidade,
          dados_atualizados_em: lastModified?.toISOString() ?? null,
          gerado_em: generated.toISOString(),
          filtros: {
            search: q.search || null,
            secretaria_id: q.secretaria_id ?? null,
            categoria_id: q.categoria_id ?? null,
            situacao: q.situacao ?? null,
            ano: q.ano ?? null,
          },
        };
        async function* json() {
          yield `${JSON.stringify(head).slice(0, -1)},"bens":[`;
          let first = true;
          for await (const items of batches(filter)) {
            const text = items.map((i) => JSON.stringify(i)).join(',');
            yield first ? text : `,${text}`;
            first = false;
          }
          yield ']}';
        }
        return {
          filename: `${name}.json`,
          contentType: 'application/json; charset=utf-8',
          lastModified,
          stream: Readable.from(json()),
        };
      }
      async function* csv() {
        yield `${CSV_BOM}${PUBLICO_CSV_COLUMNS.join(';')}\r\n`;
        for await (const items of batches(filter)) {
          yield `${items.map((i) => csvLine(csvCells(i))).join('\r\n')}\r\n`;
        }
      }
      return { filename: `${name}.csv`, contentType: CSV_MIME, lastModified, stream: Readable.from(csv()) };
    },
  };
}

export type PublicoService = ReturnType<typeof createPublicoService>;
