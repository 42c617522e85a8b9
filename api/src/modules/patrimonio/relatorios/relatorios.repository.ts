import { and, asc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { ReadDb } from '../../../db/client.js';
import { companies, files } from '../../../db/schema.js';
import { bensPatrimoniais as b, categoriasBens, fornecedores } from '../../../db/schema-patrimonio.js';
import { type BemListFilter, bemListConditions } from '../bens/bens.repository.js';

/**
 * One group of the register report: the assets of a client's secretaria and setor (null: no setor) the
 * filters match, counted and summed by the database (numeric sums, exact, as text).
 */
export type RelatorioGroup = {
  clientId: string;
  clientName: string;
  secretariaId: string;
  secretariaName: string;
  setorId: string | null;
  setorName: string | null;
  count: number;
  aquisicao: string;
  atual: string;
};

/**
 * The groups of the report in print order (client, secretaria, setor by name; "no setor" first). One
 * row per group: the page count of the document is laid out from these before any asset is read.
 */
export async function relatorioGroups(db: ReadDb, f: BemListFilter): Promise<RelatorioGroup[]> {
  const result = await db.execute<RelatorioGroup>(sql`
    select g.client_id as "clientId", c.name as "clientName",
           g.secretaria_id as "secretariaId", s.name as "secretariaName",
           g.setor_id as "setorId", t.name as "setorName",
           g.n::integer as "count", g.aquisicao::text as "aquisicao", g.atual::text as "atual"
    from (
      select ${b.clientId} as client_id, ${b.secretariaId} as secretaria_id, ${b.setorId} as setor_id,
             count(*) as n, sum(${b.valorAquisicao}) as aquisicao, sum(${b.valorAtual}) as atual
      from ${b}
      where ${and(...bemListConditions(f))}
      group by 1, 2, 3
    ) g
    join ${companies} c on c.id = g.client_id
    join ${companies} s on s.id = g.secretaria_id
    left join ${companies} t on t.id = g.setor_id
    order by c.name, c.id, s.name, s.id, t.name nulls first, t.id nulls first`);
  return (result as unknown as { rows: RelatorioGroup[] }).rows.map((r) => ({
    ...r,
    count: Number(r.count),
  }));
}

/**
 * The next `limit` assets of one group after code `after`, in code order, with what a row prints. A keyset
 * read on the code inside the group: memory stays flat however many.
 */
export function relatorioBatch(
  db: ReadDb,
  f: BemListFilter,
  group: Pick<RelatorioGroup, 'clientId' | 'secretariaId' | 'setorId'>,
  after: number | null,
  limit: number,
) {
  const where: (SQL | undefined)[] = [
    ...bemListConditions(f),
    eq(b.clientId, group.clientId),
    eq(b.secretariaId, group.secretariaId),
    group.setorId ? eq(b.setorId, group.setorId) : isNull(b.setorId),
    after === null ? undefined : gt(b.codigoBem, after),
  ];
  return db
    .select({
      id: b.id,
      codigoBem: b.codigoBem,
      descricao: b.descricao,
      categoria: categoriasBens.nome,
      situacao: b.situacao,
      dataAquisicao: b.dataAquisicao,
      valorAquisicao: b.valorAquisicao,
      valorAtual: b.valorAtual,
    })
    .from(b)
    .innerJoin(categoriasBens, eq(categoriasBens.id, b.categoriaId))
    .where(and(...where))
    .orderBy(asc(b.codigoBem))
    .limit(limit);
}
export type RelatorioRow = Awaited<ReturnType<typeof relatorioBatch>>[number];

/** The names the filters name (for the header, "the filters used in words"). */
export async function filterNames(
  db: ReadDb,
  ids: { categoriaId?: string; fornecedorId?: string; places: string[] },
) {
  const [categoria] = ids.categoriaId
    ? await db
        .select({ nome: categoriasBens.nome })
        .from(categoriasBens)
        .where(eq(categoriasBens.id, ids.categoriaId))
    : [];
  const [fornecedor] = ids.fornecedorId
    ? await db
        .select({ nome: fornecedores.razaoSocial })
        .from(fornecedores)
        .where(eq(fornecedores.id, ids.fornecedorId))
    : [];
  const places = new Map<string, string>();
  for (const id of ids.places) {
    const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
    if (row) places.set(id, row.name);
  }
  return { categoria: categoria?.nome, fornecedor: fornecedor?.nome, places };
}

/** The images pdfkit embeds (a thumbnail of the asset's first photo). */
const PHOTO_MIMES = ['image/jpeg', 'image/png'];

/**
 * The first photo (oldest JPEG or PNG attachment, up to `maxBytes`) of each of the assets, by asset id.
 */
export async function firstPhotos(db: ReadDb, clientId: string, bemIds: string[], maxBytes: number) {
  if (bemIds.length === 0) return new Map<string, typeof files.$inferSelect>();
  const rows = await db
    .selectDistinctOn([files.ownerId])
    .from(files)
    .where(
      and(
        eq(files.ownerType, 'asset'),
        eq(files.clientId, clientId),
        inArray(files.ownerId, bemIds),
        inArray(files.mime, PHOTO_MIMES),
        lte(files.size, maxBytes),
      ),
    )
    .orderBy(files.ownerId, asc(files.createdAt), asc(files.id));
  return new Map(rows.map((r) => [r.ownerId, r]));
}
