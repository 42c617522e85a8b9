import { eq } from 'drizzle-orm';
import type { ReadDb } from '../../../db/client.js';
import { companies } from '../../../db/schema.js';
import { tiposMovimentacao } from '../../../db/schema-patrimonio.js';

/**
 * The names the movement reports print besides their rows (the rows themselves are read by
 * movimentacoes.repository.ts): a movement type's description and a client's name.
 */

/** The description of the movement type `id`, or undefined when there is none. */
export async function tipoMovimentacaoDescricao(db: ReadDb, id: number): Promise<string | undefined> {
  const [tipo] = await db
    .select({ descricao: tiposMovimentacao.descricao })
    .from(tiposMovimentacao)
    .where(eq(tiposMovimentacao.id, id));
  return tipo?.descricao;
}

/** The name of the client `id`, or undefined when there is none. */
export async function clientName(db: ReadDb, id: string): Promise<string | undefined> {
  const [client] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return client?.name;
}
