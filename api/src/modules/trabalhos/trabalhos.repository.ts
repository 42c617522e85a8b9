import { and, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

/** The jobs table (decision 033): every write names the state it expects, so two processes never undo each other. */

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

export const ACTIVE_STATES = ['na_fila', 'executando'] as const;

export async function insertJob(db: Db, row: NewJob) {
  await db.insert(jobs).values(row);
}

export async function deleteJob(db: Db, id: string) {
  await db.delete(jobs).where(eq(jobs.id, id));
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The latest jobs a user started (for a client, or any when `clientId` is undefined), newest first. */
export async function listJobs(
  db: Db,
  q: { userId: string; clientId?: string; kind?: string; limit: number },
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.userId, q.userId),
        q.clientId ? eq(jobs.clientId, q.clientId) : undefined,
        q.kind ? eq(jobs.kind, q.kind) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(q.limit);
}

/** Queued → running; null when the job was cancelled (or is gone) before it started. */
export async function markRunning(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'executando', startedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'na_fila')))
    .returning();
  return row;
}

export async function setProgress(
  db: Db,
  id: string,
  p: { done: number; total: number | null; message: string | null },
) {
  await db
    .update(jobs)
    .set({ progressDone: p.done, progressTotal: p.total, progressMessage: p.message })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'executando')));
}

/** Running → its end; a job cancelled (or swept as dead) meanwhile keeps that state. */
export async function finishJob(
  db: Db,
  id: string,
  end: Pick<NewJob, 'state' | 'error' | 'resultCount' | 'resultFile' | 'resultExpiresAt' | 'progressDone'>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...end, finishedAt: sql`now()`, heartbeatAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'executando')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Queued or running → cancelado; undefined when it had already ended. */
export async function cancelJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'cancelado', finishedAt: sql`now()`, heartbeatAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.state, [...ACTIVE_STATES])))
    .returning();
  return row;
}

export async function jobState(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
  return row?.state;
}

/** The process running these jobs is alive. */
export async function heartbeat(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(inArray(jobs.id, ids), eq(jobs.state, 'executando')));
}

/**
 * Running jobs whose process stopped renewing them for `staleSeconds` (it died: a kill, a crash, a lost
 * machine) → falhou with `message`; the jobs `own` (this process runs them) are never taken.
 */
export async function failStale(db: Db, staleSeconds: number, own: string[], message: string) {
  return db
    .update(jobs)
    .set({ state: 'falhou', error: message, finishedAt: sql`now()`, heartbeatAt: null })
    .where(
      and(
        eq(jobs.state, 'executando'),
        or(
          isNull(jobs.heartbeatAt),
          lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
        ),
        own.length ? notInArray(jobs.id, own) : undefined,
      ),
    )
    .returning({ id: jobs.id, kind: jobs.kind, requestId: jobs.requestId });
}

/**
 * Queued or running jobs whose pg-boss job is gone or already ended, created more than `graceSeconds` ago
 * (an enqueue writes its row a moment before its queue entry): what a restored PostgreSQL backup leaves,
 * since the backup does not hold the `pgboss` schema (docs/operations-api.md). No process runs them, and
 * nothing would ever start them.
 */
export async function orphanedJobs(db: Db, graceSeconds: number) {
  return db
    .select({ id: jobs.id, kind: jobs.kind, state: jobs.state, requestId: jobs.requestId })
    .from(jobs)
    .where(
      and(
        inArray(jobs.state, [...ACTIVE_STATES]),
        lt(jobs.createdAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        sql`not exists (select 1 from pgboss.job b where b.id = ${jobs.id} and b.state in ('created', 'retry', 'active'))`,
      ),
    );
}

/** Queued or running → queued from the start again (its progress and start cleared). */
export async function requeueJob(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'na_fila',
      startedAt: null,
      heartbeatAt: null,
      progressDone: 0,
      progressTotal: null,
      progressMessage: null,
    })
    .where(and(eq(jobs.id, id), inArray(jobs.state, [...ACTIVE_STATES])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Queued or running → falhou with `message`. */
export async function failActive(db: Db, id: string, message: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'falhou', error: message, finishedAt: sql`now()`, heartbeatAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.state, [...ACTIVE_STATES])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The latest job of each key of a kind (a depreciation month's run: its state, its error). */
export async function latestByKeys(db: Db, kind: string, keys: string[]): Promise<JobRow[]> {
  if (!keys.length) return [];
  return db
    .selectDistinctOn([jobs.dedupeKey])
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.dedupeKey, keys)))
    .orderBy(jobs.dedupeKey, desc(jobs.createdAt), desc(jobs.id));
}

/** Result files past their expiry whose bytes are still kept (the nightly purge removes them). */
export async function expiredResultFiles(db: Db) {
  return db
    .select({ id: jobs.id, resultFile: jobs.resultFile })
    .from(jobs)
    .where(
      and(
        lt(jobs.resultExpiresAt, sql`now()`),
        sql`${jobs.resultFile} is not null`,
        sql`not coalesce((${jobs.resultFile} ->> 'removed')::boolean, false)`,
      ),
    );
}

export async function markResultRemoved(db: Db, id: string) {
  await db
    .update(jobs)
    .set({ resultFile: sql`${jobs.resultFile} || '{"removed": true}'::jsonb` })
    .where(eq(jobs.id, id));
}
