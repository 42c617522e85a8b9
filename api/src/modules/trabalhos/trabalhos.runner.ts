import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TipoTrabalho } from '@gp/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/sql.js';
import type { FileStorage } from '../../lib/storage.js';
import {
  deleteJob,
  failActive,
  failStale,
  finishJob,
  heartbeat,
  insertJob,
  type JobRow,
  jobState,
  markRunning,
  orphanedJobs,
  requeueJob,
  setProgress,
} from './trabalhos.repository.js';

/**
 * The one way to run long work (decision 033). A job is a row of `jobs` (what users and every API process
 * see) and a job of pg-boss with the same id (which process runs it, and when). pg-boss runs over the
 * app's own connection: the pool on PostgreSQL, the one PGlite connection in the embedded default.
 *
 * A handler reports progress, may look whether it was cancelled, and returns a count and/or a file (kept
 * in the file storage for `resultTtlHours`, then 410). A thrown AppError's message is what the user reads;
 * anything else reads as the kind's `failure` message, with the cause in the log under the request id.
 * The running process renews each job's heartbeat; a job whose heartbeat is older than `staleSeconds` (its
 * process died) is marked failed by any process, with its reason, and never retried on its own: the user
 * decides to run it again (a depreciation month is whole or absent either way).
 */

export class JobCancelled extends Error {
  constructor() {
    super('Trabalho cancelado.');
  }
}

export type JobContext = {
  id: string;
  params: Record<string, unknown>;
  clientId: string | null;
  userId: string | null;
  requestId: string | null;
  /** Records how far the job is; not awaited (inside a PGlite transaction it lands after it). */
  progress: (done: number, total?: number | null, message?: string | null) => void;
  /** Throws JobCancelled when the user cancelled the job; `db` may be the handler's transaction. */
  throwIfCancelled: (db?: Db) => Promise<void>;
};

export type JobResult = {
  count?: number;
  file?: { name: string; mime: string; body: Buffer | string | Readable };
};

export type JobKind = {
  handler: (ctx: JobContext) => Promise<JobResult | undefined>;
  /** The user's message when the handler fails with anything but an AppError. */
  failure: string;
  /** The longest a job of the kind may run before the queue gives up on it. */
  expireInSeconds?: number;
  /**
   * Safe to run again from the start (a file made anew): a job whose queue entry was lost (a restored
   * backup) is queued again instead of failed.
   */
  idempotent?: boolean;
};

export type EnqueueOptions = {
  kind: TipoTrabalho;
  title: string;
  clientId: string | null;
  userId: string | null;
  requestId?: string | null;
  params?: Record<string, unknown>;
  /** At most one queued or running job of the kind per key; a second one is `conflict`. */
  dedupeKey?: string;
  conflict?: AppError;
};

export type ScheduleHandler = () => Promise<void>;

/** A result's bytes as Buffers (an export's stream yields strings), for the file storage. */
async function* asBuffers(body: Buffer | string | Readable) {
  if (!(body instanceof Readable)) {
    yield typeof body === 'string' ? Buffer.from(body) : body;
    return;
  }
  for await (const chunk of body) yield typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
}

export const RESTORE_MESSAGE =
  'O trabalho foi interrompido pela restauração de um backup: nada dele foi gravado; inicie-o de novo.';
export const STALE_MESSAGE =
  'O trabalho foi interrompido: o servidor que o executava parou antes do fim. Nada dele foi gravado; inicie-o de novo.';
/** Cron expressions are read in Brasília's time. */
export const SCHEDULE_TZ = 'America/Sao_Paulo';
const POLL_SECONDS = 0.5;
/** PostgreSQL's channel on which an enqueue wakes the workers of every process (the poll stays as a fallback). */
const WAKE_CHANNEL = 'gp_trabalhos';

export type JobRunnerOptions = {
  database: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** A running job not renewed for this long is taken as dead. */
  staleSeconds: number;
  resultTtlHours: number;
  /** False: this process enqueues and shows jobs but runs none (the benchmark's enqueuer). */
  work?: boolean;
};

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the runner's short functions share the queue's state (decision 033).
export function createJobRunner(opts: JobRunnerOptions) {
  const { database, storage, log } = opts;
  const { db } = database;
  const kinds = new Map<string, JobKind>();
  const schedules = new Map<string, { cron: string; handler: ScheduleHandler }>();
  const workerIds = new Map<string, string>();
  /** Jobs this process is running: their heartbeats, and never swept by this process. */
  const running = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  function define(kind: TipoTrabalho, def: JobKind) {
    kinds.set(kind, def);
  }

  /**
   * A schedule (cron in Brasília's time) run once per due time across every process: pg-boss keeps the
   * schedules in its tables and only one process sends each due job. The nightly purge is the first;
   * later areas add theirs here (quarterly reports, expiry alerts, digests) with a name of their own.
   */
  function schedule(name: string, cron: string, handler: ScheduleHandler) {
    schedules.set(name, { cron, handler });
  }

  async function run(job: PgBoss.Job<unknown>) {
    const def = kinds.get(job.name);
    const row = await markRunning(db, job.id);
    if (!def || !row) return; // cancelled before it started
    running.add(row.id);
    log.info({ jobId: row.id, kind: row.kind, reqId: row.requestId }, 'job started');
    let chain: Promise<unknown> = Promise.resolve();
    const ctx: JobContext = {
      id: row.id,
      params: (row.params ?? {}) as Record<string, unknown>,
      clientId: row.clientId,
      userId: row.userId,
      requestId: row.requestId,
      progress: (done, total = null, message = null) => {
        chain = chain
          .then(() => setProgress(db, row.id, { done, total, message }))
          .catch((err) => log.warn({ err, jobId: row.id }, 'job progress not recorded'));
      },
      throwIfCancelled: async (on = db) => {
        if ((await jobState(on, row.id)) === 'cancelado') throw new JobCancelled();
      },
    };
    try {
      const result = (await def.handler(ctx)) ?? {};
      await chain;
      let file: JobRow['resultFile'] = null;
      if (result.file) {
        const key = `trabalhos/${row.id}`;
        const body = result.file.body;
        const written = await storage.write(key, Readable.from(asBuffers(body)));
        file = { key, name: result.file.name, mime: result.file.mime, size: written.size };
        // A file written as it is read (an export) reports its progress while it is stored.
        await chain;
      }
      await finishJob(db, row.id, {
        state: 'concluido',
        resultCount: result.count ?? null,
        resultFile: file,
        resultExpiresAt: file ? new Date(Date.now() + opts.resultTtlHours * 3600_000) : null,
        error: null,
      });
    } catch (error) {
      await chain;
      if (error instanceof JobCancelled) {
        log.info({ jobId: row.id, kind: row.kind, reqId: row.requestId }, 'job cancelled');
        return;
      }
      const message = error instanceof AppError ? error.message : def.failure;
      log.error({ err: error, jobId: row.id, kind: row.kind, reqId: row.requestId }, 'job failed');
      await finishJob(db, row.id, { state: 'falhou', error: message });
    } finally {
      running.delete(row.id);
    }
  }

  async function sweep(staleSeconds: number) {
    const dead = await failStale(db, staleSeconds, [...running], STALE_MESSAGE);
    for (const job of dead) {
      log.error(
        { jobId: job.id, kind: job.kind, reqId: job.requestId },
        'job interrupted: its process stopped renewing it (marked failed)',
      );
      await boss?.fail(job.kind, job.id, { message: STALE_MESSAGE }).catch(() => undefined);
    }
    return dead.length;
  }

  /** The queue entry of a job row (the same id). */
  async function send(kind: string, id: string) {
    const def = kinds.get(kind);
    await boss?.send(kind, {}, { id, retryLimit: 0, expireInSeconds: def?.expireInSeconds ?? 3600 });
  }

  /**
   * Jobs left queued or running with no live queue entry (a restored PostgreSQL backup: the `pgboss`
   * schema is not in it, docs/operations-api.md) would stay so for ever: an idempotent kind is queued
   * again, any other is failed with its reason. Rows younger than `graceSeconds` are left alone (an
   * enqueue of another process writes its row just before its queue entry).
   */
  async function reconcile(graceSeconds: number) {
    let requeued = 0;
    let failed = 0;
    for (const job of await orphanedJobs(db, graceSeconds)) {
      const def = kinds.get(job.kind);
      const where = { jobId: job.id, kind: job.kind, state: job.state, reqId: job.requestId };
      if (def?.idempotent && (await requeueJob(db, job.id))) {
        try {
          // A finished entry of the same id (the restore went over the database it came from) goes first.
          await boss?.deleteJob(job.kind, job.id);
          await send(job.kind, job.id);
          requeued++;
          log.warn(where, 'job without its queue entry (a restored backup): queued again');
          continue;
        } catch (err) {
          log.error({ ...where, err }, 'job could not be queued again');
        }
      }
      if (await failActive(db, job.id, RESTORE_MESSAGE)) {
        failed++;
        log.error(where, 'job without its queue entry (a restored backup): marked failed');
      }
    }
    return { requeued, failed };
  }

  return {
    define,
    schedule,
    /** Jobs this process runs now (tests). */
    running: () => [...running],
    sweep,
    reconcile,

    async start() {
      boss = new PgBoss({
        db: { executeSql: database.executeSql },
        // pg-boss installs and migrates its own schema (`pgboss`) at start, under its advisory lock.
        migrate: true,
        schedule: schedules.size > 0,
        supervise: true,
        // Our rows keep what users see; pg-boss's finished jobs go after a week.
        deleteAfterDays: 7,
      });
      boss.on('error', (err) => log.error({ err }, 'job queue error'));
      await boss.start();
      for (const [name, def] of kinds) {
        await boss.createQueue(name, {
          name,
          retryLimit: 0,
          expireInSeconds: def.expireInSeconds ?? 3600,
        });
      }
      // Before the workers, on the embedded database at once (this process is its only user), on
      // PostgreSQL past the heartbeat's silence (another process may be enqueuing or running): first the
      // jobs a restored backup left without their queue entry (after the queues exist: one queued again
      // needs its queue), then a job left running by a process that died.
      const grace = database.driver === 'pglite' ? 0 : opts.staleSeconds;
      await reconcile(grace);
      await sweep(grace);
      for (const name of kinds.keys()) {
        if (opts.work === false) continue;
        let worker = '';
        worker = await boss.work(
          name,
          { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            await run(job);
            // A worker that just ran a job looks for the next at once instead of after a poll's wait, so a
            // queue with work drains without pauses.
            if (worker) boss?.notifyWorker(worker);
          },
        );
        workerIds.set(name, worker);
      }
      for (const [name, s] of schedules) {
        await boss.createQueue(name, { name, retryLimit: 1, expireInSeconds: 3600 });
        await boss.schedule(name, s.cron, {}, { tz: SCHEDULE_TZ });
        await boss.work(name, { pollingIntervalSeconds: 2 }, async () => {
          const started = performance.now();
          await s.handler();
          log.info({ schedule: name, ms: Math.round(performance.now() - started) }, 'scheduled work done');
        });
      }
      if (database.listen && opts.work !== false && workerIds.size > 0) {
        unlisten = await database.listen(WAKE_CHANNEL, (kind) => {
          const worker = workerIds.get(kind);
          if (worker) boss?.notifyWorker(worker);
        });
      }
      const beat = Math.max(1, Math.floor(opts.staleSeconds / 3)) * 1000;
      timers.push(
        setInterval(() => {
          heartbeat(db, [...running]).catch((err) => log.warn({ err }, 'job heartbeat failed'));
        }, beat),
        setInterval(() => {
          sweep(opts.staleSeconds).catch((err) => log.warn({ err }, 'job sweep failed'));
        }, beat * 2),
      );
      for (const t of timers) t.unref();
    },

    /** Waits for the jobs this process runs (up to `timeoutMs`), then stops its workers. */
    async stop(timeoutMs = 30_000) {
      for (const t of timers.splice(0)) clearInterval(t);
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      if (!boss) return;
      const stopped = new Promise<void>((resolve) => boss?.once('stopped', () => resolve()));
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await stopped;
      boss = null;
    },

    /** A new job: its row, then its queue entry; this process's worker of the kind is woken at once. */
    async enqueue(o: EnqueueOptions): Promise<string> {
      if (!boss) throw new AppError('UNAVAILABLE', 'A fila de trabalhos não está disponível.');
      const def = kinds.get(o.kind);
      if (!def) throw new AppError('BAD_REQUEST', `Tipo de trabalho desconhecido: ${o.kind}.`);
      const id = randomUUID();
      try {
        await insertJob(db, {
          id,
          kind: o.kind,
          title: o.title,
          clientId: o.clientId,
          userId: o.userId,
          requestId: o.requestId ?? null,
          params: o.params ?? {},
          dedupeKey: o.dedupeKey ?? null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw o.conflict ?? new AppError('CONFLICT', 'Já há um trabalho igual na fila ou em execução.');
        }
        throw error;
      }
      try {
        await send(o.kind, id);
      } catch (error) {
        await deleteJob(db, id);
        throw error;
      }
      const worker = workerIds.get(o.kind);
      if (worker) boss.notifyWorker(worker);
      // And every process's workers of the kind (PostgreSQL: this one's may be busy); a lost wake-up
      // waits for the next poll.
      if (database.listen) {
        await database.executeSql('select pg_notify($1, $2)', [WAKE_CHANNEL, o.kind]).catch(() => undefined);
      }
      return id;
    },

    /** Tells the queue a cancelled job need not run (its row already says cancelado). */
    async cancelQueued(kind: string, id: string) {
      await boss?.cancel(kind, id).catch(() => undefined);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
