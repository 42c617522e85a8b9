import { randomBytes, randomInt } from 'node:crypto';
import { completeCpf } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { applications, auditLog, companies, locations, roles, users } from '../../src/db/schema.js';
import { TEST_APPLICATION } from './organisation.js';
import { hashTestPassword } from './password-hash.js';

/**
 * Test data built on top of the test organisation (organisation.ts). Tests that change a user or a
 * location make their own with these factories, so the shared accounts stay as built for the other tests.
 */
const suffix = () => randomBytes(4).toString('hex');

export { CAMARA, PREFEITURA } from './organisation.js';

export async function companyByName(db: Db, name: string) {
  const [row] = await db.select().from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`empresa ${name} não encontrada`);
  return row;
}

export async function roleOf(db: Db, companyId: string, name: 'Administrador' | 'Consulta') {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name)));
  if (!row) throw new Error(`perfil ${name} não encontrado`);
  return row;
}

export async function userByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`usuário ${username} não encontrado`);
  return row;
}

/**
 * A valid CPF no other test user has (users are identified by CPF, decision 073): a run of consecutive
 * bases from a random start per test process, so two files on one database do not meet either.
 */
let cpfBase = randomInt(100_000_000, 900_000_000);
export function testCpf(): string {
  cpfBase += /^(\d)\1+$/.test(String(cpfBase + 1)) ? 2 : 1;
  return completeCpf(String(cpfBase));
}

type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string };

/** A user with a known password; returns the row plus the plain password for signing in. */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const { password = 'Senha@1234', ...rest } = overrides;
  const username = rest.username ?? `user_${suffix()}`;
  const [row] = await db
    .insert(users)
    .values({
      fullname: `Usuário ${username}`,
      email: `${username}@exemplo.gov.br`,
      cpf: testCpf(),
      ...rest,
      username,
      passwordHash: await hashTestPassword(password),
    })
    .returning();
  if (!row) throw new Error('factory: usuário');
  return { ...row, password };
}

export async function createLocation(db: Db, values: typeof locations.$inferInsert) {
  const [row] = await db.insert(locations).values(values).returning();
  if (!row) throw new Error('factory: local');
  return row;
}

/** A client company on the test application (or on `applicationId`). */
export async function createClient(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  let applicationId = overrides.applicationId;
  if (!applicationId) {
    const [app] = await db.select().from(applications).where(eq(applications.name, TEST_APPLICATION));
    if (!app) throw new Error('factory: aplicação de teste');
    applicationId = app.id;
  }
  const [row] = await db
    .insert(companies)
    .values({ name: `Cliente ${suffix()}`, isClient: true, ...overrides, applicationId })
    .returning();
  if (!row) throw new Error('factory: empresa');
  return row;
}

export async function createApplication(db: Db, name = `Aplicação ${suffix()}`) {
  const [row] = await db.insert(applications).values({ name }).returning();
  if (!row) throw new Error('factory: aplicação');
  return row;
}

export const auditRows = (db: Db, where: { action: string; userId?: string; entity?: string }) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, where.action),
        where.userId ? eq(auditLog.userId, where.userId) : undefined,
        where.entity ? eq(auditLog.entity, where.entity) : undefined,
      ),
    );
