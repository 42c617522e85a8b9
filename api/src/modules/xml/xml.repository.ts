import { and, asc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import {
  bensPatrimoniais,
  categoriasBens,
  fornecedores,
  referenciasNcm,
} from '../../db/schema-patrimonio.js';
import { xmlNotas, xmlNotasBens } from '../../db/schema-xml.js';
import { insertRow, pageOrdered } from '../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../lib/scope.js';
import { containsFolded, orderBy } from '../../lib/sql.js';

export type XmlNotaRow = typeof xmlNotas.$inferSelect;
export type XmlNotaValues = Omit<typeof xmlNotas.$inferInsert, 'id' | 'createdAt'> & { id?: string };

export type XmlNotaFilter = {
  clientIds: string[];
  search?: string;
  /** Digits of the search, when it has some: a key, a CNPJ or a number. */
  digits?: string;
  situacao?: string;
  dataDe?: string;
  dataAte?: string;
};

const importer = alias(users, 'importer');
const incorporator = alias(users, 'incorporator');

const SORTS = {
  importado_em: xmlNotas.createdAt,
  emissao: xmlNotas.dataEmissao,
  numero: xmlNotas.numero,
  valor_total: xmlNotas.valorTotal,
} as const;

/** A note's row with the names of who imported and who incorporated it. */
const noteColumns = {
  nota: xmlNotas,
  importadoPor: importer.fullname,
  incorporadaPor: incorporator.fullname,
};
const withNames = (db: Db) =>
  db
    .select(noteColumns)
    .from(xmlNotas)
    .leftJoin(importer, eq(importer.id, xmlNotas.createdBy))
    .leftJoin(incorporator, eq(incorporator.id, xmlNotas.incorporadaPor));
export type XmlNotaNamedRow = {
  nota: XmlNotaRow;
  importadoPor: string | null;
  incorporadaPor: string | null;
};

function where(f: XmlNotaFilter): SQL | undefined {
  const search: SQL[] = [];
  if (f.search) search.push(containsFolded(xmlNotas.emitenteNome, f.search));
  if (f.digits) {
    search.push(sql`${xmlNotas.chave} like ${`%${f.digits}%`}`);
    search.push(sql`${xmlNotas.emitenteDocumento} like ${`%${f.digits}%`}`);
    if (f.digits.length <= 9) search.push(eq(xmlNotas.numero, Number(f.digits)));
  }
  return and(
    inArray(xmlNotas.clientId, f.clientIds),
    f.situacao ? eq(xmlNotas.situacao, f.situacao) : undefined,
    f.dataDe ? gte(xmlNotas.dataEmissao, f.dataDe) : undefined,
    f.dataAte ? lte(xmlNotas.dataEmissao, f.dataAte) : undefined,
    search.length ? or(...search) : undefined,
  );
}

export function pageXmlNotas(
  db: Db,
  f: XmlNotaFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) {
  const order = p.order ?? (p.sort ? 'asc' : 'desc');
  return pageOrdered(
    db,
    withNames(db).$dynamic(),
    xmlNotas,
    where(f),
    orderBy(SORTS[p.sort ?? 'importado_em'], order, xmlNotas.id),
    p,
  );
}

/** One import in the caller's scope, with the names; null outside it. */
export async function findXmlNota(db: Db, scope: Scope, id: string): Promise<XmlNotaNamedRow | null> {
  const [row] = await withNames(db).where(and(eq(xmlNotas.id, id), inClientScope(xmlNotas.clientId, scope)));
  return row ?? null;
}

/** The import, locked until the end of the transaction: one incorporation or discard at a time. */
export async function lockXmlNota(db: Db, scope: Scope, id: string): Promise<XmlNotaRow | null> {
  const [row] = await db
    .select()
    .from(xmlNotas)
    .where(and(eq(xmlNotas.id, id), inClientScope(xmlNotas.clientId, scope)))
    .for('update');
  return row ?? null;
}

/** The live (pending or incorporated) import of a key in a client, with who imported it. */
export async function liveImportOf(db: Db, clientId: string, chave: string) {
  const [row] = await withNames(db).where(
    and(eq(xmlNotas.clientId, clientId), eq(xmlNotas.chave, chave), ne(xmlNotas.situacao, 'recusada')),
  );
  return row ?? null;
}

export const insertXmlNota = (db: Db, values: XmlNotaValues) => insertRow(db, xmlNotas, values, 'xml_nota');

export async function markIncorporada(
  db: Db,
  id: string,
  values: { fornecedorId: string; incorporadaPor: string | null },
) {
  await db
    .update(xmlNotas)
    .set({ situacao: 'incorporada', incorporadaEm: new Date(), ...values })
    .where(eq(xmlNotas.id, id));
}

export const deleteXmlNota = (db: Db, id: string) => db.delete(xmlNotas).where(eq(xmlNotas.id, id));

/**
 * Deletes refused imports (they keep no file: the row is all there is) of the given clients, or of every
 * client when `clientIds` is null, created before `before` when given; the count deleted per client.
 */
export async function deleteRecusadas(
  db: Db,
  opts: { clientIds: string[] | null; before?: Date },
): Promise<Map<string, number>> {
  const conditions: SQL[] = [eq(xmlNotas.situacao, 'recusada')];
  if (opts.clientIds) conditions.push(inArray(xmlNotas.clientId, opts.clientIds));
  if (opts.before) conditions.push(sql`${xmlNotas.createdAt} < ${opts.before.toISOString()}::timestamptz`);
  const deleted = await db
    .delete(xmlNotas)
    .where(and(...conditions))
    .returning({ clientId: xmlNotas.clientId });
  const counts = new Map<string, number>();
  for (const row of deleted) counts.set(row.clientId, (counts.get(row.clientId) ?? 0) + 1);
  return counts;
}

export async function linkBens(db: Db, notaId: string, links: { bemId: string; item: number }[]) {
  if (links.length) await db.insert(xmlNotasBens).values(links.map((l) => ({ ...l, notaId })));
}

/** The assets a note became, in the order of its lines. */
export const bensOfNota = (db: Db, notaId: string) =>
  db
    .select({
      id: bensPatrimoniais.id,
      codigo: bensPatrimoniais.codigoBem,
      descricao: bensPatrimoniais.descricao,
      valor: bensPatrimoniais.valorAquisicao,
      item: xmlNotasBens.item,
    })
    .from(xmlNotasBens)
    .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, xmlNotasBens.bemId))
    .where(eq(xmlNotasBens.notaId, notaId))
    .orderBy(asc(xmlNotasBens.item), asc(bensPatrimoniais.codigoBem));

/** The client of the application registered with this CPF/CNPJ, if any. */
export async function clientWithDocument(db: Db, applicationId: string, document: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.applicationId, applicationId),
        eq(companies.isClient, true),
        eq(companies.cpfCnpj, document),
      ),
    );
  return row ?? null;
}

export async function clientDocument(db: Db, clientId: string) {
  const [row] = await db
    .select({ cpfCnpj: companies.cpfCnpj })
    .from(companies)
    .where(eq(companies.id, clientId));
  return row?.cpfCnpj ?? null;
}

/** The application's supplier with this CPF/CNPJ, if any. */
export async function supplierWithDocument(db: Db, applicationId: string, document: string) {
  const [row] = await db
    .select()
    .from(fornecedores)
    .where(and(eq(fornecedores.applicationId, applicationId), eq(fornecedores.cpfCnpj, document)));
  return row ?? null;
}

/** The client's active NCM references among `codes`, with their suggested category when it is active. */
export function ncmSuggestions(db: Db, clientId: string, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      ncmId: referenciasNcm.id,
      codigo: referenciasNcm.codigo,
      descricao: referenciasNcm.descricao,
      categoriaId: categoriasBens.id,
      categoriaNome: categoriasBens.nome,
    })
    .from(referenciasNcm)
    .leftJoin(
      categoriasBens,
      and(eq(categoriasBens.id, referenciasNcm.categoriaId), eq(categoriasBens.ativo, true)),
    )
    .where(
      and(
        eq(referenciasNcm.clientId, clientId),
        eq(referenciasNcm.ativo, true),
        inArray(referenciasNcm.codigo, codes),
      ),
    );
}
