import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.js';
import { buildTestOrganisation } from './organisation.js';
import { createPgDatabase } from './pg-database.js';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Migrates one template per run and builds the test organisation in it (organisation.ts): a PGlite data-dir dump, or a PostgreSQL template database. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const template = `gp_tpl_${randomBytes(4).toString('hex')}`;
    const created = await createPgDatabase(PG_ADMIN_URL, template);
    const database = await openPostgres(created.url, 2);
    await buildTestOrganisation(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    return created.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'gp-pglite-'));
  const client = await PGlite.create();
  const database = await openPglite(client);
  await buildTestOrganisation(database.db);
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteDump: string;
  }
}
