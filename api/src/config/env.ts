import { resolve } from 'node:path';
import * as v from 'valibot';

/** Environment, parsed and validated once at start: a bad setting stops the server before it listens (docs/api.md, "Composition"). */
const intFrom = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${label} deve ser um número inteiro.`),
    v.toNumber(),
    v.minValue(min, `${label} deve ser ≥ ${min}.`),
    v.maxValue(max, `${label} deve ser ≤ ${max}.`),
  );
const optionalUrl = (label: string) =>
  v.optional(v.pipe(v.string(), v.url(`${label} deve ser uma URL válida.`)));

const EnvSchema = v.object({
  PORT: v.optional(intFrom('PORT', 0, 65535), '8000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  /**
   * A streaming replica of DATABASE_URL (decision 046): the public area and the reports read there, over a
   * read-only pool; absent, every read goes to DATABASE_URL.
   */
  DATABASE_READ_URL: optionalUrl('DATABASE_READ_URL'),
  DATA_DIR: v.optional(v.string()),
  /** demo: seed an empty database; none: never; auto (default): only an empty embedded database. */
  SEED: v.optional(v.picklist(['auto', 'demo', 'none']), 'auto'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET deve ter ao menos 32 caracteres.'))),
  ACCESS_TOKEN_TTL_SECONDS: v.optional(intFrom('ACCESS_TOKEN_TTL_SECONDS', 10, 86_400), '900'),
  /**
   * How long a verified caller is kept for the next calls at most (decision 047): any change of it empties
   * the cache at once; this bounds a change whose notification was lost. 0: every call reads its caller.
   */
  CALLER_CACHE_MS: v.optional(intFrom('CALLER_CACHE_MS', 0, 60_000), '2000'),
  REFRESH_TOKEN_TTL_SECONDS: v.optional(intFrom('REFRESH_TOKEN_TTL_SECONDS', 60, 7_776_000), '2592000'),
  PASSWORD_TOKEN_TTL_SECONDS: v.optional(intFrom('PASSWORD_TOKEN_TTL_SECONDS', 60, 604_800), '1800'),
  /**
   * Per window (decision 032): sign-in attempts per IP (a whole town hall behind one NAT address; a
   * successful sign-in is not counted), failed sign-ins per account, refresh calls per IP; password
   * recovery (request, link check, reset) per IP and, for the request, per login.
   */
  RATE_LIMIT_WINDOW_SECONDS: v.optional(intFrom('RATE_LIMIT_WINDOW_SECONDS', 1, 86_400), '300'),
  RATE_LIMIT_PER_IP: v.optional(intFrom('RATE_LIMIT_PER_IP', 1, 1_000_000), '300'),
  RATE_LIMIT_PER_USERNAME: v.optional(intFrom('RATE_LIMIT_PER_USERNAME', 1, 1_000_000), '10'),
  RATE_LIMIT_RECOVERY_PER_IP: v.optional(intFrom('RATE_LIMIT_RECOVERY_PER_IP', 1, 1_000_000), '30'),
  /** Calls of the public transparency area per minute and IP, counted in the process (decision 021). */
  PUBLIC_RATE_LIMIT_PER_MINUTE: v.optional(intFrom('PUBLIC_RATE_LIMIT_PER_MINUTE', 1, 1_000_000), '300'),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: v.optional(v.string(), 'Gestão Pública <nao-responda@localhost>'),
  /** Where the web app lives, for links in e-mails and the public asset URL in the labels' QR codes. */
  APP_URL: v.optional(v.pipe(v.string(), v.url('APP_URL deve ser uma URL válida.')), 'http://localhost:5173'),
  CORS_ORIGINS: v.optional(
    v.string(),
    'http://localhost:5173,http://localhost:5174,http://localhost:5175,http://localhost:5176,http://localhost:5177',
  ),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Where uploaded files are kept (outside any web root). */
  STORAGE_DIR: v.optional(v.string()),
  FILES_MAX_BYTES: v.optional(intFrom('FILES_MAX_BYTES', 1024, 1024 * 1024 * 1024), String(20 * 1024 * 1024)),
  /** Largest NF-e XML accepted (checked while reading; a note of 990 lines is far below it). */
  XML_MAX_BYTES: v.optional(intFrom('XML_MAX_BYTES', 1024, 100 * 1024 * 1024), String(5 * 1024 * 1024)),
  /** On SIGTERM/SIGINT, how long the requests in flight may take before the process is stopped anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: v.optional(intFrom('SHUTDOWN_TIMEOUT_SECONDS', 1, 600), '10'),
  /** Load shedding (decision 032): past these, 503 with Retry-After; 0 turns a check off. */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: v.optional(intFrom('LOAD_SHED_EVENT_LOOP_DELAY_MS', 0, 60_000), '200'),
  LOAD_SHED_DB_WAITING: v.optional(intFrom('LOAD_SHED_DB_WAITING', 0, 100_000), '100'),
  LOAD_SHED_MAX_IN_FLIGHT: v.optional(intFrom('LOAD_SHED_MAX_IN_FLIGHT', 0, 100_000), '64'),
  LOAD_SHED_RETRY_AFTER_SECONDS: v.optional(intFrom('LOAD_SHED_RETRY_AFTER_SECONDS', 1, 3600), '2'),
  /** A running job whose process has not renewed it for this long is marked failed (decision 033). */
  JOBS_STALE_SECONDS: v.optional(intFrom('JOBS_STALE_SECONDS', 2, 3600), '60'),
  /** How long a job's result file may be downloaded. */
  JOBS_RESULT_TTL_HOURS: v.optional(intFrom('JOBS_RESULT_TTL_HOURS', 1, 720), '24'),
});

export type Config = {
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  /** Where the public area and the reports read (decision 046); undefined: DATABASE_URL. */
  databaseReadUrl: string | undefined;
  dataDir: string;
  seed: 'auto' | 'demo' | 'none';
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  /** How long a verified caller is kept at most, in ms (decision 047); 0: not kept. */
  callerCacheMs: number;
  refreshTokenTtl: number;
  passwordTokenTtl: number;
  rateLimit: { windowSeconds: number; perIp: number; perUsername: number; recoveryPerIp: number };
  /** The public area's calls per minute and IP (decision 021). */
  publicRateLimitPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  corsOrigins: string[];
  trustProxy: boolean;
  storageDir: string;
  filesMaxBytes: number;
  xmlMaxBytes: number;
  shutdownTimeoutSeconds: number;
  /** Load shedding (decision 032): limits of the event loop's delay and of the pool's waiting queries. */
  loadShedding: {
    maxEventLoopDelayMs: number;
    maxDbWaiting: number;
    /** Requests answered at once with 503 past this many in flight in the process (0, absent: off). */
    maxInFlight?: number;
    retryAfterSeconds: number;
    sampleMs: number;
  };
  jobsStaleSeconds: number;
  jobsResultTtlHours: number;
};

export const API_ROOT = resolve(
  new URL('.', import.meta.url).pathname,
  import.meta.url.includes('/dist/') ? '..' : '../..',
);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = v.safeParse(EnvSchema, picked);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `- ${v.getDotPath(i) ?? ''}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error(
      'Configuração inválida:\n- DATABASE_READ_URL: uma réplica de leitura só existe com DATABASE_URL (PostgreSQL); o banco embutido não tem réplica.',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir: resolve(e.DATA_DIR ?? resolve(API_ROOT, 'data')),
    seed: e.SEED,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    callerCacheMs: e.CALLER_CACHE_MS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    passwordTokenTtl: e.PASSWORD_TOKEN_TTL_SECONDS,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perIp: e.RATE_LIMIT_PER_IP,
      perUsername: e.RATE_LIMIT_PER_USERNAME,
      recoveryPerIp: e.RATE_LIMIT_RECOVERY_PER_IP,
    },
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'true',
    storageDir: resolve(e.STORAGE_DIR ?? resolve(API_ROOT, 'storage')),
    filesMaxBytes: e.FILES_MAX_BYTES,
    xmlMaxBytes: e.XML_MAX_BYTES,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    loadShedding: {
      maxEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      maxDbWaiting: e.LOAD_SHED_DB_WAITING,
      maxInFlight: e.LOAD_SHED_MAX_IN_FLIGHT,
      retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_SECONDS,
      sampleMs: 250,
    },
    jobsStaleSeconds: e.JOBS_STALE_SECONDS,
    jobsResultTtlHours: e.JOBS_RESULT_TTL_HOURS,
  };
}
