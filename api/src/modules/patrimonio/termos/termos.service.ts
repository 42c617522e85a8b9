import { createHash, randomBytes } from 'node:crypto';
import {
  centsToMoney,
  ESTADO_LABELS,
  type EstadoConservacao,
  moneyToCents,
  normalizeMoney,
  normalizeVerificationCode,
  TERMO_BENS_MAX,
  type TermoEmitido,
  type TermoEmitidoListQuery,
  type TermoEmitidoPage,
  type TermoResponsabilidadeBody,
  TIPO_TERMO_LABELS,
  type TipoTermo,
  VERIFICATION_ALPHABET,
  VERIFICATION_CODE_LENGTH,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import type { termosEmitidos } from '../../../db/schema-patrimonio.js';
import { brazilDate } from '../../../lib/brazil-time.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import type { TableColumn } from '../../../lib/pdf-table.js';
import { renderTermo, type TermoContent } from '../../../lib/termo-pdf.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { loteRequest } from '../carga/aceites.repository.js';
import { clientsForList, oneClient } from '../client-scope.js';
import { type LoteMovementRow, loteHasReversed, loteMovements } from '../movimentacoes/lote.repository.js';
import { findMovimentacao, type MovimentacaoRow as Mov } from '../movimentacoes/movimentacoes.repository.js';
import { findPlace, findPlaceOfApplication } from '../places.repository.js';
import { dataBr, emitidoEm, reais } from '../relatorios/relatorios.service.js';
import {
  bensForTermo,
  bensOfSetor,
  clientOf,
  insertTermo,
  lockTermoNumbers,
  movementBatch,
  nameOf,
  nextTermoNumber,
  pageTermos,
  type StoredTermo,
  type TermoBemRow,
  termoById,
  termoInScope,
  termoOfMovements,
  valoresDaBaixa,
} from './termos.repository.js';

/**
 * Verification codes: 16 characters of an alphabet without look-alikes (VERIFICATION_ALPHABET), 80 random bits,
 * printed in groups of four. Guessing one is hopeless, so the public check needs no other secret.
 */
export function newVerificationCode(): string {
  const bytes = randomBytes(VERIFICATION_CODE_LENGTH);
  let code = '';
  // 256 is a multiple of 32: every character equally likely.
  for (const byte of bytes) code += VERIFICATION_ALPHABET[byte % VERIFICATION_ALPHABET.length];
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

const ASSET_COLUMNS: TableColumn[] = [
  { title: 'Código', width: 50, align: 'left', figure: true },
  { title: 'Descrição', width: 260, align: 'left', grow: true },
  { title: 'Estado', width: 91.28, align: 'left' },
  { title: 'Valor', width: 110, align: 'right', figure: true },
];
/** The termo de baixa definitiva's table: each asset's acquisition, depreciation and book value at the baixa. */
const BAIXA_COLUMNS: TableColumn[] = [
  { title: 'Código', width: 40, align: 'left', figure: true },
  { title: 'Descrição', width: 151.28, align: 'left', grow: true },
  { title: 'Valor de aquisição', width: 100, align: 'right', figure: true },
  { title: 'Depreciação acumulada', width: 120, align: 'right', figure: true },
  { title: 'Valor contábil', width: 100, align: 'right', figure: true },
];
const estado = (e: string) => ESTADO_LABELS[e as EstadoConservacao] ?? e;
const assetRow = (r: TermoBemRow, valor = r.valorAtual) => [
  String(r.codigoBem),
  r.descricao,
  estado(r.estadoConservacao),
  reais(valor),
];
const sumOf = (values: string[]) => values.reduce((a, v) => a + moneyToCents(v), 0n);
/** A line of a movement's termo: the asset, its movement and the values it recorded. */
type TermoLine = { bem: TermoBemRow; valor: string; mov: Mov | null; movId: string; valorAnterior: string };
/** A transfer's termo names up to this many origins; more are counted. */
const ORIGENS_LISTADAS = 3;
const bensWord = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'bem' : 'bens'}`;

/** What a document of its own layout prints of its termo (its title with the number, the verification). */
export type TermoHead = Pick<TermoContent, 'entity' | 'title' | 'verification'> & {
  /** The termo's number in the client's kind and year, "3/2026". */
  numero: string;
};
/** A document of another area drawn by its own layout (the boletim de medição), given its termo's head. */
export type RenderDocumento = (head: TermoHead) => Promise<Buffer>;

/** An issued termo: its file name, bytes and code; `id` when issued now (a stored one answered has none). */
type Issued = { name: string; pdf: Buffer; codigo: string; id?: string };

/** An issued termo's record as the list shows it. */
const toTermoEmitido = (r: Omit<typeof termosEmitidos.$inferSelect, 'pdf'>): TermoEmitido => ({
  id: r.id,
  codigo: r.codigo,
  tipo: r.tipo as TipoTermo,
  descricao: `${TIPO_TERMO_LABELS[r.tipo as TipoTermo]} nº ${r.numero}/${r.ano}`,
  numero: r.numero,
  ano: r.ano,
  quantidade_bens: r.quantidadeBens,
  valor_total: normalizeMoney(r.valorTotal),
  movimentacao_id: r.movimentacaoId,
  emitido_por: r.emitidoPorNome,
  emitido_em: r.createdAt.toISOString(),
  sha256: r.sha256,
  cliente_id: r.clientId,
});

/** A stored termo as answered: its bytes unchanged, under the name it was issued with. */
const asIssued = (x: StoredTermo): Issued => ({
  name: `${TIPO_TERMO_LABELS[x.tipo as TipoTermo]} nº ${x.numero}-${x.ano}.pdf`,
  pdf: x.pdf,
  codigo: x.codigo,
});

/**
 * The termos (docs/api.md, "Termos"; decision 025): a termo de responsabilidade (a person takes custody of
 * assets), de transferência and de baixa (from a movement, with the movements registered with it). Every
 * check runs first; then, under the client's numbering lock, the next number is taken, the PDF written,
 * its bytes and SHA-256 stored with who issued it, and the bytes answered. A document is issued once: a
 * movement's termo asked again answers the stored one, and any termo is reprinted by its code unchanged.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createTermosService(deps: { db: Db; appUrl: string }) {
  const { db, appUrl } = deps;
  const verifyUrl = (codigo: string) => `${appUrl}/publico/documento/${codigo}`;

  async function issue(
    actor: Actor,
    clientId: string,
    tipo: TipoTermo,
    body: Omit<TermoContent, 'entity' | 'title' | 'verification'> | RenderDocumento,
    totals: { bens: number; valor: bigint },
    movimentacaoIds: string[] = [],
    on: Db = db,
  ): Promise<Issued> {
    const now = new Date();
    const ano = Number(brazilDate(now).slice(0, 4));
    const codigo = newVerificationCode();
    const client = await clientOf(on, clientId);
    const issuedBy = actor.fullname || actor.username;
    // Inside a caller's transaction (`on`), a savepoint: the termo is written with the record it belongs to.
    return on.transaction(async (tx) => {
      await lockTermoNumbers(tx, clientId, tipo, ano);
      // Asked twice at once, a movement's termo is still issued once: the second waits here, then finds it.
      const prior = movimentacaoIds.length > 0 ? await termoOfMovements(tx, movimentacaoIds) : null;
      if (prior) return asIssued(prior);
      const numero = await nextTermoNumber(tx, clientId, tipo, ano);
      const head: TermoHead = {
        numero: `${numero}/${ano}`,
        entity: client?.name ?? '',
        title: `${TIPO_TERMO_LABELS[tipo].toUpperCase()} Nº ${numero}/${ano}`,
        verification: {
          code: codigo,
          url: verifyUrl(codigo),
          issued: `Emitido em ${emitidoEm(now)} por ${issuedBy}`,
        },
      };
      const pdf = typeof body === 'function' ? await body(head) : await renderTermo({ ...body, ...head });
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const row = await insertTermo(tx, {
        clientId,
        tipo,
        ano,
        numero,
        codigo,
        sha256,
        pdf,
        quantidadeBens: totals.bens,
        valorTotal: centsToMoney(totals.valor),
        movimentacaoId: movimentacaoIds[0] ?? null,
        emitidoPor: actor.userId,
        emitidoPorNome: issuedBy,
      });
      await recordAudit(tx, auditActor(actor), {
        action: 'create',
        entity: 'termo',
        entityId: row.id,
        after: { tipo, numero: `${numero}/${ano}`, codigo, sha256, bens: totals.bens },
        clientId,
      });
      return { ...asIssued({ tipo, numero, ano, codigo, pdf }), id: row.id };
    });
  }

  return {
    /** GET .../termos: the issued termos of the caller's client (support: of every client, or the one named). */
    async list(actor: Actor, q: TermoEmitidoListQuery): Promise<TermoEmitidoPage> {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageTermos(db, { clientIds, tipo: q.tipo }, pageWindow(q));
      return pageAnswer(q, { rows, total }, toTermoEmitido);
    },

    /**
     * GET .../termos/{codigo}: a termo of the caller's scope reprinted, the bytes stored when it was
     * issued (the SHA-256 the public check shows); typed in any case, with or without dashes.
     */
    async reimprimir(actor: Actor, text: string): Promise<Issued> {
      const local = requireLocal(actor);
      const codigo = normalizeVerificationCode(text);
      const found = codigo ? await termoInScope(db, local, codigo) : null;
      if (!found) throw notFound('Termo não encontrado.');
      return asIssued(found);
    },

    /** POST .../termos/responsabilidade: the chosen assets, or a setor's assets not written off. */
    async responsabilidade(actor: Actor, body: TermoResponsabilidadeBody): Promise<Issued> {
      const local = requireLocal(actor);
      let clientId: string;
      let bens: TermoBemRow[];
      let setorName: string | null = null;
      // The caller's client; support may name one (then the setor or the assets must be of it).
      const named = body.cliente_id ? await oneClient(db, local, body.cliente_id) : local.clientId;
      if (body.bem_ids) {
        const ids = [...new Set(body.bem_ids)];
        bens = await bensForTermo(db, local, ids);
        if (bens.length !== ids.length) throw notFound('Bem patrimonial não encontrado.');
        const clients = new Set(bens.map((x) => x.clientId));
        if (clients.size > 1)
          throw badRequest('bem_ids', 'Os bens de um termo devem ser de um mesmo cliente.');
        clientId = bens[0]!.clientId;
        if (named && named !== clientId) throw notFound('Bem patrimonial não encontrado.');
        const baixado = bens.find((x) => x.situacao === 'baixado');
        if (baixado)
          throw badRequest('bem_ids', `O bem ${baixado.codigoBem} está baixado: não entra no termo.`);
      } else {
        // Support naming no client: the setor names it.
        const setorId = body.setor_id!;
        const place = named
          ? await findPlace(db, named, setorId)
          : await findPlaceOfApplication(db, local.applicationId, setorId);
        if (!place?.isSector || !place.rootId) throw notFound('Setor não encontrado.');
        clientId = place.rootId;
        setorName = place.name;
        bens = await bensOfSetor(db, clientId, setorId, TERMO_BENS_MAX + 1);
        if (bens.length === 0) throw notFound('Nenhum bem em uso neste setor.');
        if (bens.length > TERMO_BENS_MAX) {
          throw badRequest(
            'setor_id',
            `O setor tem mais de ${TERMO_BENS_MAX} bens: escolha os bens na lista (até ${TERMO_BENS_MAX} por termo).`,
          );
        }
      }
      const total = sumOf(bens.map((x) => x.valorAtual));
      const who = body.identificacao ? `${body.responsavel} (${body.identificacao})` : body.responsavel;
      return issue(
        actor,
        clientId,
        'responsabilidade',
        {
          paragraphs: [
            `Eu, ${who}, declaro ter recebido os bens patrimoniais relacionados abaixo${setorName ? `, do setor ${setorName},` : ''} em perfeito conhecimento de seu estado, e assumo a responsabilidade pela sua guarda, conservação e uso exclusivo em serviço, comprometendo-me a comunicar ao setor de patrimônio qualquer dano, extravio ou movimentação, e a devolvê-los quando solicitado.`,
          ],
          fields: [
            ['Responsável', who],
            ...(setorName ? ([['Setor', setorName]] as [string, string][]) : []),
            ['Quantidade', bensWord(bens.length)],
          ],
          columns: ASSET_COLUMNS,
          rows: bens.map((x) => assetRow(x)),
          total: { text: 'Total:', tail: ` ${bensWord(bens.length)}`, value: reais(total) },
          signatures: [
            { label: 'Responsável pelos bens', name: body.responsavel },
            { label: 'Setor de patrimônio' },
          ],
        },
        { bens: bens.length, valor: total },
      );
    },

    /**
     * A document of another area issued as a termo (decision 025): numbered, its code printed with the
     * QR code, its SHA-256 and bytes stored, written in the caller's transaction `tx` together with the
     * record it belongs to (the works' termo de recebimento, docs/domain.md "Recebimento da obra"). It
     * lists no assets; `content` carries its text, fields, table and signatures.
     */
    async documento(
      tx: Db,
      actor: Actor,
      clientId: string,
      tipo: TipoTermo,
      content: Omit<TermoContent, 'entity' | 'title' | 'verification'>,
    ): Promise<Issued & { id: string }> {
      const issued = await issue(actor, clientId, tipo, content, { bens: 0, valor: 0n }, [], tx);
      return { ...issued, id: issued.id! };
    },

    /**
     * As `documento`, a document drawn by its own layout (`render`, the boletim de medição's landscape
     * table): numbered, its code and QR code printed by it, its SHA-256 and bytes stored, in `tx`.
     */
    async documentoProprio(
      tx: Db,
      actor: Actor,
      clientId: string,
      tipo: TipoTermo,
      render: RenderDocumento,
    ): Promise<Issued & { id: string }> {
      const issued = await issue(actor, clientId, tipo, render, { bens: 0, valor: 0n }, [], tx);
      return { ...issued, id: issued.id! };
    },

    /** A termo by its record's id, its stored bytes (a record of another area names its termo so). */
    async porId(id: string): Promise<Issued> {
      const found = await termoById(db, id);
      if (!found) throw notFound('Termo não encontrado.');
      return asIssued(found);
    },

    /**
     * The declaração de nada consta of a person who holds no asset and no open cautela (the carga service
     * checked it): numbered and verifiable as every termo; the CPF is printed on the paper only.
     */
    nadaConsta(actor: Actor, clientId: string, pessoa: { nome: string; identificacao: string }) {
      const who = pessoa.identificacao ? `${pessoa.nome} (${pessoa.identificacao})` : pessoa.nome;
      return issue(
        actor,
        clientId,
        'nada_consta',
        {
          paragraphs: [
            `Declaramos, para os devidos fins, que ${who} não responde por nenhum bem patrimonial desta entidade e não tem cautela em aberto, conforme o registro patrimonial nesta data.`,
          ],
          fields: [
            ['Servidor', who],
            ['Situação', 'Nada consta'],
          ],
          columns: ASSET_COLUMNS,
          rows: [],
          total: { text: 'Total sob sua responsabilidade:', tail: ` ${bensWord(0)}`, value: reais(0n) },
          signatures: [{ label: 'Setor de patrimônio' }],
        },
        { bens: 0, valor: 0n },
      );
    },

    /**
     * POST /patrimonio/movimentacaobem/{id}/termo: the termo of a transfer or of a baixa, with every
     * movement registered with it (same origin, destination or reason, user and day).
     */
    async movimentacao(actor: Actor, movimentacaoId: string): Promise<Issued> {
      const local = requireLocal(actor);
      const found = await findMovimentacao(db, local, movimentacaoId);
      if (!found) throw notFound('Movimentação não encontrada.');
      const { mov, tipo } = found;
      const kind: TipoTermo | null =
        tipo.efeito === 'transferencia' ? 'transferencia' : tipo.efeito === 'baixa' ? 'baixa' : null;
      if (!kind) {
        throw new AppError('CONFLICT', 'Só transferências e baixas têm termo: esta movimentação não tem.');
      }
      if (mov.estornadaPorId) {
        throw new AppError('CONFLICT', 'Esta movimentação foi estornada: não tem mais termo.');
      }
      const batch = await movementBatch(db, mov, TERMO_BENS_MAX);
      // The movement's termo (or that of one registered with it) was issued already: the same document.
      const ids = [mov.id, ...batch.map((x) => x.movimentacaoId).filter((id) => id !== mov.id)];
      const prior = await termoOfMovements(db, ids);
      if (prior) return asIssued(prior);
      return movementTermo(
        actor,
        kind,
        mov,
        found.motivo?.descricao ?? '',
        batch.map((x) => ({
          bem: x.bem,
          valor: x.valor,
          mov: null,
          movId: x.movimentacaoId,
          valorAnterior: x.valorAnterior,
        })),
        ids,
      );
    },

    /**
     * POST /patrimonio/movimentacaobem/lote/{id}/termo: the termo of a batch movement (decision 052), every
     * asset of the batch on one termo (up to LOTE_BENS_MAX), issued once: asked again, the stored one.
     */
    async lote(actor: Actor, loteId: string): Promise<Issued> {
      const local = requireLocal(actor);
      const rows = await loteMovements(db, local, loteId);
      const first = rows[0];
      if (!first) throw notFound('Lote de movimentações não encontrado.');
      const prior = await termoOfMovements(db, [first.mov.id]);
      if (prior) return asIssued(prior);
      if (await loteHasReversed(db, loteId)) {
        throw new AppError(
          'CONFLICT',
          'Uma movimentação deste lote foi estornada: o termo do lote não é mais emitido.',
        );
      }
      if (first.efeito === 'responsavel' || first.efeito === 'cautela') return cargaLote(actor, loteId, rows);
      const kind: TipoTermo = first.efeito === 'baixa' ? 'baixa' : 'transferencia';
      const motivo = first.motivo ?? '';
      return movementTermo(
        actor,
        kind,
        first.mov,
        motivo,
        rows.map((x) => ({
          bem: x.bem,
          valor: x.mov.valor,
          mov: x.mov,
          movId: x.mov.id,
          valorAnterior: x.mov.valorAnterior,
        })),
        [first.mov.id],
      );
    },
  };

  /**
   * The termo of an accepted batch of cautelas or transfers of responsibility (decision 059): a termo de
   * responsabilidade in which the receiver declares having received every asset of the batch.
   */
  async function cargaLote(actor: Actor, loteId: string, rows: LoteMovementRow[]): Promise<Issued> {
    const first = rows[0]!;
    const pedido = await loteRequest(db, loteId);
    if (!pedido) throw notFound('Lote de movimentações não encontrado.');
    const r = pedido.recebedor;
    const ident = [r.matricula ? `matrícula ${r.matricula}` : null, r.cargo].filter(Boolean).join(', ');
    const who = ident ? `${r.nome} (${ident})` : r.nome;
    const a = pedido.aceite;
    const dia = dataBr(brazilDate(first.mov.data));
    const cautela = first.efeito === 'cautela';
    const total = sumOf(rows.map((x) => x.mov.valor));
    const fields: [string, string][] = cautela
      ? [
          ['Recebedor', who],
          ['Destino', a.destino ?? ''],
          ['Motivo', a.motivo ?? ''],
          ['Retorno previsto', a.dataPrevistaRetorno ? dataBr(a.dataPrevistaRetorno) : ''],
        ]
      : [['Novo responsável', who], ...(a.motivo ? ([['Motivo', a.motivo]] as [string, string][]) : [])];
    return issue(
      actor,
      first.mov.clientId,
      'responsabilidade',
      {
        paragraphs: [
          cautela
            ? `Eu, ${who}, declaro ter recebido em cautela, em ${dia}, os bens patrimoniais relacionados abaixo, para ${a.destino ?? ''}, e assumo a responsabilidade pela sua guarda e conservação até a devolução ao setor de patrimônio, prevista para ${a.dataPrevistaRetorno ? dataBr(a.dataPrevistaRetorno) : ''}.`
            : `Eu, ${who}, declaro ter recebido, em ${dia}, a responsabilidade pelos bens patrimoniais relacionados abaixo, em perfeito conhecimento de seu estado, e assumo a sua guarda, conservação e uso exclusivo em serviço, comprometendo-me a comunicar ao setor de patrimônio qualquer dano, extravio ou movimentação.`,
        ],
        fields: [...fields, ['Quantidade', bensWord(rows.length)]],
        columns: ASSET_COLUMNS,
        rows: rows.map((x) => assetRow(x.bem, x.mov.valor)),
        total: { text: 'Total:', tail: ` ${bensWord(rows.length)}`, value: reais(total) },
        signatures: [
          { label: cautela ? 'Recebedor' : 'Novo responsável', name: r.nome },
          { label: 'Setor de patrimônio' },
        ],
      },
      { bens: rows.length, valor: total },
      [first.mov.id],
    );
  }

  /** "Secretaria / Setor" of a place (the origin or the destination of a transfer). */
  async function placeName(secretaria: string, setor: string | null) {
    return [await nameOf(db, secretaria), await nameOf(db, setor)].filter(Boolean).join(' / ');
  }

  /**
   * The origin of a transfer's termo: the one origin of its movements, or, for a batch from several
   * places, how many (each asset's origin is in its history).
   */
  async function origemOf(movs: Pick<Mov, 'secretariaAnteriorId' | 'setorAnteriorId'>[]) {
    const distinct = new Map(movs.map((x) => [`${x.secretariaAnteriorId}|${x.setorAnteriorId}`, x]));
    const places = [...distinct.values()];
    if (places.length <= ORIGENS_LISTADAS) {
      return (
        await Promise.all(places.map((x) => placeName(x.secretariaAnteriorId, x.setorAnteriorId)))
      ).join('; ');
    }
    return `${places.length.toLocaleString('pt-BR')} origens diferentes`;
  }

  /** The termo de transferência or de baixa of movements registered together (one, a day's, or a batch). */
  async function movementTermo(
    actor: Actor,
    kind: TipoTermo,
    mov: Mov,
    motivo: string,
    lines: TermoLine[],
    ids: string[],
  ): Promise<Issued> {
    const values = lines.map((x) => x.valor);
    const total = sumOf(values);
    const rows = lines.map((x) => assetRow(x.bem, x.valor));
    const dia = dataBr(brazilDate(mov.data));
    if (kind === 'transferencia') {
      const origem = await origemOf(lines.map((x) => x.mov ?? mov));
      const destino = await placeName(mov.secretariaId, mov.setorId);
      return issue(
        actor,
        mov.clientId,
        'transferencia',
        {
          paragraphs: [
            `Registra-se a transferência dos bens patrimoniais relacionados abaixo, em ${dia}, de ${origem} para ${destino}. O setor de destino declara recebê-los no estado descrito e passa a responder pela sua guarda e conservação.`,
          ],
          fields: [
            ['Origem', origem],
            ['Destino', destino],
            ['Data da transferência', dia],
            ...(mov.observacao ? ([['Observação', mov.observacao]] as [string, string][]) : []),
          ],
          columns: ASSET_COLUMNS,
          rows,
          total: { text: 'Total:', tail: ` ${bensWord(lines.length)}`, value: reais(total) },
          signatures: [
            { label: 'Responsável pela origem (entrega)' },
            { label: 'Responsável pelo destino (recebimento)' },
            { label: 'Setor de patrimônio' },
          ],
        },
        { bens: lines.length, valor: total },
        ids,
      );
    }
    return baixaDefinitiva(actor, mov, motivo, lines, ids);
  }

  /**
   * The termo de baixa definitiva (docs/domain.md, "Termos"): the kind of baixa, its act or process and
   * who authorised it, and each asset with its acquisition value, its accumulated depreciation and its
   * book value at the baixa (the value the baixa wrote off), with the totals; signed by the asset office,
   * the authority and the accounting that books the write-off.
   */
  async function baixaDefinitiva(
    actor: Actor,
    mov: Mov,
    motivo: string,
    lines: TermoLine[],
    ids: string[],
  ): Promise<Issued> {
    const porMov = await valoresDaBaixa(
      db,
      lines.map((x) => x.movId),
    );
    const valores = lines.map((x) => ({
      aquisicao: porMov.get(x.movId)?.valorAquisicao ?? '0',
      acumulada: porMov.get(x.movId)?.acumulada ?? '0',
      contabil: porMov.get(x.movId)?.contabil ?? x.valorAnterior,
    }));
    const soma = (k: 'aquisicao' | 'acumulada' | 'contabil') => sumOf(valores.map((v) => v[k]));
    const total = soma('contabil');
    const dia = dataBr(brazilDate(mov.data));
    const processo = mov.processoBaixa ?? '';
    const autorizada = mov.autorizadaPor ?? '';
    const opcional = (label: string, value: string | null): [string, string][] =>
      value ? [[label, value]] : [];
    return issue(
      actor,
      mov.clientId,
      'baixa',
      {
        paragraphs: [
          `Registra-se a baixa definitiva dos bens patrimoniais relacionados abaixo, em ${dia}, por ${motivo.toLowerCase()}${processo ? `, conforme ${processo}` : ''}${autorizada ? `, autorizada por ${autorizada}` : ''}. Os bens deixam o acervo da entidade e o registro patrimonial pelo valor contábil indicado (valor de aquisição menos a depreciação acumulada até a baixa), que a contabilidade registra como baixa do ativo imobilizado.`,
        ],
        fields: [
          ['Tipo de baixa', motivo],
          ['Data da baixa', dia],
          ['Ato ou processo', processo || 'não informado'],
          ['Autorizada por', autorizada || 'não informado'],
          ...opcional('Observação', mov.observacao),
          ['Quantidade', bensWord(lines.length)],
          ['Valor de aquisição', reais(soma('aquisicao'))],
          ['Depreciação acumulada', reais(soma('acumulada'))],
          ['Valor contábil baixado', reais(total)],
        ],
        columns: BAIXA_COLUMNS,
        rows: lines.map((x, i) => [
          String(x.bem.codigoBem),
          x.bem.descricao,
          reais(valores[i]!.aquisicao),
          reais(valores[i]!.acumulada),
          reais(valores[i]!.contabil),
        ]),
        total: { text: 'Total baixado:', tail: ` ${bensWord(lines.length)}`, value: reais(total) },
        signatures: [
          { label: 'Responsável pelo setor de patrimônio' },
          // Who authorised is named in the fields above, whole: a signature line fits a short name only.
          { label: 'Autoridade que autorizou a baixa' },
          { label: 'Responsável pela contabilidade' },
        ],
      },
      { bens: lines.length, valor: total },
      ids,
    );
  }
}
export type TermosService = ReturnType<typeof createTermosService>;
