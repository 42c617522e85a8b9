/**
 * The yardstick of bench:call: a bare Fastify route doing one PostgreSQL round trip (the same clients'
 * query as GET /v1/companies/clients, through `pg` directly), with no hooks, plugins or logging. What an
 * API call costs beyond it is the price of the API's own layers (decision 018).
 *
 * Imported, `startBareServer` serves it in this process; run as a script (`node --import tsx
 * bench/bare-server.ts`, with DATABASE_URL and PORT), it serves it in its own process and prints `ready`.
 */
import Fastify from 'fastify';
import pg from 'pg';

const CLIENTS_SQL =
  'select id, name from companies where application_id = $1 and is_client and active order by name';

export async function startBareServer(url: string, applicationId: string, port = 0) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const app = Fastify({ logger: false });
  app.get('/clients', async () => (await pool.query(CLIENTS_SQL, [applicationId])).rows);
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('servidor sem porta');
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

if (process.argv[1]?.endsWith('bare-server.ts')) {
  const { DATABASE_URL, PORT, APPLICATION_ID } = process.env;
  if (!DATABASE_URL || !PORT || !APPLICATION_ID) throw new Error('DATABASE_URL, PORT e APPLICATION_ID');
  const server = await startBareServer(DATABASE_URL, APPLICATION_ID, Number(PORT));
  process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
  console.log('ready');
}
