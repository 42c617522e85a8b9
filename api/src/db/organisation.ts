import { ALL_RULES, type LocationFlags, READ_RULES } from '@gp/shared-contracts';
import { hashPassword } from '../lib/crypto.js';
import { seedCategorias } from '../modules/patrimonio/categorias/categorias.seed.js';
import type { Db } from './client.js';
import { applications, companies, exercicios, locations, roles, users } from './schema.js';

/**
 * An account of an organisation, with its password in clear (it is hashed on insert) and its CPF (every
 * user who writes is identified by one, decision 073).
 */
export type Account = { username: string; password: string; fullname: string; email: string; cpf?: string };

type CompanyValues = Omit<typeof companies.$inferInsert, 'applicationId' | 'isOffice' | 'isClient'>;

/** A client with its departments (secretarias) and their sectors (setores). */
export type ClientDescription = CompanyValues & {
  secretarias?: readonly { name: string; setores: readonly string[] }[];
};

/**
 * An account's location: on the support office, or on a client with one of the client's two profiles
 * ("admin": "Administrador", every rule; "consulta": "Consulta", the read rules).
 */
export type LocationDescription<C extends string, A extends string> = Partial<LocationFlags> & {
  account: A;
  company: 'office' | C;
  profile?: 'admin' | 'consulta';
};

/** An application with its support office, clients, accounts and their locations. */
export type OrganisationDescription<C extends string, A extends string> = {
  application: string;
  office: CompanyValues;
  clients: Record<C, ClientDescription>;
  accounts: Record<A, Account>;
  locations: readonly LocationDescription<C, A>[];
};

/**
 * Inserts the organisation `org` in one transaction: the application, its office, its clients (then
 * their secretarias, numbered after the client's UA code, and setores, numbered across the
 * organisation), every month of `year` as a client's period, each client's "Administrador" and
 * "Consulta" profiles and default categories, the accounts and their locations. The demo seed and the
 * tests each describe their own organisation with it. `hash` hashes the accounts' passwords: the
 * production argon2id cost unless the tests hand a cheaper one (docs/api.md, "Tests").
 */
export async function insertOrganisation<C extends string, A extends string>(
  db: Db,
  org: OrganisationDescription<C, A>,
  year: number,
  hash: (password: string) => Promise<string> = hashPassword,
) {
  const accounts = await Promise.all(
    (Object.entries(org.accounts) as [A, Account][]).map(async ([key, { password, ...a }]) => ({
      key,
      values: { ...a, passwordHash: await hash(password) },
    })),
  );
  await db.transaction(async (tx) => {
    const [app] = await tx.insert(applications).values({ name: org.application }).returning();
    if (!app) throw new Error('organisation: aplicação');
    const company = async (values: Omit<typeof companies.$inferInsert, 'applicationId'>) => {
      const [row] = await tx
        .insert(companies)
        .values({ applicationId: app.id, ...values })
        .returning();
      if (!row) throw new Error('organisation: empresa');
      return row;
    };

    const office = await company({ ...org.office, isOffice: true });
    const clients = Object.entries(org.clients) as [C, ClientDescription][];
    const clientIds = {} as Record<C, string>;
    for (const [key, { secretarias: _, ...values }] of clients) {
      clientIds[key] = (await company({ ...values, isClient: true })).id;
    }

    let sectorCode = 1;
    for (const [key, client] of clients) {
      for (const [i, s] of (client.secretarias ?? []).entries()) {
        const secretaria = await company({
          name: s.name,
          rootId: clientIds[key],
          isDepartment: true,
          uaCode: `${client.uaCode}.${i + 1}`,
        });
        for (const setor of s.setores) {
          await company({
            name: setor,
            rootId: clientIds[key],
            parentId: secretaria.id,
            isSector: true,
            sectorCode: String(sectorCode++).padStart(3, '0'),
          });
        }
      }
    }

    const months = Array.from({ length: 12 }, (_, i) => i + 1);
    await tx
      .insert(exercicios)
      .values(
        clients.flatMap(([key]) => months.map((mes) => ({ empresaId: clientIds[key], ano: year, mes }))),
      );

    const profiles = {} as Record<C, { admin: string; consulta: string }>;
    for (const [key] of clients) {
      const [admin, consulta] = await tx
        .insert(roles)
        .values([
          { companyId: clientIds[key], name: 'Administrador', rules: [...ALL_RULES] },
          { companyId: clientIds[key], name: 'Consulta', rules: [...READ_RULES] },
        ])
        .returning();
      if (!admin || !consulta) throw new Error('organisation: perfis');
      profiles[key] = { admin: admin.id, consulta: consulta.id };
    }
    for (const [key] of clients) await seedCategorias(tx, clientIds[key]);

    const rows = await tx
      .insert(users)
      .values(accounts.map((a) => a.values))
      .returning();
    if (rows.length !== accounts.length) throw new Error('organisation: usuários');
    const userIds = Object.fromEntries(accounts.map((a, i) => [a.key, rows[i]?.id])) as Record<A, string>;

    await tx.insert(locations).values(
      org.locations.map(({ account, company, profile, ...flags }) => ({
        ...flags,
        userId: userIds[account],
        companyId: company === 'office' ? office.id : clientIds[company],
        roleId: company === 'office' || !profile ? null : profiles[company][profile],
      })),
    );
  });
}
