import pg from 'pg';
const c = new pg.Client('postgres://postgres@127.0.0.1:5432/postgres');
await c.connect();
const d = await c.query("select datname from pg_database where datname like 'gp_bench_%'");
console.log(d.rows);
await c.end();
