import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

/**
 * The OpenAPI document at /docs/json is valid OpenAPI and complete (decision 031): swagger-parser accepts
 * it, Redocly's linter (recommended rules) finds no error and only the warnings the decision explains, and
 * every operation has what a generated client and Swagger UI need. The document does not depend on the
 * database, so it is checked on PGlite only; the PostgreSQL project drives it with the generated client
 * (test/app/contract.test.ts).
 */
let t: TestApp;
let doc: OpenAPIV3.Document;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  dir = mkdtempSync(join(tmpdir(), 'gp-openapi-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Op = OpenAPIV3.OperationObject & { key: string; path: string };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations = (): Op[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item?.[m]).map((m) => ({ ...item![m]!, key: `${m.toUpperCase()} ${path}`, path })),
  );

type Problem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
};

/** Redocly CLI (pinned 2.77.0) on the document, with its recommended rules; its JSON report. */
function redoclyLint(document: unknown): {
  problems: Problem[];
  totals: { errors: number; warnings: number };
} {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--format=json', '--max-problems=100000'], {
    encoding: 'utf8',
    // No telemetry nor update check: the test reads nothing from outside.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.stdout, run.stderr).toContain('"totals"');
  return JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
}

/** The path parameters of a path, as the document types them. */
const pathParams = (path: string) => {
  const item = doc.paths[path]!;
  const op = METHODS.map((m) => item[m]).find(Boolean)!;
  return ((op.parameters ?? []) as OpenAPIV3.ParameterObject[]).filter((param) => param.in === 'path');
};

describe.runIf(DB_KIND === 'pglite')('OpenAPI document', () => {
  it('is valid OpenAPI 3.0 for swagger-parser', async () => {
    // swagger-parser dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("has no error under Redocly's recommended rules, and only the warnings decision 031 explains", () => {
    const { problems, totals } = redoclyLint(doc);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(totals.errors).toBe(0);
    const unexplained = problems.filter((p) => {
      const at = p.location[0]?.pointer ?? '';
      // No license is published for this API (a product decision, not the document's).
      if (p.ruleId === 'info-license') return false;
      // /health takes no input and no token: it answers 200 or 503, never a 4xx.
      if (p.ruleId === 'operation-4xx-response') return at !== '#/paths/~1health/get/responses';
      // Paths fixed by the product where a static segment stands where another has {id}: the id is a uuid
      // in the document (and fastify prefers the static segment), so no real request matches both.
      if (p.ruleId === 'no-ambiguous-paths') {
        const paths = [...p.message.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
        return !(
          paths.length === 2 &&
          paths.every((path) =>
            pathParams(path).every((param) => (param.schema as OpenAPIV3.SchemaObject).format === 'uuid'),
          )
        );
      }
      return true;
    });
    expect(unexplained.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, its security, a 2xx and its 4xx answers', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(200);
    const ids = ops.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    for (const op of ops) {
      expect(op.summary?.trim(), op.key).toBeTruthy();
      expect(op.security, op.key).toBeDefined();
      for (const requirement of op.security!) {
        for (const scheme of Object.keys(requirement)) expect(schemes, op.key).toContain(scheme);
      }
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => c.startsWith('2')),
        op.key,
      ).toBe(true);
      if (op.key !== 'GET /health')
        expect(
          codes.some((c) => c.startsWith('4')),
          op.key,
        ).toBe(true);
      // A call with a token may always be refused it.
      if (op.security!.length) expect(codes, op.key).toContain('401');
    }
    expect(doc.paths['/session']?.post?.security).toEqual([]);
    expect(doc.paths['/locais']?.get?.operationId).toBe('getLocais');
    expect(doc.paths['/patrimonio/bempatrimonial/{id}']?.put?.operationId).toBe(
      'putPatrimonioBempatrimonialById',
    );
  });

  it('has no empty required list, nullable without a type nor a number defaulting to a text', () => {
    const found: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (Array.isArray(o.required) && o.required.length === 0) found.push(`${at}: required []`);
      if (o.nullable === true && o.type === undefined) found.push(`${at}: nullable sem type`);
      if ((o.type === 'integer' || o.type === 'number') && typeof o.default === 'string')
        found.push(`${at}: default em texto`);
      for (const [k, v] of Object.entries(o)) visit(v, `${at}/${k}`);
    };
    visit(doc, '#');
    expect(found).toEqual([]);
    // The money field of an asset: a string or a number, each of them nullable.
    const saldo = (
      doc.paths['/patrimonio/bempatrimonial/create']!.post!.requestBody as OpenAPIV3.RequestBodyObject
    ).content['application/json']!.schema as OpenAPIV3.SchemaObject;
    expect((saldo.properties!.saldo_implantacao as OpenAPIV3.SchemaObject).anyOf).toEqual([
      expect.objectContaining({ type: 'string', nullable: true }),
      expect.objectContaining({ type: 'number', nullable: true }),
    ]);
  });

  it('documents every upload as multipart/form-data with a binary file, and no other call so', () => {
    const uploads = operations().filter((op) => {
      const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      return body?.content['multipart/form-data'] !== undefined;
    });
    const keys = uploads.map((op) => op.key);
    for (const key of [
      'POST /xml/upload',
      'POST /empresas/files/create/{id}',
      'POST /empresas/logo/{id}',
      'POST /users/avatar/{id}',
      'POST /patrimonio/bempatrimonial/upload/{id}',
      'POST /patrimonio/fornecedor/upload/{id}',
      'POST /obras/medicao/upload/{id}',
    ]) {
      expect(keys).toContain(key);
    }
    for (const op of uploads) {
      const body = op.requestBody as OpenAPIV3.RequestBodyObject;
      const schema = body.content['multipart/form-data']!.schema as OpenAPIV3.SchemaObject;
      expect(schema.required, op.key).toEqual(['file']);
      expect(schema.properties?.file, op.key).toMatchObject({ type: 'string', format: 'binary' });
      expect(Object.keys(op.responses), op.key).toEqual(expect.arrayContaining(['400', '413', '415']));
    }
    // Every route that reads an upload is one of these: readUpload refuses any other (test/lib/multipart.test.ts).
    expect(keys.every((key) => key.startsWith('POST '))).toBe(true);
  });

  it('documents the body of every write, but those that read none', () => {
    const bodiless = operations()
      .filter((op) => /^(POST|PUT|PATCH) /.test(op.key) && !op.requestBody)
      .map((op) => op.key);
    // Each acts on the record of its path alone: a check of an access, the issue of a movement's term,
    // the commit and the undoing of an import, the closing of an inventory, the cancelling of a job.
    expect(bodiless.sort()).toEqual([
      'POST /locais/verifyActivity/{id}',
      'POST /patrimonio/carga/aceites/{id}/aceitar',
      'POST /patrimonio/carga/aceites/{id}/devolver',
      'POST /patrimonio/carga/responsavel/{id}/nada-consta',
      'POST /patrimonio/carga/responsavel/{id}/termo',
      'POST /patrimonio/carga/setor/{id}/termo',
      'POST /patrimonio/implantacao/bens/{id}/desfazer',
      'POST /patrimonio/implantacao/bens/{id}/gravar',
      'POST /patrimonio/inventario/{id}/encerrar',
      'POST /patrimonio/inventario/{id}/recontagens/{recontagemId}/concluir',
      'POST /patrimonio/movimentacaobem/lote/{id}/termo',
      'POST /patrimonio/movimentacaobem/{id}/termo',
      'POST /trabalhos/{id}/cancelar',
    ]);
  });

  it('documents a file answer as binary of its media types, and the error body once', () => {
    const pdf = doc.paths['/patrimonio/bempatrimonial/reports/etiqueta/{id}']!.get!.responses[
      '200'
    ] as OpenAPIV3.ResponseObject;
    expect(pdf.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    const exported = doc.paths['/patrimonio/bempatrimonial/exportar']!.get!.responses[
      '200'
    ] as OpenAPIV3.ResponseObject;
    expect(Object.keys(exported.content!)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const notFound = doc.paths['/patrimonio/fornecedor/{id}']!.get!.responses[
      '404'
    ] as OpenAPIV3.ResponseObject;
    expect(notFound.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    });
    expect(doc.components?.schemas?.ErrorResponse).toMatchObject({ required: ['status', 'message'] });
  });

  it('documents 206 and 416 on every download of a stored file, and on no document the API writes', () => {
    const ranged = operations().filter((op) => op.responses['206']);
    // The stored-file downloads (sendFile): attachments, files of registers, NF-e XML, images, jobs' files.
    expect(ranged.map((op) => op.key)).toEqual(
      expect.arrayContaining([
        'GET /patrimonio/arquivo/{id}',
        'GET /xml/{id}/arquivo',
        'GET /obras/arquivo/{id}',
        'GET /trabalhos/{id}/arquivo',
      ]),
    );
    for (const op of ranged) {
      const whole = op.responses['200'] as OpenAPIV3.ResponseObject;
      const part = op.responses['206'] as OpenAPIV3.ResponseObject;
      expect(Object.keys(part.content!), op.key).toEqual(Object.keys(whole.content!));
      expect(op.responses['416'], op.key).toBeDefined();
    }
    const pdf = doc.paths['/patrimonio/bempatrimonial/reports/etiqueta/{id}']!.get!;
    expect(pdf.responses['206']).toBeUndefined();
  });
});
