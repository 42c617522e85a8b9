import type { CreateSalaBody, Sala, SalaListQuery, StatusBody, UpdateSalaBody } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { clientsForList, oneClient } from '../client-scope.js';
import { findPlace } from '../places.repository.js';
import { saveStatus, statusValues } from '../register-status.js';
import { toSala } from './salas.mapper.js';
import {
  bensNaSala,
  findSala,
  insertSala,
  pageSalas,
  type SalaRow,
  salaOfClient,
  updateSala,
} from './salas.repository.js';

const notFoundSala = () => notFound('Sala não encontrada.');

/**
 * The salas of a client (docs/domain.md, "Inventário"): the local físico under a setor where assets sit.
 * The code is unique in the setor (the unique key's 409, lib/unique-keys.ts, also when two requests race).
 */
export function createSalasService(db: Db, appUrl: string) {
  async function visible(actor: Actor, id: string): Promise<SalaRow> {
    const row = await findSala(db, requireLocal(actor), id);
    if (!row) throw notFoundSala();
    return row;
  }

  /** The setor of the client the sala is put under (another client's or not a setor: 400). */
  async function assertSetor(clientId: string, setorId: string) {
    const place = await findPlace(db, clientId, setorId);
    if (!place?.isSector) throw badRequest('setor_id', 'O setor não é um setor deste cliente.');
  }

  async function save(
    actor: Actor,
    clientId: string,
    body: CreateSalaBody | UpdateSalaBody,
    before: SalaRow | null,
  ): Promise<Sala> {
    await assertSetor(clientId, body.setor_id);
    if (before && before.sala.setorId !== body.setor_id && (await bensNaSala(db, before.sala.id)) > 0) {
      throw new AppError(
        'CONFLICT',
        'A sala tem bens: transfira-os ou tire-os da sala antes de mudá-la de setor (o bem fica na sala do seu setor).',
      );
    }
    const values = {
      setorId: body.setor_id,
      codigo: body.codigo,
      nome: body.nome,
      descricao: body.descricao ?? null,
    };
    const id = await db.transaction(async (tx) => {
      const row = before
        ? await updateSala(tx, before.sala.id, values)
        : await insertSala(tx, { ...values, clientId });
      if (!row) throw notFoundSala();
      await recordAudit(tx, auditActor(actor), {
        action: before ? 'update' : 'create',
        entity: 'sala',
        entityId: row.id,
        before: before ? toSala(before, appUrl) : undefined,
        after: { ...values, id: row.id },
        clientId,
      });
      return row.id;
    });
    return toSala(await visible(actor, id), appUrl);
  }

  return {
    async list(actor: Actor, q: SalaListQuery) {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageSalas(
        db,
        {
          clientIds,
          ativo: q.ativo,
          search: q.search || undefined,
          secretariaId: q.secretaria_id,
          setorId: q.setor_id,
        },
        { ...pageWindow(q), sort: q.sort, order: q.order },
      );
      return pageAnswer(q, { rows, total }, (r) => toSala(r, appUrl));
    },

    get: async (actor: Actor, id: string) => toSala(await visible(actor, id), appUrl),

    async create(actor: Actor, body: CreateSalaBody): Promise<Sala> {
      const clientId = await oneClient(db, requireLocal(actor), body.cliente_id);
      return save(actor, clientId, body, null);
    },

    async update(actor: Actor, id: string, body: UpdateSalaBody): Promise<Sala> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await visible(actor, id);
      return save(actor, before.sala.clientId, body, before);
    },

    async setStatus(actor: Actor, body: StatusBody): Promise<Sala> {
      const values = statusValues(actor, body);
      const before = await visible(actor, body.id);
      return db.transaction((tx) =>
        saveStatus(tx, actor, body, {
          entity: 'sala',
          clientId: before.sala.clientId,
          before,
          save: async () =>
            (await updateSala(tx, body.id, values))
              ? findSala(tx, { clientId: before.sala.clientId }, body.id)
              : null,
          toApi: (r) => toSala(r, appUrl),
          notFound: notFoundSala,
        }),
      );
    },
  };
}
export type SalasService = ReturnType<typeof createSalasService>;

/**
 * The sala given to an asset: an active sala of the client in the asset's setor (else 400 on `sala_id`;
 * docs/domain.md, "Inventário").
 */
export async function assertSalaDoSetor(db: Db, clientId: string, salaId: string, setorId: string | null) {
  const sala = await salaOfClient(db, clientId, salaId);
  if (!sala) throw badRequest('sala_id', 'A sala não é deste cliente.');
  if (sala.setorId !== setorId) throw badRequest('sala_id', 'A sala não é do setor do bem.');
  if (!sala.ativo) throw badRequest('sala_id', `A sala ${sala.codigo} está inativa.`);
}
