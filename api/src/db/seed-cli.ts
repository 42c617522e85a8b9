import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { openDatabase } from './client.js';
import { isEmpty, seedDemo } from './seed.js';
import { seedDemoObras } from './seed-obras.js';
import { seedDemoPatrimonio } from './seed-patrimonio.js';

/** `pnpm --filter @gp/api seed`: demo data into the configured database, if it is empty. */
const config = loadConfig();
const database = await openDatabase(config);
if (await isEmpty(database.db)) {
  await seedDemo(database.db);
  const app = await buildApp({ config, database });
  await seedDemoPatrimonio(app);
  await seedDemoObras(app);
  await app.close();
  console.log('Dados de demonstração criados (organização, usuários, patrimônio e obras).');
} else {
  console.log('O banco já tem dados: nada foi feito.');
}
await database.close();
