import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { LOCAL_HEADER, TERMO_CODIGO_HEADER } from '@gp/shared-contracts';
import '@valibot/i18n/pt';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import * as v from 'valibot';
import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import { PDF_PROBE_HEADER } from './lib/export.js';
import { createMailer } from './lib/mailer.js';
import type { FileStorage } from './lib/storage.js';
import { createStorage } from './lib/storage-driver.js';
import { valibotValidatorCompiler } from './lib/validation.js';
import { accessControlRoutes } from './modules/access-control/access-control.routes.js';
import { createAccessControlService } from './modules/access-control/access-control.service.js';
import { createAccessTokens } from './modules/auth/access-tokens.js';
import { CALLERS_CHANNEL, createCallers } from './modules/auth/callers.js';
import { createRateLimiter } from './modules/auth/rate-limiter.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { collectDocumentRoutes, documentosRoutes } from './modules/documentos/documentos.routes.js';
import { createDocumentosService } from './modules/documentos/documentos.service.js';
import { empresasRoutes } from './modules/empresas/empresas.routes.js';
import { createEmpresasService } from './modules/empresas/empresas.service.js';
import { exerciciosRoutes } from './modules/exercicios/exercicios.routes.js';
import { createExerciciosService } from './modules/exercicios/exercicios.service.js';
import { createFilesService } from './modules/files/files.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { implantacaoRoutes } from './modules/implantacao/implantacao.routes.js';
import { createImplantacaoService } from './modules/implantacao/implantacao.service.js';
import { locaisRoutes } from './modules/locais/locais.routes.js';
import { createLocaisService } from './modules/locais/locais.service.js';
import { locaisAdminRoutes } from './modules/locais/locais-admin.routes.js';
import { createLocaisAdminService } from './modules/locais/locais-admin.service.js';
import { registerEmailJobs } from './modules/notificacoes/emails.js';
import { notificacoesRoutes } from './modules/notificacoes/notificacoes.routes.js';
import { createNotificacoesService } from './modules/notificacoes/notificacoes.service.js';
import { createObrasServices, obrasAreaRoutes } from './modules/obras/obras.js';
import { passwordRoutes } from './modules/password/password.routes.js';
import { createPasswordService } from './modules/password/password.service.js';
import { scheduleCargaEmails } from './modules/patrimonio/carga/carga.emails.js';
import { createPatrimonioServices, patrimonioRoutes } from './modules/patrimonio/patrimonio.js';
import { remessasRoutes } from './modules/prestacao-contas/remessas.routes.js';
import { createRemessasService } from './modules/prestacao-contas/remessas.service.js';
import { createIpLimiter } from './modules/publico/ip-limiter.js';
import { publicoRoutes } from './modules/publico/publico.routes.js';
import { createPublicoService } from './modules/publico/publico.service.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { createRolesService } from './modules/roles/roles.service.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { createSessionService } from './modules/session/session.service.js';
import { registerExportJobs } from './modules/trabalhos/exports.js';
import { registerSchedules } from './modules/trabalhos/schedules.js';
import { trabalhosRoutes } from './modules/trabalhos/trabalhos.routes.js';
import { createJobRunner } from './modules/trabalhos/trabalhos.runner.js';
import { createTrabalhosService } from './modules/trabalhos/trabalhos.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { xmlRoutes } from './modules/xml/xml.routes.js';
import { createXmlService } from './modules/xml/xml.service.js';
import { registerAuth } from './plugins/auth.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerJsonOnly } from './plugins/json-only.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { registerOpenApi } from './plugins/openapi.js';
import { genReqId, REQUEST_ID_HEADER, RequestLog, registerRequestId } from './plugins/request-id.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';

// Valibot's own messages (types, formats) in Portuguese; schemas name their fields on top of that.
v.setGlobalConfig({ lang: 'pt' });

export const API_VERSION = '1.0.0';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Replaces the configured storage of uploaded files. */
  storage?: FileStorage;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** Sees every route as it is declared (the generated permission matrix reads the route table). */
  onRoute?: (route: RouteOptions) => void;
};

/** Composition: external plugins → app plugins (auth, errors) → routes grouped by resource. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: wires every plugin and module in the order they must load, one short step each.
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, stream: opts.logStream },
    // The caller's X-Request-Id when sane, else a uuid: in every log line, answer and error body (decision 017).
    genReqId,
    // One line per request instead of fastify's two.
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // Long work runs as jobs of one queue on the app's database (decision 033); each area defines its kinds.
  // Made before the routes: the export jobs read the list exports as they are declared.
  const storage = opts.storage ?? (await createStorage(config));
  const jobs = createJobRunner({
    database,
    storage,
    log: app.log,
    staleSeconds: config.jobsStaleSeconds,
    resultTtlHours: config.jobsResultTtlHours,
  });
  registerExportJobs(app, jobs);

  app.setValidatorCompiler(valibotValidatorCompiler);
  // Response schemas document the API; bodies are serialised as they are.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerRequestId(app);
  registerErrorHandler(app);
  registerJsonOnly(app);
  // First of the request hooks: an overloaded API refuses before doing any work (decision 032).
  await registerLoadShedding(app, database, config.loadShedding);

  // A JSON API loads nothing and is framed by nobody: the strictest policy for every response, but for the
  // interactive reference at /docs (its own, plugins/openapi.ts) and the files (modules/files/send-file.ts).
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', LOCAL_HEADER, REQUEST_ID_HEADER, PDF_PROBE_HEADER],
    // A termo's code: the screen opens the issued termo again by it (decision 041).
    exposedHeaders: ['Retry-After', 'Content-Disposition', REQUEST_ID_HEADER, TERMO_CODIGO_HEADER],
    maxAge: 600,
  });
  await app.register(multipart, {
    // One file per request (docs/api.md, "Files"); an oversized file is cut and refused by the files service with its size.
    limits: { fileSize: config.filesMaxBytes, files: 1, fields: 10, parts: 11 },
    throwFileSizeLimit: false,
  });
  await registerOpenApi(app, API_VERSION);

  // The public area and the reports read through `readDb`: the replica when DATABASE_READ_URL is set (decision 046).
  const { db, readDb } = database;
  const tokens = await createAccessTokens(db, {
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtl,
  });
  const limiter = createRateLimiter(db, config.rateLimit);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const passwords = createPasswordService({
    db,
    mailer,
    limiter,
    appUrl: config.appUrl,
    tokenTtlSeconds: config.passwordTokenTtl,
  });
  const sessions = await createSessionService({
    db,
    tokens,
    limiter,
    passwords,
    refreshTtlSeconds: config.refreshTokenTtl,
  });
  const exercicios = createExerciciosService(db);
  const files = createFilesService({
    db,
    storage,
    maxBytes: config.filesMaxBytes,
  });
  const accessControl = createAccessControlService(db);
  await accessControl.syncCatalogue();

  // The callers verified lately, emptied by any change of what they are made of (decision 047).
  const callers = createCallers(db, { ttlMs: config.callerCacheMs });
  if (config.callerCacheMs > 0) {
    const unsubscribe = await database.subscribe(CALLERS_CHANNEL, () => callers.clear());
    app.addHook('onClose', () => unsubscribe());
  }
  registerAuth(app, { tokens, callers });
  const documentRoutes = collectDocumentRoutes(app);

  healthRoutes(app, database, API_VERSION);
  sessionRoutes(app, sessions, passwords);
  passwordRoutes(app, passwords);
  locaisRoutes(app, createLocaisService(db, exercicios));
  exerciciosRoutes(app, exercicios);
  dashboardRoutes(app, createDashboardService(db));
  notificacoesRoutes(app, createNotificacoesService(db));
  rolesRoutes(app, createRolesService(db));
  usersRoutes(app, createUsersService({ db, files }));
  empresasRoutes(app, createEmpresasService({ db, files }));
  locaisAdminRoutes(app, createLocaisAdminService(db));
  accessControlRoutes(app, accessControl);
  trabalhosRoutes(app, createTrabalhosService({ db, runner: jobs, storage }));
  const patrimonio = createPatrimonioServices(db, files, { appUrl: config.appUrl, jobs, readDb });
  patrimonioRoutes(app, patrimonio);
  implantacaoRoutes(app, createImplantacaoService({ db, files, jobs }));
  // Before the workers start: the quarterly reports' kind and schedule are defined with the works area.
  const obrasServices = createObrasServices(db, patrimonio, files, {
    appUrl: config.appUrl,
    storage,
    jobs,
    log: app.log,
  });
  registerSchedules(jobs, { db, storage, log: app.log, relatorios: obrasServices.relatorio });
  registerEmailJobs(jobs, mailer);
  remessasRoutes(app, createRemessasService({ db, storage, jobs, log: app.log }));
  scheduleCargaEmails(jobs, { db, appUrl: config.appUrl });
  // The workers start once every kind is defined; the app's close waits for the jobs this process runs.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop(config.shutdownTimeoutSeconds * 1000));
  xmlRoutes(app, createXmlService({ db, files, patrimonio, maxBytes: config.xmlMaxBytes }));
  // The public transparency area: no token, its own CORS, cache and per-IP limit (decision 021).
  await publicoRoutes(
    app,
    createPublicoService({ db: readDb, files, storage }),
    createIpLimiter({ perWindow: config.publicRateLimitPerMinute, windowSeconds: 60 }),
  );
  obrasAreaRoutes(app, obrasServices);
  documentosRoutes(app, createDocumentosService({ links: tokens.links, routes: documentRoutes }));

  return app;
}
