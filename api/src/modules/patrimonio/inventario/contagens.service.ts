import {
  type ContagemBody,
  type ContagemResultado,
  type Divergencia,
  type DivergenciaListQuery,
  type DivergenciaPage,
  FOTO_LEITURA_MAX_BYTES,
  type LeituraBody,
  type PacoteContagem,
  type PacoteContagemQuery,
  type StoredFile,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { iso } from '../../../lib/mapping.js';
import { pageWindow } from '../../../lib/pagination.js';
import { type Actor, requireLocal } from '../../auth/actor.js';
import type { FilesService, IncomingFile } from '../../files/files.service.js';
import {
  type BemLido,
  bensLidos,
  contagemDoInventario,
  contagensPorId,
  type DivergenciaRow,
  FOTO_LEITURA_OWNER,
  insertContagens,
  lugaresNomes,
  pacoteBens,
  pacoteLugares,
  pageDivergencias,
  salasOfClient,
  setoresOfClient,
} from './contagens.repository.js';
import { comissoesOf, findInventario, type InventarioRow } from './inventario.repository.js';
import { inventarioAcoes } from './inventario.service.js';
import { noLugar, recontagensAbertasDe } from './recontagens.repository.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const INT32_MAX = 2_147_483_647;

/**
 * What a label's reading names: the asset's id when it holds one (the QR code's address ends with it), else
 * its number when it is one (the barcode, or typed, leading zeros and spaces aside). Anything else names no
 * asset and is kept as read.
 */
export function leituraAlvo(leitura: string): { id: string } | { codigo: number } | null {
  const id = UUID.exec(leitura)?.[0];
  if (id) return { id: id.toLowerCase() };
  const digits = leitura.replace(/\s/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const codigo = Number(digits);
  return codigo > 0 && codigo <= INT32_MAX ? { codigo } : null;
}

/**
 * A reading names what was read, unless the asset has no label: then its description is the note. A
 * third party's asset is recognised by its label or by the note (decision 068).
 */
function exigeTexto(l: LeituraBody, i: number) {
  const at = (field: string) => `leituras.${i}.${field}`;
  if (l.sem_etiqueta && !l.observacao)
    throw badRequest(at('observacao'), 'Descreva o bem sem etiqueta na observação.');
  if (!l.sem_etiqueta && !l.leitura)
    throw badRequest(at('leitura'), 'Informe a leitura da etiqueta (ou marque o bem como sem etiqueta).');
}

type Lugar = { setorId: string; salaId: string | null };

/** Whether a place lies in the campaign's unit (the whole client, a secretaria, a setor, a sala). */
const naUnidade = (inv: InventarioRow, lugar: Lugar, secretariaId: string | null) =>
  (!inv.secretariaId || inv.secretariaId === secretariaId) &&
  (!inv.setorId || inv.setorId === lugar.setorId) &&
  (!inv.salaId || inv.salaId === lugar.salaId);

/** How a reading compares with the register: the asset where its register says, elsewhere, or none. */
function situacaoDe(inv: InventarioRow, bem: BemLido | undefined, lugar: Lugar) {
  if (!bem) return 'desconhecida' as const;
  const esperado =
    bem.situacao !== 'baixado' &&
    naUnidade(inv, { setorId: bem.setorId ?? '', salaId: bem.salaId }, bem.secretariaId);
  const noLugar = bem.setorId === lugar.setorId && (bem.salaId === null || bem.salaId === lugar.salaId);
  return esperado && noLugar ? ('conforme' as const) : ('outro_local' as const);
}

/**
 * The counting of an inventory campaign (docs/domain.md, "Inventário"; decision 063): the readings a
 * commission's device sends, and the comparison of the register with them.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: its methods share the helpers above them.
export function createContagensService(db: Db, files: FilesService) {
  async function campaign(actor: Actor, id: string) {
    const row = await findInventario(db, requireLocal(actor), id);
    if (!row) throw notFound('Inventário não encontrado.');
    return { row, acoes: inventarioAcoes(actor, row, await comissoesOf(db, [id])) };
  }

  /** The open campaign a device of its commission counts (else 409 / 403, the same words everywhere). */
  async function paraContar(actor: Actor, id: string) {
    const found = await campaign(actor, id);
    if (found.row.estado !== 'aberta')
      throw new AppError('CONFLICT', 'O inventário está encerrado: não recebe mais leituras.');
    if (!found.acoes.contar)
      throw forbidden(
        'Só os membros da comissão ou um usuário com a permissão Inventário: Editar registram leituras.',
      );
    return found;
  }

  /** Where each reading was made, checked against the client and the campaign's unit (else 400 on it). */
  async function lugares(inv: InventarioRow, leituras: LeituraBody[]): Promise<Lugar[]> {
    const salaIds = [...new Set(leituras.flatMap((l) => (l.sala_id ? [l.sala_id] : [])))];
    const salas = new Map((await salasOfClient(db, inv.clientId, salaIds)).map((s) => [s.id, s]));
    const setorIds = [
      ...new Set(
        leituras.flatMap((l) => [l.setor_id, l.sala_id ? salas.get(l.sala_id)?.setorId : undefined]),
      ),
    ].filter((x): x is string => typeof x === 'string');
    const setores = new Map((await setoresOfClient(db, inv.clientId, setorIds)).map((s) => [s.id, s]));
    return leituras.map((l, i) => {
      const at = (field: string) => `leituras.${i}.${field}`;
      const sala = l.sala_id ? salas.get(l.sala_id) : undefined;
      if (l.sala_id && !sala) throw badRequest(at('sala_id'), 'A sala não é deste cliente.');
      if (sala && l.setor_id && l.setor_id !== sala.setorId)
        throw badRequest(at('setor_id'), `A sala ${sala.codigo} não é deste setor.`);
      const setorId = sala?.setorId ?? l.setor_id;
      if (!setorId) throw badRequest(at('sala_id'), 'Informe a sala (ou o setor) onde o bem foi lido.');
      const setor = setores.get(setorId);
      if (!setor) throw badRequest(at('setor_id'), 'O setor não é deste cliente.');
      const lugar = { setorId, salaId: sala?.id ?? null };
      if (!naUnidade(inv, lugar, setor.parentId))
        throw badRequest(
          at(sala ? 'sala_id' : 'setor_id'),
          `${sala ? `A sala ${sala.codigo}` : `O setor ${setor.name}`} não faz parte da unidade deste inventário.`,
        );
      return lugar;
    });
  }

  return {
    /**
     * POST /patrimonio/inventario/{id}/contagens: records a device's readings while the campaign is open,
     * by a member of its commission or a user with inventories:update. A reading already recorded (its
     * id) is not recorded again, so a queue sent twice changes nothing; an id recorded for another
     * campaign is refused (409). Each reading answers the asset it names and, unless the count is blind
     * for the caller, how it compares with the register.
     */
    async registrar(actor: Actor, id: string, body: ContagemBody): Promise<ContagemResultado> {
      const { row: inv, acoes } = await paraContar(actor, id);
      body.leituras.forEach(exigeTexto);
      const ids = body.leituras.map((l) => l.id.toLowerCase());
      if (new Set(ids).size !== ids.length)
        throw badRequest('leituras', 'Uma leitura aparece mais de uma vez neste envio.');
      const lugar = await lugares(inv, body.leituras);
      // A third party's asset or one with no label names no asset of the register, whatever its text.
      const alvos = body.leituras.map((l) =>
        l.terceiro || l.sem_etiqueta ? null : leituraAlvo(l.leitura ?? ''),
      );
      const bens = await bensLidos(
        db,
        inv.clientId,
        alvos.flatMap((a) => (a && 'id' in a ? [a.id] : [])),
        alvos.flatMap((a) => (a && 'codigo' in a ? [a.codigo] : [])),
      );
      const byId = new Map(bens.map((bem) => [bem.id, bem]));
      const byCodigo = new Map(bens.map((bem) => [bem.codigoBem, bem]));
      const bemDe = (i: number) => {
        const a = alvos[i];
        if (!a) return undefined;
        return 'id' in a ? byId.get(a.id) : byCodigo.get(a.codigo);
      };
      // A second count's member reading in its place while it is open counts round 2 (decision 070): the
      // server tags it from who reads where, whatever the device sends.
      const recontagens = await recontagensAbertasDe(db, inv, actor.userId);
      const rodada = (i: number) => (recontagens.some((r) => noLugar(r, lugar[i]!)) ? 2 : 1);
      const written = await db.transaction(async (tx) => {
        const gravadas = await insertContagens(
          tx,
          body.leituras.map((l, i) => ({
            id: ids[i]!,
            clientId: inv.clientId,
            inventarioId: inv.id,
            bemId: bemDe(i)?.id ?? null,
            leitura: l.leitura ?? '',
            setorId: lugar[i]!.setorId,
            salaId: lugar[i]!.salaId,
            estadoConservacao: l.estado_conservacao ?? null,
            contadoEm: new Date(l.contado_em),
            contadoPor: actor.userId,
            dispositivo: l.dispositivo ?? null,
            observacao: l.observacao ?? null,
            terceiro: l.terceiro,
            semEtiqueta: l.sem_etiqueta,
            rodada: rodada(i),
          })),
        );
        const others = ids.filter((x) => !gravadas.has(x));
        if (others.length) {
          const elsewhere = (await contagensPorId(tx, others)).find((r) => r.inventarioId !== inv.id);
          if (elsewhere)
            throw new AppError(
              'CONFLICT',
              `A leitura ${elsewhere.id} já foi registrada em outro inventário: gere um novo identificador para ela.`,
            );
        }
        return gravadas;
      });
      return {
        gravadas: written.size,
        repetidas: ids.length - written.size,
        leituras: body.leituras.map((l, i) => {
          const bem = bemDe(i);
          const aparte = l.terceiro || l.sem_etiqueta;
          return {
            id: ids[i]!,
            bem: bem ? { id: bem.id, CodigoBEM: bem.codigoBem, descricao: bem.descricao } : null,
            situacao: acoes.divergencias && !aparte ? situacaoDe(inv, bem, lugar[i]!) : null,
          };
        }),
      };
    },

    /**
     * GET /patrimonio/inventario/{id}/pacote: what a counting device keeps for offline use (decision
     * 068), for whoever may count: the unit's places and, unless the count is blind for the caller, the
     * expected assets in compact lines; narrowed to a setor or a sala of the unit.
     */
    async pacote(actor: Actor, id: string, q: PacoteContagemQuery): Promise<PacoteContagem> {
      const { row: inv, acoes } = await paraContar(actor, id);
      const filtro = { setorId: q.setor_id ?? null, salaId: q.sala_id ?? null };
      const lugares = await pacoteLugares(db, inv, filtro);
      if ((filtro.setorId && lugares.setores.length === 0) || (filtro.salaId && lugares.salas.length === 0))
        throw badRequest(
          filtro.salaId ? 'sala_id' : 'setor_id',
          `${filtro.salaId ? 'A sala' : 'O setor'} não faz parte da unidade deste inventário.`,
        );
      // A blind count's counter never learns what is expected (decision 063): no assets at all.
      const bens = acoes.divergencias ? await pacoteBens(db, inv, filtro) : null;
      return {
        inventario: { id: inv.id, titulo: inv.titulo, contagem_cega: inv.contagemCega, estado: inv.estado },
        gerado_em: new Date().toISOString(),
        setores: lugares.setores.map((s) => ({
          id: s.id,
          nome: s.nome,
          salas: lugares.salas
            .filter((x) => x.setorId === s.id)
            .map((x) => ({ id: x.id, codigo: x.codigo, nome: x.nome })),
        })),
        bens:
          bens?.map((b): NonNullable<PacoteContagem['bens']>[number] => [
            b.id,
            b.codigoBem,
            b.descricao,
            b.setorId,
            b.salaId,
            b.estado,
          ]) ?? null,
      };
    },

    /**
     * POST /patrimonio/inventario/{id}/contagens/{contagemId}/foto: the photo of a reading already
     * recorded (the device sends the reading, then its photo), an image of at most
     * FOTO_LEITURA_MAX_BYTES kept in the file storage with the reading as its owner. Sent again, the
     * newest is the reading's photo.
     */
    async foto(actor: Actor, id: string, contagemId: string, file: IncomingFile): Promise<StoredFile> {
      const { row: inv } = await paraContar(actor, id);
      const contagem = await contagemDoInventario(db, inv.id, contagemId.toLowerCase());
      if (!contagem)
        throw notFound('Leitura não encontrada neste inventário: envie a leitura antes da foto.');
      return files.upload(
        actor,
        {
          type: FOTO_LEITURA_OWNER,
          id: contagem.id,
          applicationId: requireLocal(actor).applicationId,
          clientId: inv.clientId,
        },
        file,
        ['image'],
        { maxBytes: FOTO_LEITURA_MAX_BYTES },
      );
    },

    /**
     * GET /patrimonio/inventario/{id}/divergencias: the comparison of the unit's register with the
     * readings, a page of one kind or all, and the whole campaign's figures. A blind count's counters are
     * refused while it is open (inventarioAcoes().divergencias).
     */
    async divergencias(actor: Actor, id: string, q: DivergenciaListQuery): Promise<DivergenciaPage> {
      const { row: inv, acoes } = await campaign(actor, id);
      if (!acoes.divergencias)
        throw forbidden(
          'Contagem cega: enquanto o inventário está aberto, o que se esperava encontrar só aparece para o ' +
            'presidente da comissão e para quem tem a permissão Inventário: Editar.',
        );
      const window = pageWindow(q);
      const found = await pageDivergencias(db, inv, {
        tipo: q.tipo,
        conformes: q.conformes,
        limit: window.limit,
        offset: window.offset,
      });
      const setorIds = found.rows.flatMap((r) => [r.reg_setor_id, r.lido_setor_id]);
      const salaIds = found.rows.flatMap((r) => [r.reg_sala_id, r.lido_sala_id]);
      const nomes = await lugaresNomes(
        db,
        [...new Set(setorIds.filter((x): x is string => x !== null))],
        [...new Set(salaIds.filter((x): x is string => x !== null))],
      );
      const lugar = (setorId: string | null, salaId: string | null) => {
        const setor = setorId ? nomes.setores.get(setorId) : undefined;
        const sala = salaId ? nomes.salas.get(salaId) : undefined;
        return { setor: setor ? { id: setor.id, name: setor.name } : null, sala: sala ?? null };
      };
      const n = (k: DivergenciaRow['tipo']) => found.figures.get(k) ?? 0;
      const data: Divergencia[] = found.rows.map((r) => ({
        tipo: r.tipo,
        bem:
          r.bem_id && r.codigo_bem !== null
            ? { id: r.bem_id, CodigoBEM: Number(r.codigo_bem), descricao: r.descricao ?? '' }
            : null,
        leitura: r.leitura,
        registrado: r.bem_id ? lugar(r.reg_setor_id, r.reg_sala_id) : null,
        lido: r.contado_em ? lugar(r.lido_setor_id, r.lido_sala_id) : null,
        estado_registrado: r.estado_registrado,
        estado_lido: r.estado_lido,
        contado_em: r.contado_em ? iso(new Date(r.contado_em)) : null,
        observacao: r.observacao,
        foto_id: r.foto_id,
      }));
      const total = q.tipo
        ? n(q.tipo)
        : [...found.figures.entries()]
            .filter(([k]) => q.conformes || k !== 'conforme')
            .reduce((a, [, x]) => a + x, 0);
      return {
        data,
        total,
        page: q.page,
        limit: window.limit,
        resumo: {
          esperados: found.esperados,
          encontrados: found.esperados - n('nao_encontrado'),
          nao_encontrado: n('nao_encontrado'),
          outro_local: n('outro_local'),
          desconhecida: n('desconhecida'),
          estado_diferente: n('estado_diferente'),
          sem_etiqueta: n('sem_etiqueta'),
          terceiro: n('terceiro'),
          empate: n('empate'),
          conforme: n('conforme'),
        },
      };
    },
  };
}
export type ContagensService = ReturnType<typeof createContagensService>;
