import pg from 'pg';

/**
 * Creates the database `name` on the PostgreSQL server of `adminUrl` (empty, or a copy of `template`)
 * for one test file or benchmark: its URL, and `drop`, which removes it once the callers have closed
 * their connections.
 */
export async function createPgDatabase(adminUrl: string, name: string, template?: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // pg's pool.end() resolves before its sockets close; dropping with force meanwhile kills them and
      // the client raises an uncaught 57P01 that fails the run. Wait for the backends to go first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
