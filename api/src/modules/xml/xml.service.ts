import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type CreateFornecedorBody,
  CreateFornecedorBodySchema,
  centsToMoney,
  isValidCnpj,
  MAX_BENS_POR_NOTA,
  type ModoItem,
  type NfeItem,
  type NfeNota,
  normalizeCpfCnpj,
  problemaDoModo,
  ratearNota,
  type VeiculoFields,
  VeiculoFieldsSchema,
  type XmlBemCriado,
  type XmlIncorporacao,
  type XmlIncorporarBody,
  type XmlListQuery,
  type XmlNota,
  type XmlNotaListItem,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { sanitizeFileName } from '../../lib/file-types.js';
import { isUniqueViolation, offsetOf } from '../../lib/sql.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal, requireRule } from '../auth/actor.js';
import type { FilesService, IncomingFile } from '../files/files.service.js';
import type { BemValues } from '../patrimonio/bens.repository.js';
import { reserveCodigos, tipoIncorporacaoAtivo } from '../patrimonio/bens.repository.js';
import { residualOf } from '../patrimonio/bens.service.js';
import type { CategoriaRow } from '../patrimonio/categorias.repository.js';
import { clientsForList, oneClient, secretariaOf, setorOf } from '../patrimonio/client-scope.js';
import { lockClientShared } from '../patrimonio/depreciacao.repository.js';
import type { FornecedorRow } from '../patrimonio/fornecedores.repository.js';
import { tipoPorEfeito } from '../patrimonio/movimentacoes.repository.js';
import type { PatrimonioServices } from '../patrimonio/patrimonio.js';
import { assertValorPlausivel } from '../patrimonio/valor-plausivel.js';
import { NfeRefusal, parseNfe } from './nfe-parser.js';
import { toXmlNota, toXmlNotaListItem } from './xml.mapper.js';
import {
  bensOfNota,
  clientDocument,
  clientWithDocument,
  deleteRecusadas,
  deleteXmlNota,
  findXmlNota,
  insertXmlNota,
  linkBens,
  liveImportOf,
  lockXmlNota,
  markIncorporada,
  ncmSuggestions,
  pageXmlNotas,
  supplierWithDocument,
  type XmlNotaNamedRow,
  type XmlNotaValues,
} from './xml.repository.js';

/** The layout's own limit of lines in one note. */
export const NFE_MAX_ITENS = 990;
/** Incorporation type of a purchase (the seed's code 1, 'Compra'). */
export const TIPO_INCORPORACAO_COMPRA = 1;

/** The status of each refusal of the parser. */
const REFUSAL_STATUS = {
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_XML: 'UNSUPPORTED_MEDIA_TYPE',
  UNSAFE: 'BAD_REQUEST',
  LAYOUT: 'UNPROCESSABLE',
  KEY: 'UNPROCESSABLE',
  MODEL: 'UNPROCESSABLE',
  NOT_AUTHORISED: 'UNPROCESSABLE',
  CANCELLED: 'UNPROCESSABLE',
  TOO_MANY_ITEMS: 'UNPROCESSABLE',
} as const;

const notFoundNota = () => notFound('Nota fiscal não encontrada.');
const dateBr = (ymd: string) => ymd.split('-').reverse().join('/');

/** Reads the upload into memory up to `max` bytes; what lies beyond is drained, not kept. */
async function readBounded(stream: IncomingFile['stream'], max: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= max) chunks.push(chunk as Buffer);
  }
  return { bytes: Buffer.concat(chunks), tooLarge: size > max || stream.truncated === true };
}

/** The emitter as a supplier of the application: what the note says, each field kept only when valid. */
function supplierFromEmitter(nota: NfeNota): CreateFornecedorBody {
  const e = nota.emitente;
  const documento = normalizeCpfCnpj(e.documento);
  const candidate = {
    tipo_pessoa: documento.length === 14 && isValidCnpj(documento) ? 'J' : 'F',
    cpf_cnpj: documento,
    razao_social: e.nome.slice(0, 255),
    nome_fantasia: e.fantasia,
    inscricao_estadual: e.ie?.slice(0, 20) ?? null,
    telefone: e.endereco.telefone,
    cep: e.endereco.cep,
    endereco: e.endereco.logradouro,
    numero: e.endereco.numero?.slice(0, 20) ?? null,
    complemento: e.endereco.complemento,
    bairro: e.endereco.bairro,
    cidade: e.endereco.municipio,
    uf: e.endereco.uf,
  };
  const parsed = v.safeParse(CreateFornecedorBodySchema, candidate);
  if (parsed.success) return parsed.output;
  // A field the register would refuse (an odd phone, a CEP of the wrong length) is left out, not fatal.
  const wrong = new Set(parsed.issues.map((i) => v.getDotPath(i)));
  const kept = Object.fromEntries(Object.entries(candidate).filter(([k]) => !wrong.has(k)));
  const again = v.safeParse(CreateFornecedorBodySchema, kept);
  if (!again.success) {
    throw new AppError(
      'UNPROCESSABLE',
      `O emitente da nota não pode ser cadastrado como fornecedor: ${again.issues[0].message}`,
    );
  }
  return again.output;
}

const COMBUSTIVEL_DA_NFE: Record<string, VeiculoFields['combustivel']> = {
  '01': 'etanol',
  '02': 'gasolina',
  '03': 'diesel',
  '15': 'gnv',
  '16': 'flex',
  '17': 'flex',
  '18': 'hibrido',
  '04': 'outro',
  '05': 'outro',
  '06': 'outro',
  '07': 'outro',
  '08': 'outro',
  '09': 'outro',
  '10': 'outro',
  '11': 'outro',
  '12': 'outro',
  '13': 'outro',
  '14': 'outro',
};

/** The vehicle record of an item with `veicProd`, checked by the vehicle register's own rules. */
function vehicleOf(item: NfeItem): VeiculoFields {
  const ve = item.veiculo;
  if (!ve) throw new Error('item sem veículo');
  const parsed = v.safeParse(VeiculoFieldsSchema, {
    tipo: 'veiculo',
    chassi: ve.chassi,
    renavam: ve.renavam,
    cor: (ve.descricao_cor ?? ve.cor)?.slice(0, 40) ?? null,
    ano_fabricacao: ve.ano_fabricacao,
    ano_modelo: ve.ano_modelo,
    combustivel: ve.combustivel ? (COMBUSTIVEL_DA_NFE[ve.combustivel] ?? 'outro') : null,
  });
  if (!parsed.success) {
    throw new AppError(
      'UNPROCESSABLE',
      `O veículo do item ${item.numero} tem dados inválidos: ${parsed.issues[0].message}`,
    );
  }
  return parsed.output;
}

/**
 * What the list's search box asks: digits with their masks ("4318 0906", "06.929.383/0001-63", "26") look
 * up keys, emitters' documents and numbers; anything with letters looks up the emitter's name.
 */
function searchTerms(text: string | undefined): { search?: string; digits?: string } {
  const search = text?.trim();
  if (!search) return {};
  return /^[\d\s./-]+$/.test(search) ? { digits: search.replace(/\D/g, '') || undefined } : { search };
}

/**
 * The asset's specification: the note and line it came from and, for a vehicle, what the vehicle register
 * has no field for (power, displacement, the NF-e's vehicle type code).
 */
function especificacaoDe(nota: NfeNota, item: NfeItem): string {
  const ve = item.veiculo;
  const veiculo = ve
    ? [
        ve.potencia ? `potência ${ve.potencia}` : null,
        ve.cilindradas ? `cilindradas ${ve.cilindradas}` : null,
        ve.tipo ? `tipo de veículo ${ve.tipo}` : null,
      ].filter(Boolean)
    : [];
  const text = `NF-e ${nota.numero}/${nota.serie}, item ${item.numero}: ${item.codigo} – ${item.descricao}`;
  return (veiculo.length ? `${text}. Veículo: ${veiculo.join(', ')}.` : text).slice(0, 4000);
}

/**
 * How long a refused import stays in the XML list (its reason stays in the upload's answer and in the
 * audit entry written when it was refused): 30 days.
 */
export const RECUSADAS_GUARDADAS_DIAS = 30;

/**
 * Purges the refused imports of every client created more than `dias` days before `now`, audited per
 * client with the count: the function the scheduler calls (once a day is enough). Returns how many went.
 */
export async function purgarRecusadas(db: Db, now = new Date(), dias = RECUSADAS_GUARDADAS_DIAS) {
  const before = new Date(now.getTime() - dias * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const counts = await deleteRecusadas(tx, { clientIds: null, before });
    for (const [clientId, quantidade] of counts) {
      await recordAudit(tx, auditActor(null), {
        action: 'delete',
        entity: 'xml-nota',
        before: { situacao: 'recusada', quantidade, anteriores_a: before.toISOString() },
        clientId,
      });
    }
    return [...counts.values()].reduce((n, c) => n + c, 0);
  });
}

/**
 * The XML area (docs/domain.md, "NF-e"): import of a supplier's NF-e (validated, stored, listed) and
 * its incorporation into the asset register, all of it in one transaction.
 */
export function createXmlService(deps: {
  db: Db;
  files: FilesService;
  patrimonio: PatrimonioServices;
  maxBytes: number;
}) {
  const { db, files, patrimonio, maxBytes } = deps;
  const maxMb = Math.round(maxBytes / 1024 / 1024);

  async function visible(local: ActorLocation, id: string): Promise<XmlNotaNamedRow> {
    const row = await findXmlNota(db, local, id);
    if (!row) throw notFoundNota();
    return row;
  }

  /** Keeps a refused file's name and reason in the list (its bytes are not kept), then refuses the call. */
  async function refuse(
    actor: Actor,
    owner: { applicationId: string; clientId: string },
    arquivoNome: string,
    error: AppError,
    nota?: NfeNota,
  ): Promise<never> {
    await db.transaction(async (tx) => {
      const row = await insertXmlNota(tx, {
        ...owner,
        arquivoNome,
        situacao: 'recusada',
        motivo: error.message,
        ...(nota ? summaryOf(nota) : {}),
        createdBy: actor.userId,
      });
      await recordAudit(tx, auditActor(actor), {
        action: 'create',
        entity: 'xml-nota',
        entityId: row.id,
        after: { arquivo: arquivoNome, situacao: 'recusada', motivo: error.message },
        clientId: owner.clientId,
      });
    });
    throw error;
  }

  function summaryOf(nota: NfeNota): Partial<XmlNotaValues> {
    return {
      chave: nota.chave,
      numero: nota.numero,
      serie: nota.serie,
      dataEmissao: nota.emissao.slice(0, 10),
      emitenteDocumento: normalizeCpfCnpj(nota.emitente.documento),
      emitenteNome: nota.emitente.nome,
      valorTotal: nota.totais.nota,
      itens: nota.itens.length,
    };
  }

  return {
    async list(actor: Actor, q: XmlListQuery) {
      const ids = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageXmlNotas(
        db,
        {
          clientIds: ids,
          ...searchTerms(q.search),
          situacao: q.situacao,
          dataDe: q.data_de,
          dataAte: q.data_ate,
        },
        { limit: q.limit, offset: offsetOf(q), sort: q.sort, order: q.order },
      );
      return { data: rows.map(toXmlNotaListItem), total, page: q.page, limit: q.limit };
    },

    /** The import with what the incorporation wizard proposes. */
    async get(actor: Actor, id: string): Promise<XmlNota> {
      const local = requireLocal(actor);
      const row = await visible(local, id);
      const nota = row.nota.nota as NfeNota | null;
      if (!nota)
        return toXmlNota(row, { fornecedor: null, destinatarioConfere: false, sugestoes: [], bens: [] });
      const codes = [...new Set(nota.itens.map((i) => i.ncm).filter((x): x is string => !!x))];
      const [fornecedor, documento, ncms, bens] = await Promise.all([
        row.nota.fornecedorId
          ? patrimonio.fornecedores.usable(local, row.nota.fornecedorId)
          : supplierWithDocument(db, row.nota.applicationId, normalizeCpfCnpj(nota.emitente.documento)),
        clientDocument(db, row.nota.clientId),
        ncmSuggestions(db, row.nota.clientId, codes),
        bensOfNota(db, id),
      ]);
      const byCode = new Map(ncms.map((n) => [n.codigo, n]));
      return toXmlNota(row, {
        fornecedor,
        destinatarioConfere:
          !!documento &&
          !!nota.destinatario.documento &&
          normalizeCpfCnpj(nota.destinatario.documento) === documento,
        sugestoes: nota.itens.map((item) => {
          const ncm = item.ncm ? byCode.get(item.ncm) : undefined;
          return {
            item: item.numero,
            ncm: ncm ? { id: ncm.ncmId, nome: `${ncm.codigo} – ${ncm.descricao}` } : null,
            categoria: ncm?.categoriaId ? { id: ncm.categoriaId, nome: ncm.categoriaNome ?? '' } : null,
          };
        }),
        bens,
      });
    },

    /**
     * POST /xml/upload: validates the file (parser rules, then the client: addressed to another client of
     * the application, or a key already imported, are refused), stores it and records the pending import.
     */
    async upload(actor: Actor, clienteId: string | undefined, file: IncomingFile): Promise<XmlNotaListItem> {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, clienteId);
      const owner = { applicationId: local.applicationId, clientId };
      const name = sanitizeFileName(file.filename);
      const { bytes, tooLarge } = await readBounded(file.stream, maxBytes);
      if (tooLarge) {
        return refuse(
          actor,
          owner,
          name,
          new AppError('PAYLOAD_TOO_LARGE', `O arquivo excede o tamanho máximo de ${maxMb} MB.`),
        );
      }
      let nota: NfeNota;
      try {
        nota = parseNfe(bytes, { maxBytes, maxItems: NFE_MAX_ITENS });
      } catch (error) {
        if (!(error instanceof NfeRefusal)) throw error;
        return refuse(actor, owner, name, new AppError(REFUSAL_STATUS[error.code], error.message));
      }
      const destino = nota.destinatario.documento ? normalizeCpfCnpj(nota.destinatario.documento) : null;
      if (destino) {
        const other = await clientWithDocument(db, local.applicationId, destino);
        if (other && other.id !== clientId) {
          return refuse(
            actor,
            owner,
            name,
            new AppError(
              'UNPROCESSABLE',
              `A nota é destinada a outro cliente (${other.name}): importe-a no local de trabalho dele.`,
            ),
            nota,
          );
        }
      }
      const earlier = await liveImportOf(db, clientId, nota.chave);
      if (earlier) return refuse(actor, owner, name, duplicateOf(earlier), nota);

      const id = randomUUID();
      const stored = await files.upload(
        actor,
        { type: 'nfe', id, ...owner },
        { filename: name, stream: Readable.from(bytes) },
        ['xml'],
      );
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await insertXmlNota(tx, {
            id,
            ...owner,
            arquivoNome: name,
            arquivoId: stored.id,
            situacao: 'pendente',
            ...summaryOf(nota),
            nota,
            createdBy: actor.userId,
          });
          await recordAudit(tx, auditActor(actor), {
            action: 'create',
            entity: 'xml-nota',
            entityId: id,
            after: {
              arquivo: name,
              situacao: 'pendente',
              chave: nota.chave,
              numero: nota.numero,
              serie: nota.serie,
            },
            clientId,
          });
          return inserted;
        });
        return toXmlNotaListItem({ nota: row, importadoPor: actor.fullname, incorporadaPor: null });
      } catch (error) {
        await files.remove(actor, await files.findInScope(local, stored.id));
        if (isUniqueViolation(error)) {
          const other = await liveImportOf(db, clientId, nota.chave);
          if (other) throw duplicateOf(other);
        }
        throw error;
      }
    },

    /** The original file of an import (download). */
    async arquivo(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const row = await visible(local, id);
      if (!row.nota.arquivoId) throw notFound('Esta importação foi recusada: o arquivo não foi guardado.');
      const file = await files.findInScope(local, row.nota.arquivoId);
      return { row: file, stream: files.open(file) };
    },

    /**
     * DELETE /xml/recusadas: discards every refused import of the caller's client (support: the client it
     * names, else every client it sees), audited per client with the count. A refusal also stays in its
     * upload's answer and in the audit entry written when it was refused.
     */
    async discardRecusadas(actor: Actor, clienteId?: string) {
      const ids = await clientsForList(db, requireLocal(actor), clienteId);
      const total = await db.transaction(async (tx) => {
        const counts = await deleteRecusadas(tx, { clientIds: ids });
        for (const [clientId, quantidade] of counts) {
          await recordAudit(tx, auditActor(actor), {
            action: 'delete',
            entity: 'xml-nota',
            before: { situacao: 'recusada', quantidade },
            clientId,
          });
        }
        return [...counts.values()].reduce((n, c) => n + c, 0);
      });
      const message =
        total === 0
          ? 'Não há importações recusadas a descartar.'
          : total === 1
            ? '1 importação recusada descartada.'
            : `${total} importações recusadas descartadas.`;
      return { status: 'Ok' as const, message };
    },

    /** DELETE /xml/{id}: discards a pending or refused import (an incorporated one stays: its assets cite it). */
    async discard(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const seen = await visible(local, id);
      const fileRow = seen.nota.arquivoId ? await files.findInScope(local, seen.nota.arquivoId) : null;
      await db.transaction(async (tx) => {
        const row = await lockXmlNota(tx, local, id);
        if (!row) throw notFoundNota();
        if (row.situacao === 'incorporada') {
          throw new AppError(
            'CONFLICT',
            'Uma nota incorporada não pode ser descartada: seus bens foram cadastrados a partir dela.',
          );
        }
        await deleteXmlNota(tx, id);
        await recordAudit(tx, auditActor(actor), {
          action: 'delete',
          entity: 'xml-nota',
          entityId: id,
          before: { arquivo: row.arquivoNome, situacao: row.situacao, chave: row.chave },
          clientId: row.clientId,
        });
      });
      if (fileRow) await files.remove(actor, fileRow);
      return { status: 'Ok' as const, message: 'Importação descartada.' };
    },

    /**
     * POST /xml/{id}/incorporar: the supplier (found or registered from the emitter), every asset with its
     * value from the apportioning, its incorporation movement, its vehicle record and the XML as its
     * attachment, and the note marked incorporated: one transaction, all or nothing.
     */
    async incorporar(actor: Actor, id: string, body: XmlIncorporarBody): Promise<XmlIncorporacao> {
      const local = requireLocal(actor);
      requireRule(local, 'assets:create');
      const seen = await visible(local, id);
      if (seen.nota.situacao === 'incorporada')
        throw new AppError('CONFLICT', 'Esta nota já foi incorporada.');
      if (seen.nota.situacao !== 'pendente' || !seen.nota.nota || !seen.nota.arquivoId) {
        throw new AppError('CONFLICT', 'Uma importação recusada não pode ser incorporada.');
      }
      const nota = seen.nota.nota as NfeNota;
      const clientId = seen.nota.clientId;

      // Every reference is checked before the transaction (PGlite runs one at a time).
      const secretaria = await secretariaOf(db, clientId, body.secretaria_id);
      if (body.setor_id) await setorOf(db, clientId, secretaria.id, body.setor_id);
      const modos = new Map<number, ModoItem>();
      const escolhas = new Map(body.itens.map((e) => [e.item, e]));
      for (const [index, escolha] of body.itens.entries()) {
        if (!nota.itens.some((i) => i.numero === escolha.item)) {
          throw badRequest(`itens.${index}.item`, `A nota não tem o item ${escolha.item}.`);
        }
        if (modos.has(escolha.item))
          throw badRequest(`itens.${index}.item`, `O item ${escolha.item} foi informado duas vezes.`);
        modos.set(escolha.item, escolha.modo);
      }
      const semEscolha = nota.itens.find((i) => !modos.has(i.numero));
      if (semEscolha) throw badRequest('itens', `Informe o que o item ${semEscolha.numero} se torna.`);

      const categorias = new Map<string, CategoriaRow>();
      for (const [index, item] of nota.itens.entries()) {
        const escolha = escolhas.get(item.numero);
        if (!escolha || escolha.modo === 'nao_incorporar') continue;
        const problema = problemaDoModo(item, escolha.modo);
        if (problema) throw badRequest(`itens.${index}.modo`, problema);
        if (!escolha.categoria_id)
          throw badRequest(`itens.${index}.categoria_id`, `Informe a categoria do item ${item.numero}.`);
        const categoria =
          categorias.get(escolha.categoria_id) ??
          (await patrimonio.categorias.ofClient(clientId, escolha.categoria_id));
        if (!categoria.ativo) throw new AppError('CONFLICT', `A categoria "${categoria.nome}" está inativa.`);
        if (categoria.tipoBem === 'imovel') {
          throw badRequest(
            `itens.${index}.categoria_id`,
            `A categoria "${categoria.nome}" é de imóveis: um item de nota fiscal é um bem móvel ou intangível.`,
          );
        }
        if (item.veiculo && categoria.tipoBem !== 'movel') {
          throw badRequest(
            `itens.${index}.categoria_id`,
            `O item ${item.numero} é um veículo: escolha uma categoria de bens móveis.`,
          );
        }
        categorias.set(categoria.id, categoria);
      }
      const rateio = ratearNota(nota.itens, nota.totais, modos);
      const negativo = rateio.linhas.find((l) => l.unidades > 0 && l.total < 0n);
      if (negativo)
        throw new AppError(
          'UNPROCESSABLE',
          `O desconto do item ${negativo.item} é maior que seu valor com os acréscimos.`,
        );
      if (rateio.bens === 0) throw badRequest('itens', 'Escolha ao menos um item para incorporar.');
      if (rateio.bens > MAX_BENS_POR_NOTA) {
        throw new AppError(
          'UNPROCESSABLE',
          `A incorporação criaria ${rateio.bens} bens; o limite por nota é ${MAX_BENS_POR_NOTA}. Incorpore as linhas grandes como um bem por linha.`,
        );
      }
      for (const linha of rateio.linhas) {
        const item = nota.itens.find((i) => i.numero === linha.item) as NfeItem;
        if (item.veiculo && linha.unidades > 1) {
          throw new AppError(
            'UNPROCESSABLE',
            `O item ${item.numero} é um veículo (chassi ${item.veiculo.chassi}): incorpore-o como um único bem.`,
          );
        }
      }
      // The dearest asset the note would make, against the client's ceiling (one confirmation for the note).
      const maior = rateio.linhas
        .filter((l) => l.unidades > 0)
        .flatMap((l) => l.valores.map((cents) => ({ item: l.item, cents })))
        .reduce<{ item: number; cents: bigint } | null>((a, b) => (a && a.cents >= b.cents ? a : b), null);
      if (maior) {
        await assertValorPlausivel(
          db,
          clientId,
          centsToMoney(maior.cents),
          body.confirmar_valor,
          `O valor de um bem do item ${maior.item} da nota`,
        );
      }
      const veiculos = new Map(
        nota.itens
          .filter((i) => i.veiculo && (modos.get(i.numero) ?? 'nao_incorporar') !== 'nao_incorporar')
          .map((i) => [i.numero, vehicleOf(i)]),
      );

      let fornecedor: FornecedorRow | null = null;
      const emitente = supplierFromEmitter(nota);
      if (body.fornecedor_id) fornecedor = await patrimonio.fornecedores.usable(local, body.fornecedor_id);
      else fornecedor = await supplierWithDocument(db, local.applicationId, emitente.cpf_cnpj);
      if (fornecedor && !fornecedor.ativo) {
        throw new AppError(
          'CONFLICT',
          `O fornecedor "${fornecedor.razaoSocial}" está inativo: reative-o ou escolha outro.`,
        );
      }
      if (!(await tipoIncorporacaoAtivo(db, TIPO_INCORPORACAO_COMPRA))) {
        throw new AppError('CONFLICT', 'O tipo de incorporação "Compra" está inativo.');
      }
      const incorporacao = await tipoPorEfeito(db, 'incorporacao');
      if (!incorporacao) throw new AppError('CONFLICT', 'Não há tipo de movimentação de incorporação ativo.');
      const ncmIds = new Map(
        (
          await ncmSuggestions(
            db,
            clientId,
            nota.itens.flatMap((i) => (i.ncm ? [i.ncm] : [])),
          )
        ).map((n) => [n.codigo, n.ncmId]),
      );
      const source = await files.findInScope(local, seen.nota.arquivoId);

      const result = await db.transaction(async (tx) => {
        // Before any row lock: a depreciation run of the client holds this lock exclusively (decision 019).
        await lockClientShared(tx, clientId);
        const row = await lockXmlNota(tx, local, id);
        if (row?.situacao !== 'pendente') throw new AppError('CONFLICT', 'Esta nota já foi incorporada.');
        const criado = !fornecedor;
        const supplier =
          fornecedor ??
          (await patrimonio.fornecedores.insertNew(tx, actor, emitente, {
            applicationId: local.applicationId,
            rootId: clientId,
          }));
        const bens: XmlBemCriado[] = [];
        let codigo = await reserveCodigos(tx, clientId, rateio.bens);
        for (const linha of rateio.linhas) {
          if (linha.unidades === 0) continue;
          const item = nota.itens.find((i) => i.numero === linha.item) as NfeItem;
          const escolha = escolhas.get(item.numero);
          const categoria = categorias.get(escolha?.categoria_id ?? '') as CategoriaRow;
          for (const cents of linha.valores) {
            const valor = centsToMoney(cents);
            const values: Omit<BemValues, 'codigoBem'> = {
              clientId,
              descricao: escolha?.descricao ?? item.descricao.slice(0, 255),
              categoriaId: categoria.id,
              tipo: categoria.tipoBem,
              situacao: 'em_uso',
              estadoConservacao: body.estado_conservacao,
              tipoIncorporacaoId: TIPO_INCORPORACAO_COMPRA,
              dataAquisicao: nota.emissao.slice(0, 10),
              dataIncorporacao: body.data_incorporacao,
              valorAquisicao: valor,
              valorResidual: residualOf(valor, categoria.valorResidualPercentual),
              valorAtual: valor,
              vidaUtilMeses: categoria.vidaUtilAnos * 12,
              depreciavel: categoria.depreciavel,
              contaContabil: categoria.contaContabil,
              secretariaId: secretaria.id,
              setorId: body.setor_id ?? null,
              fornecedorId: supplier.id,
              ncmId: (item.ncm && ncmIds.get(item.ncm)) || null,
              notaFiscalNumero: String(nota.numero),
              notaFiscalSerie: String(nota.serie),
              notaFiscalChave: nota.chave,
              especificacao: especificacaoDe(nota, item),
            };
            const bem = await patrimonio.bens.insertNew(tx, actor, values, {
              codigo: codigo++,
              incorporacao,
              veiculo: veiculos.get(item.numero),
            });
            bens.push({
              id: bem.id,
              codigo: bem.codigoBem,
              descricao: bem.descricao,
              valor,
              item: item.numero,
            });
          }
        }
        await linkBens(
          tx,
          id,
          bens.map((b) => ({ bemId: b.id, item: b.item })),
        );
        await files.share(
          tx,
          source,
          bens.map((b) => ({ type: 'asset', id: b.id, clientId })),
          actor.userId,
        );
        await markIncorporada(tx, id, { fornecedorId: supplier.id, incorporadaPor: actor.userId });
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'xml-nota',
          entityId: id,
          before: { situacao: 'pendente' },
          after: {
            situacao: 'incorporada',
            fornecedor: supplier.id,
            bens: bens.map((b) => b.codigo),
            total: centsToMoney(rateio.total),
          },
          clientId,
        });
        return {
          fornecedor: { id: supplier.id, razao_social: supplier.razaoSocial, criado },
          bens,
          total: centsToMoney(rateio.total),
        };
      });
      return result;
    },
  };
}
export type XmlService = ReturnType<typeof createXmlService>;

function duplicateOf(earlier: XmlNotaNamedRow): AppError {
  const n = earlier.nota;
  const quando = dateBr(n.createdAt.toISOString().slice(0, 10));
  const quem = earlier.importadoPor ? ` por ${earlier.importadoPor}` : '';
  return new AppError(
    'CONFLICT',
    `Esta NF-e já foi importada em ${quando}${quem} (${n.situacao === 'incorporada' ? 'incorporada' : 'pendente'}, arquivo "${n.arquivoNome}").`,
    { extra: { id: n.id } },
  );
}
