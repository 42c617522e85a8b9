import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, ReadDb } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { obraMedicoes } from '../../db/schema-obras.js';
import { depreciacoesMeses } from '../../db/schema-patrimonio.js';
import { remessaConfiguracoes, remessas } from '../../db/schema-prestacao-contas.js';

/** The remessas' queries (decision 066). Every call names the client, or a remessa whose client was checked. */

export type RemessaRow = typeof remessas.$inferSelect;
export type RemessaValues = Omit<typeof remessas.$inferInsert, 'id' | 'createdAt'>;

/** Lock class of a client's period of remessas (versions are numbered under it). */
const REMESSA_LOCK = 74601;
export const lockPeriodo = (tx: Db, clientId: string, ano: number, mes: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${REMESSA_LOCK}, hashtext(${`${clientId}:${ano}-${mes}`}))`);

export async function findConfig(db: ReadDb, clientId: string) {
  const [row] = await db
    .select()
    .from(remessaConfiguracoes)
    .where(eq(remessaConfiguracoes.clientId, clientId));
  return row ?? null;
}

export const upsertConfig = (
  db: Db,
  clientId: string,
  v: { audespEntidade: number | null; audespMunicipio: string | null },
) =>
  db
    .insert(remessaConfiguracoes)
    .values({ clientId, ...v })
    .onConflictDoUpdate({ target: remessaConfiguracoes.clientId, set: { ...v, updatedAt: sql`now()` } });

const gerador = alias(users, 'gerador');
const remetente = alias(users, 'remetente');

/** The period's files, every version, by kind, part and newest version first, with who made and sent each. */
export const listRemessas = (db: ReadDb, clientId: string, ano: number, mes: number) =>
  db
    .select({ remessa: remessas, geradoPor: gerador.fullname, enviadoPor: remetente.fullname })
    .from(remessas)
    .leftJoin(gerador, eq(gerador.id, remessas.geradoPor))
    .leftJoin(remetente, eq(remetente.id, remessas.enviadoPor))
    .where(and(eq(remessas.clientId, clientId), eq(remessas.ano, ano), eq(remessas.mes, mes)))
    .orderBy(asc(remessas.tipo), asc(remessas.parte), desc(remessas.versao));

export async function findRemessa(db: ReadDb, id: string) {
  const [row] = await db
    .select({ remessa: remessas, geradoPor: gerador.fullname, enviadoPor: remetente.fullname })
    .from(remessas)
    .leftJoin(gerador, eq(gerador.id, remessas.geradoPor))
    .leftJoin(remetente, eq(remetente.id, remessas.enviadoPor))
    .where(eq(remessas.id, id));
  return row ?? null;
}

/** The newest version of a kind's part in the period (the previous one of a new file). */
export async function latestOf(
  db: Db,
  clientId: string,
  tipo: string,
  ano: number,
  mes: number,
  parte: number,
) {
  const [row] = await db
    .select()
    .from(remessas)
    .where(
      and(
        eq(remessas.clientId, clientId),
        eq(remessas.tipo, tipo),
        eq(remessas.ano, ano),
        eq(remessas.mes, mes),
        eq(remessas.parte, parte),
      ),
    )
    .orderBy(desc(remessas.versao))
    .limit(1);
  return row ?? null;
}

/** The next version of the period's files (one number for all the files of a generation). */
export async function nextVersao(db: Db, clientId: string, ano: number, mes: number) {
  const [row] = await db
    .select({ n: max(remessas.versao) })
    .from(remessas)
    .where(and(eq(remessas.clientId, clientId), eq(remessas.ano, ano), eq(remessas.mes, mes)));
  return (row?.n ?? 0) + 1;
}

export const insertRemessas = (db: Db, rows: RemessaValues[]) =>
  rows.length ? db.insert(remessas).values(rows).returning() : Promise.resolve([] as RemessaRow[]);

/** Records the sending of a valid file not yet sent; null when it was (or is not valid): the caller says why. */
export async function markEnviado(
  db: Db,
  id: string,
  v: { protocolo: string; data: string; userId: string },
) {
  const [row] = await db
    .update(remessas)
    .set({ protocolo: v.protocolo, enviadoEm: v.data, enviadoPor: v.userId })
    .where(and(eq(remessas.id, id), isNull(remessas.enviadoEm), eq(remessas.valido, true)))
    .returning();
  return row ?? null;
}

/** The period's facts that make a remessa provisional: medições not conferred, depreciation not closed. */
export async function fatosDoPeriodo(
  db: ReadDb,
  clientId: string,
  p: { ano: number; mes: number; inicio: string; fim: string },
) {
  const [[medicoes], [dep]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(obraMedicoes)
      .where(
        and(
          eq(obraMedicoes.clientId, clientId),
          eq(obraMedicoes.ativo, true),
          isNull(obraMedicoes.conferenciaData),
          sql`${obraMedicoes.dataEntrega} between ${p.inicio} and ${p.fim}`,
        ),
      ),
    db
      .select({ estado: depreciacoesMeses.estado })
      .from(depreciacoesMeses)
      .where(
        and(
          eq(depreciacoesMeses.clientId, clientId),
          eq(depreciacoesMeses.ano, p.ano),
          eq(depreciacoesMeses.mes, p.mes),
        ),
      ),
  ]);
  return { medicoesSemConferencia: medicoes?.n ?? 0, depreciacao: dep?.estado ?? null };
}
