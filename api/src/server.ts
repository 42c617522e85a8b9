import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { seedIfWanted } from './db/seed.js';
import { seedDemoPatrimonio } from './db/seed-patrimonio.js';

/** Starts the API: configuration, database (migrated at start), demo data when wanted, then HTTP. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  const seeded = await seedIfWanted(database, config.seed);
  if (seeded) {
    app.log.info('Banco vazio: dados de demonstração criados (usuários suporte, admin e consulta).');
    // The demo still starts without its sample assets, but says why they are missing.
    await seedDemoPatrimonio(app).then(
      () => app.log.info('Patrimônio de demonstração criado (fornecedores, bens e movimentações).'),
      (err) => app.log.error({ err }, 'Não foi possível criar o patrimônio de demonstração.'),
    );
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'encerrando por erro');
    else app.log.info(`${signal} recebido: encerrando`);
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite em ${config.dataDir}`;
  app.log.info(
    `API pronta em ${Math.round(performance.now() - started)} ms (banco: ${where}); documentação em /docs`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
