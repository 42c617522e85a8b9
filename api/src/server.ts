import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { listenForBackups } from './db/backup.js';
import { openDatabase } from './db/client.js';
import { seedIfWanted } from './db/seed.js';
import { seedDemoObras } from './db/seed-obras.js';
import { seedDemoPatrimonio } from './db/seed-patrimonio.js';

/** Starts the API: configuration, database (migrated at start), demo data when wanted, then HTTP. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  // An embedded database is copied by the process that owns it: `pnpm backup` asks it through a socket.
  const backups = await listenForBackups(database, config.dataDir);
  const seeded = await seedIfWanted(database, config.seed);
  if (seeded) {
    app.log.info('Banco vazio: dados de demonstração criados (usuários suporte, admin e consulta).');
    // The demo still starts without its sample assets, but says why they are missing.
    await seedDemoPatrimonio(app).then(
      () => app.log.info('Patrimônio de demonstração criado (fornecedores, bens e movimentações).'),
      (err) => app.log.error({ err }, 'Não foi possível criar o patrimônio de demonstração.'),
    );
    await seedDemoObras(app).then(
      () => app.log.info('Obras de demonstração criadas (em andamento, paralisada e recebida).'),
      (err) => app.log.error({ err }, 'Não foi possível criar as obras de demonstração.'),
    );
  }

  // Graceful stop (decision 017): stop listening and wait for the requests in flight (fastify closes idle
  // keep-alive connections and answers 503 to new requests on open ones), then close the database and
  // exit 0. A second signal, or requests still running after SHUTDOWN_TIMEOUT_SECONDS, exit 1 at once.
  const timeoutMs = config.shutdownTimeoutSeconds * 1000;
  closeWithGrace(
    {
      delay: timeoutMs,
      onSecondSignal: (signal) => app.log.error(`${signal} recebido de novo: encerrando sem esperar`),
      onTimeout: () =>
        app.log.error(`Requisições ainda em andamento após ${timeoutMs} ms: encerrando sem esperar`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'encerrando por erro');
      else if (signal) app.log.info(`${signal} recebido: encerrando`);
      app.log.info(
        `Parando de aceitar conexões e aguardando as requisições em andamento (até ${timeoutMs} ms)`,
      );
      await app.close();
      app.log.info('Servidor HTTP fechado: nenhuma requisição em andamento');
      await new Promise((done) => (backups ? backups.close(done) : done(undefined)));
      await database.close();
      app.log.info('Banco de dados fechado: encerrado');
    },
  );

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
