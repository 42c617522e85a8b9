import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fornecedores } from '../../../db/schema-patrimonio.js';
import { insertRow, pageOrdered, rowExists, updateRowById } from '../../../lib/register-repo.js';
import { containsFolded, orderBy } from '../../../lib/sql.js';

export type FornecedorRow = typeof fornecedores.$inferSelect;
export type FornecedorValues = Omit<typeof fornecedores.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type FornecedorFilter = {
  applicationId: string;
  rootId?: string;
  search?: string;
  cpfCnpj?: string;
  ativo?: boolean;
  tipoPessoa?: 'F' | 'J';
};

const SORTS = {
  razao_social: fornecedores.razaoSocial,
  cpf_cnpj: fornecedores.cpfCnpj,
  created_at: fornecedores.createdAt,
} as const;

function where(f: FornecedorFilter): SQL | undefined {
  const search: SQL[] = [];
  if (f.search) {
    search.push(containsFolded(fornecedores.razaoSocial, f.search));
    search.push(containsFolded(fornecedores.nomeFantasia, f.search));
  }
  if (f.cpfCnpj) search.push(containsFolded(fornecedores.cpfCnpj, f.cpfCnpj));
  return and(
    eq(fornecedores.applicationId, f.applicationId),
    f.rootId ? eq(fornecedores.rootId, f.rootId) : undefined,
    f.ativo === undefined ? undefined : eq(fornecedores.ativo, f.ativo),
    f.tipoPessoa ? eq(fornecedores.tipoPessoa, f.tipoPessoa) : undefined,
    search.length ? or(...search) : undefined,
  );
}

export async function pageFornecedores(
  db: Db,
  f: FornecedorFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) {
  const condition = where(f);
  return pageOrdered(
    db,
    db.select().from(fornecedores).$dynamic(),
    fornecedores,
    condition,
    orderBy(SORTS[p.sort ?? 'razao_social'], p.order, fornecedores.id),
    p,
  );
}

/** Suppliers are shared by the clients of an application: the scope is the application. */
export async function findFornecedor(db: Db, scope: { applicationId: string }, id: string) {
  const [row] = await db
    .select()
    .from(fornecedores)
    .where(and(eq(fornecedores.id, id), eq(fornecedores.applicationId, scope.applicationId)));
  return row ?? null;
}

export async function cpfCnpjTaken(db: Db, applicationId: string, cpfCnpj: string, exceptId?: string) {
  return rowExists(
    db,
    fornecedores,
    and(eq(fornecedores.applicationId, applicationId), eq(fornecedores.cpfCnpj, cpfCnpj)),
    exceptId,
  );
}

export const insertFornecedor = (db: Db, values: FornecedorValues) =>
  insertRow(db, fornecedores, values, 'fornecedor');

export const updateFornecedor = (db: Db, id: string, values: Partial<FornecedorValues>) =>
  updateRowById(db, fornecedores, id, values);
