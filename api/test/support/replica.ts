import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.js';
import { PG_ADMIN_URL } from './global-setup.js';

/**
 * A hot standby of the machine's PostgreSQL server, made by the test itself (decision 046): a second
 * cluster of Debian's postgresql-common on a free port, filled by `pg_basebackup -R -X stream` from the
 * primary, streaming from it until `stop` drops it (`pg_dropcluster --stop`). It needs root, Debian's
 * `pg_createcluster` and the server's own version of PostgreSQL; `replicaUnavailable()` says why not when
 * they are missing, so the test is skipped with that reason.
 *
 * The primary must accept replication connections from 127.0.0.1: when its pg_hba.conf has no such rule,
 * one line is appended (trust, as the machine's other local rules) and the configuration reloaded —
 * once, said on stderr. Its `wal_level` must already allow a standby (`replica`, PostgreSQL's default):
 * changing it needs a restart of a server others are using, so the test is skipped instead.
 */

const run = promisify(execFile);
const PREFIX = 'gp_replica_';
const HBA_MARK = '# gp tests: streaming replica (api/test/support/replica.ts)';

/** The primary's major version (its clusters live under /etc/postgresql/<version>). */
async function primaryVersion(admin: pg.Client) {
  const { rows } = await admin.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return String(Math.floor(Number(rows[0]!.v) / 10000));
}

/** Why this machine cannot make a replica here, or null when it can. */
export function replicaUnavailable(): string | null {
  if (process.getuid?.() !== 0)
    return 'a réplica de teste precisa de root (pg_createcluster e pg_ctlcluster)';
  if (!existsSync('/usr/bin/pg_createcluster')) {
    return 'a réplica de teste precisa do postgresql-common do Debian (pg_createcluster não encontrado)';
  }
  return null;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Drops the replicas a killed run left behind (their process is gone). */
async function dropLeftovers(version: string) {
  const dir = `/etc/postgresql/${version}`;
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const pid = Number(name.slice(PREFIX.length));
    if (name.startsWith(PREFIX) && !alive(pid)) {
      await run('pg_dropcluster', ['--stop', version, name]).catch(() => undefined);
    }
  }
}

/** The primary's settings a hot standby must not have lower (else it refuses to start). */
const AT_LEAST = [
  'max_connections',
  'max_worker_processes',
  'max_wal_senders',
  'max_prepared_transactions',
  'max_locks_per_transaction',
];

/** Makes sure the primary streams to 127.0.0.1; returns what it had to change (empty: nothing). */
async function allowReplication(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ wal_level: string; senders: string; hba: string }>(
    `select current_setting('wal_level') as wal_level, current_setting('max_wal_senders') as senders,
            current_setting('hba_file') as hba`,
  );
  const { wal_level, senders, hba } = rows[0]!;
  if (wal_level === 'minimal' || Number(senders) === 0) {
    throw new Error(
      `o PostgreSQL da máquina não transmite o WAL (wal_level=${wal_level}, max_wal_senders=${senders}): mudar exige reiniciá-lo`,
    );
  }
  // A trust rule for the replication pseudo-database from 127.0.0.1 (the file as it reads now).
  const rules = await admin.query<{ address: string | null; netmask: string | null }>(
    `select address, netmask from pg_hba_file_rules
      where error is null and 'replication' = any(database) and type in ('host', 'hostnossl')
        and auth_method = 'trust' and ('postgres' = any(user_name) or 'all' = any(user_name))`,
  );
  const local = (r: { address: string | null; netmask: string | null }) =>
    r.address === null ||
    ['all', 'samehost', 'samenet', '0.0.0.0'].includes(r.address) ||
    r.address === '127.0.0.1' ||
    (r.address === '127.0.0.0' && r.netmask === '255.0.0.0');
  if (rules.rows.some(local)) return [];
  if (!readFileSync(hba, 'utf8').includes(HBA_MARK)) {
    appendFileSync(hba, `\n${HBA_MARK}\nhost replication postgres 127.0.0.1/32 trust\n`);
  }
  await admin.query('select pg_reload_conf()');
  return [`${hba}: + "host replication postgres 127.0.0.1/32 trust"; pg_reload_conf()`];
}

export type Replica = {
  port: number;
  /** `url` (a database of the primary) on the replica. */
  urlOf: (url: string) => string;
  /** Polls `check` on the replica until it is true (replay is asynchronous); throws after `timeoutMs`. */
  waitFor: (url: string, check: (c: pg.Client) => Promise<boolean>, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
};

/** Runs `fn` until it does not throw, for up to `ms` (the reload of pg_hba, the standby's start). */
async function retry<T>(fn: () => Promise<T>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Creates, fills and starts the standby of the primary at PG_ADMIN_URL. */
export async function startReplica(): Promise<Replica> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  let name: string | undefined;
  let version = '';
  try {
    version = await primaryVersion(admin);
    const bin = `/usr/lib/postgresql/${version}/bin`;
    if (!existsSync(`${bin}/pg_basebackup`)) throw new Error(`${bin}/pg_basebackup não encontrado`);
    await dropLeftovers(version);
    const changed = await allowReplication(admin);
    if (changed.length) {
      console.warn(
        `» réplica de teste: o PostgreSQL da máquina passou a aceitar replicação local (${changed})`,
      );
    }
    const settings = await admin.query<{ name: string; setting: string }>(
      'select name, setting from pg_settings where name = any($1)',
      [AT_LEAST],
    );
    const host = new URL(PG_ADMIN_URL);
    const port = await freePort();
    name = `${PREFIX}${process.pid}`;
    const options = [
      ...settings.rows.map((s) => `${s.name}=${s.setting}`),
      'shared_buffers=16MB',
      'fsync=off',
      'autovacuum=off',
    ].flatMap((o) => ['-o', o]);
    await run('pg_createcluster', [version, name, '-p', String(port), ...options]);
    // The standby is the test's own: trusted from this machine only, as the primary's test connections.
    writeFileSync(
      `/etc/postgresql/${version}/${name}/pg_hba.conf`,
      'local all all trust\nhost all all 127.0.0.1/32 trust\n',
    );
    const dataDir = `/var/lib/postgresql/${version}/${name}`;
    // The primary's copy replaces the new cluster's own files (the folder stays, the postgres user's);
    // its configuration (in /etc) stays.
    await run('find', [dataDir, '-mindepth', '1', '-delete']);
    await retry(
      () =>
        run('runuser', [
          '-u',
          'postgres',
          '--',
          `${bin}/pg_basebackup`,
          ...['-h', host.hostname, '-p', host.port || '5432', '-U', host.username || 'postgres'],
          ...['-D', dataDir, '-R', '-X', 'stream', '-c', 'fast'],
        ]),
      5000,
    );
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start']);
    const urlOf = (url: string) => {
      const u = new URL(url);
      u.port = String(port);
      u.hostname = '127.0.0.1';
      return u.toString();
    };
    const stopName = name;
    return {
      port,
      urlOf,
      waitFor: async (url, check, timeoutMs = 15_000) => {
        await retry(async () => {
          const c = new pg.Client({ connectionString: urlOf(url) });
          await c.connect();
          try {
            if (!(await check(c)))
              throw new Error(`a réplica não chegou ao estado esperado em ${timeoutMs} ms`);
          } finally {
            await c.end();
          }
        }, timeoutMs);
      },
      stop: () => run('pg_dropcluster', ['--stop', version, stopName]).then(() => undefined),
    };
  } catch (error) {
    if (name) await run('pg_dropcluster', ['--stop', version, name]).catch(() => undefined);
    throw error;
  } finally {
    await admin.end();
  }
}
