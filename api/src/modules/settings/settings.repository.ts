import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/** Reads a setting, creating it with `make()` when absent; concurrent processes agree on one value. */
export async function getOrCreateSetting(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`Configuração ${key} ausente.`);
  return row.value;
}
