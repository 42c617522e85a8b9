import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { API_VERSION, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openPglite } from '../src/db/client.js';

/**
 * The typed client's types, generated from the OpenAPI document the app builds (decision 031): run at
 * build time (`pnpm --filter @gp/api openapi`), and by the contract test against the running server, which
 * fails when the committed types are not what the server's document gives (the document drifted).
 */
export const TYPES_FILE = join(dirname(fileURLToPath(import.meta.url)), 'openapi.gen.ts');

const HEADER =
  '// Gerado de /docs/json por openapi-typescript (api/client/generate.ts): não edite à mão.\n' +
  '// Regenere com `pnpm --filter @gp/api openapi` quando as rotas mudarem (decisão 031).\n\n';

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/**
 * The TypeScript of a document: its `paths`, `operations` and `components`, for openapi-fetch. A binary
 * (an upload's `file`, a downloaded file) is a `Blob`, what fetch sends and reads, not a string.
 */
export async function typesOf(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    silent: true,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return HEADER + astToString(ast);
}

/** The document of the app as it is built, on an empty in-memory database (the document needs no data). */
export async function currentDocument(): Promise<unknown> {
  const database = await openPglite(await PGlite.create());
  const config = loadConfig({ JWT_SECRET: 'a'.repeat(32), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  writeFileSync(TYPES_FILE, await typesOf(await currentDocument()));
  console.log(
    `Tipos do cliente da API ${API_VERSION} gerados em ${Math.round(performance.now() - started)} ms: ${TYPES_FILE}`,
  );
}
