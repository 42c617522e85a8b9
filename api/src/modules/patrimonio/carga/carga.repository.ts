import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, ReadDb } from '../../../db/client.js';
import { companies } from '../../../db/schema.js';
import { bensPatrimoniais as bens, servidores, setoresResponsaveis } from '../../../db/schema-patrimonio.js';

/**
 * The reads and writes of the carga patrimonial (docs/domain.md, "Carga patrimonial"): the head of a setor
 * and what a person or a setor holds. The carga is read by the asset indexes that start with the holder
 * (`bens_responsavel_idx`, `bens_setor_idx`), always with the client in the `where`.
 */

const secretaria = alias(companies, 'secretaria');
const setor = alias(companies, 'setor');

/** The head of a setor of the client, or null. */
export async function headOfSetor(db: Db, clientId: string, setorId: string) {
  const [row] = await db
    .select({
      id: servidores.id,
      nome: servidores.nome,
      matricula: servidores.matricula,
      cargo: servidores.cargo,
    })
    .from(setoresResponsaveis)
    .innerJoin(servidores, eq(servidores.id, setoresResponsaveis.servidorId))
    .where(and(eq(setoresResponsaveis.setorId, setorId), eq(setoresResponsaveis.clientId, clientId)));
  return row ?? null;
}

/**
 * A setor of the client with its head (null: none registered), or null when the setor is not the
 * client's: the receiver of a transferência de local (decision 062).
 */
export async function setorWithHead(db: ReadDb, clientId: string, setorId: string) {
  const [row] = await db
    .select({ nome: setor.name, head: { id: servidores.id, nome: servidores.nome, ativo: servidores.ativo } })
    .from(setor)
    .leftJoin(
      setoresResponsaveis,
      and(eq(setoresResponsaveis.setorId, setor.id), eq(setoresResponsaveis.clientId, clientId)),
    )
    .leftJoin(servidores, eq(servidores.id, setoresResponsaveis.servidorId))
    .where(eq(setor.id, setorId));
  if (!row) return null;
  return { nome: row.nome, head: row.head?.id ? row.head : null };
}

/** Sets (or with null clears) the head of a setor of the client. */
export async function saveHeadOfSetor(db: Db, clientId: string, setorId: string, servidorId: string | null) {
  if (!servidorId) {
    await db.delete(setoresResponsaveis).where(eq(setoresResponsaveis.setorId, setorId));
    return;
  }
  await db
    .insert(setoresResponsaveis)
    .values({ setorId, clientId, servidorId })
    .onConflictDoUpdate({
      target: setoresResponsaveis.setorId,
      set: { servidorId, clientId, updatedAt: new Date() },
    });
}

/** Whose carga: the assets a servidor answers for, or those placed in a setor; never the baixados. */
export type CargaOf = { clientId: string } & ({ responsavelId: string } | { setorId: string });

const cargaWhere = (c: CargaOf): SQL | undefined =>
  and(
    'responsavelId' in c ? eq(bens.responsavelId, c.responsavelId) : eq(bens.setorId, c.setorId),
    eq(bens.clientId, c.clientId),
    ne(bens.situacao, 'baixado'),
  );

/** The count and the exact book value (numeric sum, decision 015) of a carga. */
export async function cargaTotals(db: ReadDb, c: CargaOf) {
  const [row] = await db
    .select({ n: count(), valor: sql<string>`coalesce(sum(${bens.valorAtual}), 0)::text` })
    .from(bens)
    .where(cargaWhere(c));
  return { total: row?.n ?? 0, valor: row?.valor ?? '0' };
}

/** A page of a carga in code order, with the places and the responsável of each asset. */
export function pageCarga(db: ReadDb, c: CargaOf, p: { limit: number; offset: number }) {
  return db
    .select({
      id: bens.id,
      codigoBem: bens.codigoBem,
      descricao: bens.descricao,
      situacao: bens.situacao,
      valorAtual: bens.valorAtual,
      secretaria: { id: secretaria.id, name: secretaria.name },
      setorId: setor.id,
      setorName: setor.name,
      responsavelId: servidores.id,
      responsavelNome: servidores.nome,
      responsavelMatricula: servidores.matricula,
      responsavelCargo: servidores.cargo,
    })
    .from(bens)
    .innerJoin(secretaria, eq(secretaria.id, bens.secretariaId))
    .leftJoin(setor, eq(setor.id, bens.setorId))
    .leftJoin(servidores, eq(servidores.id, bens.responsavelId))
    .where(cargaWhere(c))
    .orderBy(asc(bens.codigoBem))
    .limit(p.limit)
    .offset(p.offset);
}
export type CargaRow = Awaited<ReturnType<typeof pageCarga>>[number];

/** The ids of every asset of a carga (not baixado), in code order, up to `max` (the termo's limit). */
export async function cargaIds(db: Db, c: CargaOf, max: number) {
  const rows = await db
    .select({ id: bens.id })
    .from(bens)
    .where(cargaWhere(c))
    .orderBy(asc(bens.codigoBem))
    .limit(max);
  return rows.map((r) => r.id);
}
