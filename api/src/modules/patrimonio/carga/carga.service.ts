import {
  type Carga,
  type CargaQuery,
  formatCpfCnpj,
  hasRule,
  type SetorResponsavelBody,
  TERMO_BENS_MAX,
} from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../../auth/actor.js';
import { findPlace, findPlaceOfApplication } from '../places.repository.js';
import type { TermosService } from '../termos/termos.service.js';
import { listAceites } from './aceites.repository.js';
import {
  type CargaOf,
  type CargaRow,
  cargaIds,
  cargaTotals,
  headOfSetor,
  pageCarga,
  saveHeadOfSetor,
} from './carga.repository.js';
import { toServidorRef } from './servidores.mapper.js';
import { findServidor } from './servidores.repository.js';

const toCargaBem = (r: CargaRow) => ({
  id: r.id,
  CodigoBEM: r.codigoBem,
  descricao: r.descricao,
  situacao: r.situacao,
  valor_atual: r.valorAtual,
  secretaria: r.secretaria,
  setor: r.setorId ? { id: r.setorId, name: r.setorName ?? '' } : null,
  responsavel: r.responsavelId
    ? toServidorRef({
        id: r.responsavelId,
        nome: r.responsavelNome ?? '',
        matricula: r.responsavelMatricula,
        cargo: r.responsavelCargo,
      })
    : null,
});

/** Most blockers listed in a refused nada consta (the message counts them all). */
const BLOQUEIOS_MAX = 50;
const bensCount = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'bem' : 'bens'}`;

/**
 * Who may print a carga's termo and change a setor's head: custody:update, the rule the termo and the
 * head's routes enforce; the answer's flags come from it.
 */
const keepsCarga = (local: ActorLocation) =>
  hasRule({ flags: local.flags, rules: local.rules }, 'custody:update');

/** How a termo names a servidor: cargo, matrícula and CPF, those that are known. */
const identificacaoDe = (servidor: { cargo: string | null; matricula: string | null; cpf: string | null }) =>
  [
    servidor.cargo,
    servidor.matricula ? `matrícula ${servidor.matricula}` : null,
    servidor.cpf ? `CPF ${formatCpfCnpj(servidor.cpf)}` : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The carga patrimonial (docs/domain.md, "Carga patrimonial"): the head of each setor, and what a servidor
 * or a setor holds, with its total, printable as the termo de responsabilidade (decision 025). Reads go to
 * `readDb` (decision 046).
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createCargaService(deps: { db: Db; readDb?: ReadDb; termos: TermosService }) {
  const { db, termos } = deps;
  const readDb = deps.readDb ?? db;

  /** A setor in the caller's scope (another client's: 404). */
  async function setorInScope(local: ActorLocation, setorId: string) {
    const place = local.clientId
      ? await findPlace(db, local.clientId, setorId)
      : await findPlaceOfApplication(db, local.applicationId, setorId);
    if (!place?.isSector || !place.rootId) throw notFound('Setor não encontrado.');
    return { ...place, clientId: place.rootId };
  }

  async function servidorInScope(local: ActorLocation, id: string) {
    const row = await findServidor(db, local, id);
    if (!row) throw notFound('Servidor não encontrado.');
    return row;
  }

  async function page(local: ActorLocation, of: CargaOf, q: CargaQuery) {
    const [rows, totals] = await Promise.all([pageCarga(readDb, of, pageWindow(q)), cargaTotals(readDb, of)]);
    return {
      ...pageAnswer(q, { rows, total: totals.total }, toCargaBem),
      valor_total: totals.valor,
      pode_imprimir: keepsCarga(local),
      pode_definir_responsavel: keepsCarga(local),
    };
  }

  return {
    /** GET /patrimonio/carga/responsavel/{id}: what a servidor answers for. */
    async ofResponsavel(actor: Actor, id: string, q: CargaQuery): Promise<Carga> {
      const local = requireLocal(actor);
      const servidor = await servidorInScope(local, id);
      const carga = await page(local, { clientId: servidor.clientId, responsavelId: id }, q);
      return { ...carga, responsavel: toServidorRef(servidor), setor: null };
    },

    /** GET /patrimonio/carga/setor/{id}: what is placed in a setor, with its head. */
    async ofSetor(actor: Actor, id: string, q: CargaQuery): Promise<Carga> {
      const local = requireLocal(actor);
      const setor = await setorInScope(local, id);
      const [carga, head] = await Promise.all([
        page(local, { clientId: setor.clientId, setorId: id }, q),
        headOfSetor(db, setor.clientId, id),
      ]);
      return { ...carga, responsavel: head ? toServidorRef(head) : null, setor: { id, name: setor.name } };
    },

    /** PUT /patrimonio/carga/setor/{id}/responsavel: the setor's head (an active servidor of its client). */
    async setHead(actor: Actor, setorId: string, body: SetorResponsavelBody) {
      const local = requireLocal(actor);
      const setor = await setorInScope(local, setorId);
      if (body.servidor_id) {
        const servidor = await findServidor(db, { clientId: setor.clientId }, body.servidor_id);
        if (!servidor) throw badRequest('servidor_id', 'O responsável não é um servidor deste cliente.');
        if (!servidor.ativo) throw new AppError('CONFLICT', `O servidor "${servidor.nome}" está inativo.`);
      }
      const before = await headOfSetor(db, setor.clientId, setorId);
      await db.transaction(async (tx) => {
        await saveHeadOfSetor(tx, setor.clientId, setorId, body.servidor_id);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'setor_responsavel',
          entityId: setorId,
          before: { servidor_id: before?.id ?? null },
          after: { servidor_id: body.servidor_id },
          clientId: setor.clientId,
        });
      });
      const head = await headOfSetor(db, setor.clientId, setorId);
      return { setor: { id: setorId, name: setor.name }, responsavel: head ? toServidorRef(head) : null };
    },

    /**
     * POST /patrimonio/carga/responsavel/{id}/termo: the termo de responsabilidade of everything a
     * servidor holds (up to the termo's limit), with name, matrícula, cargo and CPF as the signer's
     * identification (the CPF is printed on the signed paper, never shown by the public check).
     */
    async termoOfResponsavel(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const servidor = await servidorInScope(local, id);
      const ids = await cargaIds(db, { clientId: servidor.clientId, responsavelId: id }, TERMO_BENS_MAX + 1);
      if (ids.length === 0) throw new AppError('CONFLICT', `${servidor.nome} não responde por nenhum bem.`);
      if (ids.length > TERMO_BENS_MAX) {
        throw new AppError(
          'CONFLICT',
          `${servidor.nome} responde por mais de ${TERMO_BENS_MAX} bens: escolha os bens na lista (até ${TERMO_BENS_MAX} por termo).`,
        );
      }
      const identificacao = identificacaoDe(servidor);
      return termos.responsabilidade(actor, {
        responsavel: servidor.nome.slice(0, 120),
        identificacao: identificacao ? identificacao.slice(0, 120) : undefined,
        bem_ids: ids,
        cliente_id: local.clientId ? undefined : servidor.clientId,
      });
    },

    /**
     * POST /patrimonio/carga/responsavel/{id}/nada-consta: the declaração de nada consta, only for a person
     * who answers for no asset and holds no open cautela; refused (409 NADA_CONSTA_BLOQUEADO) with the list of
     * what blocks it in `issues` (the first 50 of each kind, the message counts them all).
     */
    async nadaConsta(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const servidor = await servidorInScope(local, id);
      const clientId = servidor.clientId;
      const [bens, totals, cautelas] = await Promise.all([
        pageCarga(db, { clientId, responsavelId: id }, { limit: BLOQUEIOS_MAX, offset: 0 }),
        cargaTotals(db, { clientId, responsavelId: id }),
        listAceites(
          db,
          { clientIds: [clientId], recebedorIds: [id], tipo: 'cautela', estado: 'aceito' },
          BLOQUEIOS_MAX,
        ),
      ]);
      if (totals.total > 0 || cautelas.length > 0) {
        const issues = [
          ...bens.map((b) => ({ path: 'bens', message: `Bem ${b.codigoBem} – ${b.descricao}` })),
          ...cautelas.map((c) => ({
            path: 'cautelas',
            message: `Cautela do bem ${c.bem.codigoBem} – ${c.bem.descricao}`,
          })),
        ];
        const parts = [
          totals.total > 0 ? `responde por ${bensCount(totals.total)}` : null,
          cautelas.length > 0
            ? `tem ${cautelas.length === 1 ? 'uma cautela' : `${cautelas.length} cautelas`} em aberto`
            : null,
        ].filter(Boolean);
        throw new AppError('CONFLICT', `Nada consta recusado: ${servidor.nome} ${parts.join(' e ')}.`, {
          extra: { code: 'NADA_CONSTA_BLOQUEADO', issues },
        });
      }
      const identificacao = identificacaoDe(servidor);
      return termos.nadaConsta(actor, clientId, { nome: servidor.nome, identificacao });
    },

    /** POST /patrimonio/carga/setor/{id}/termo: the setor's termo, signed by its head. */
    async termoOfSetor(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const setor = await setorInScope(local, id);
      const head = await headOfSetor(db, setor.clientId, id);
      if (!head) {
        throw new AppError(
          'CONFLICT',
          `O setor "${setor.name}" não tem responsável: defina-o antes do termo.`,
        );
      }
      return termos.responsabilidade(actor, {
        responsavel: head.nome.slice(0, 120),
        identificacao:
          [head.cargo, head.matricula ? `matrícula ${head.matricula}` : null]
            .filter(Boolean)
            .join(', ')
            .slice(0, 120) || undefined,
        setor_id: id,
        cliente_id: local.clientId ? undefined : setor.clientId,
      });
    },
  };
}
export type CargaService = ReturnType<typeof createCargaService>;
