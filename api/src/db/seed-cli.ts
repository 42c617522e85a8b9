import { loadConfig } from '../config/env.js';
import { openDatabase } from './client.js';
import { isEmpty, seedDemo } from './seed.js';

/** `pnpm --filter @gp/api seed`: demo data into the configured database, if it is empty. */
const config = loadConfig();
const database = await openDatabase(config);
if (await isEmpty(database.db)) {
  await seedDemo(database.db);
  console.log('Dados de demonstração criados.');
} else {
  console.log('O banco já tem dados: nada foi feito.');
}
await database.close();
