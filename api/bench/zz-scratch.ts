import { openPostgres } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { generateAssets } from './generate-assets.js';

const created = await createPgDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'gp_cc_scratch');
const database = await openPostgres(created.url, 2);
await seedDemo(database.db);
const r = await generateAssets(database.db, { assets: 200_000, log: console.log });
console.log(r.ms);
await database.close();
