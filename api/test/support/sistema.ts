import { randomBytes } from 'node:crypto';
import { LOCAL_HEADER, type LocationFlags, type RuleId } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { applications, companies, roles } from '../../src/db/schema.js';
import { applicationUsers } from '../../src/db/schema-sistema.js';
import { createApplication, createLocation, createUser } from './factories.js';
import { TEST_APPLICATION } from './organisation.js';
import { signIn, signInAt, type TestApp, type TestUser } from './test-app.js';

/** Helpers of the sistema-area tests (users, companies, accesses, permissions). */

export type Headers = Record<string, string>;
export type Caller = { userId: string; localId: string; headers: Headers };

const suffix = () => randomBytes(4).toString('hex');

export const NO_FLAGS: LocationFlags = {
  isSuporte: false,
  hasObras: false,
  hasPatrimonio: false,
  hasSetor: false,
  departments: false,
};

export function caller(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** Signs a test account in at `company` (as `signInAt` picks it). */
export async function callerAt(t: TestApp, who: TestUser, company?: string): Promise<Caller> {
  const s = await signInAt(t.app, who, company);
  return { userId: s.session.user.id, localId: s.localId, headers: s.headers };
}

/** Signs a factory user in and selects `localId`. */
export async function signInTo(
  t: TestApp,
  user: { username: string; password: string; id: string },
  localId: string,
) {
  const session = await signIn(t.app, { username: user.username, password: user.password });
  return {
    userId: user.id,
    localId,
    headers: { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: localId },
  } satisfies Caller;
}

/**
 * A user on `companyId` with a role of `clientId` holding `rules` and the location `flags` (a client's
 * administrator of the tests, with exactly the rights a case needs).
 */
export async function userWith(
  t: TestApp,
  opts: {
    companyId: string;
    clientId: string;
    rules: readonly RuleId[] | readonly string[];
    flags?: Partial<LocationFlags>;
  },
) {
  const db = t.database.db;
  const [role] = await db
    .insert(roles)
    .values({ companyId: opts.clientId, name: `Perfil ${suffix()}`, rules: [...opts.rules] })
    .returning();
  const user = await createUser(db);
  const local = await createLocation(db, {
    userId: user.id,
    companyId: opts.companyId,
    roleId: role!.id,
    ...NO_FLAGS,
    ...opts.flags,
  });
  return { ...(await signInTo(t, user, local.id)), roleId: role!.id };
}

/** Changes the rules of a test role (the next call reads them). */
export const setRules = (db: Db, roleId: string, rules: readonly string[]) =>
  db
    .update(roles)
    .set({ rules: [...rules] })
    .where(eq(roles.id, roleId));

/** Support of another application: its ids must never reach ours. */
export async function otherApplicationSupport(t: TestApp) {
  const db = t.database.db;
  const app = await createApplication(db);
  const [office] = await db
    .insert(companies)
    .values({ applicationId: app.id, name: `Escritório ${suffix()}`, isOffice: true })
    .returning();
  const [client] = await db
    .insert(companies)
    .values({ applicationId: app.id, name: `Cliente ${suffix()}`, isClient: true })
    .returning();
  const user = await createUser(db);
  // With the works area too (support only, with hasObras): its ids are probed like the others.
  const local = await createLocation(db, {
    userId: user.id,
    companyId: office!.id,
    isSuporte: true,
    hasObras: true,
  });
  return {
    ...(await signInTo(t, user, local.id)),
    applicationId: app.id,
    officeId: office!.id,
    clientId: client!.id,
  };
}

type UploadedFile = { filename: string; content: Buffer; contentType?: string };

/** POST of a multipart upload: one file, or several in the same request (which the API refuses). */
export function upload(
  t: TestApp,
  url: string,
  headers: Headers,
  file: UploadedFile | UploadedFile[],
  name?: string,
) {
  const body = multipart(file, name);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A multipart body: the optional `name` field, then each file in the field `file`. */
export function multipart(file: UploadedFile | UploadedFile[], name?: string) {
  const boundary = `----gp${suffix()}`;
  const parts: Buffer[] = [];
  if (name !== undefined) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
    );
  }
  for (const one of Array.isArray(file) ? file : [file]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${one.filename}"\r\n` +
          `Content-Type: ${one.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      one.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest files of each kind (by their magic numbers). */
export const SAMPLE = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]),
};

/** A user registered by the test application (as POST /users/create leaves it), without locations. */
export async function registeredUser(t: TestApp) {
  const db = t.database.db;
  const user = await createUser(db);
  const [app] = await db.select().from(applications).where(eq(applications.name, TEST_APPLICATION));
  await db.insert(applicationUsers).values({ applicationId: app!.id, userId: user.id });
  return user;
}
