import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema.js';
import { readUpload } from '../../src/lib/multipart.js';
import { type Caller, callerAt, multipart, SAMPLE, upload } from '../support/sistema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let storageDir: string;
let suporte: Caller;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'gp-multipart-'));
  t = await createTestApp({ storageDir });
  suporte = await callerAt(t, 'suporte');
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const storedBytes = () =>
  readdirSync(storageDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
const avatarsOf = (userId: string) =>
  t.database.db
    .select()
    .from(files)
    .where(and(eq(files.ownerType, 'user-avatar'), eq(files.ownerId, userId)));

describe('readUpload', () => {
  it('refuses a request with two files and keeps neither', async () => {
    const res = await upload(t, `/users/avatar/${suporte.userId}`, suporte.headers, [
      { filename: 'a.png', content: SAMPLE.png },
      { filename: 'b.png', content: SAMPLE.png },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Envie um arquivo por requisição.',
    });
    expect(await avatarsOf(suporte.userId)).toEqual([]);
    expect(storedBytes()).toBe(0);
  });

  it('takes a single file', async () => {
    const res = await upload(t, `/users/avatar/${suporte.userId}`, suporte.headers, {
      filename: 'a.png',
      content: SAMPLE.png,
    });
    expect(res.statusCode).toBe(200);
    expect(await avatarsOf(suporte.userId)).toHaveLength(1);
  });
});

describe('a route reading an upload', () => {
  it('must be declared an upload (its multipart body is then in the OpenAPI document)', async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifyMultipart);
    app.post('/undeclared', (request) => readUpload(request).then(() => ({ ok: true })));
    app.post('/declared', { config: { upload: true } }, async (request) => {
      const file = await readUpload(request);
      file.stream.resume();
      return { name: file.filename };
    });
    const body = multipart({ filename: 'a.png', content: SAMPLE.png });
    const undeclared = await app.inject({ method: 'POST', url: '/undeclared', ...body });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().message).toBe(
      'A rota /undeclared lê um upload sem declarar upload: true (routesOf).',
    );
    const declared = await app.inject({ method: 'POST', url: '/declared', ...body });
    expect(declared.json()).toEqual({ name: 'a.png' });
    await app.close();
  });
});

/** The answer, or 'no answer' when none comes within `ms` (an upload left waiting holds its connection). */
const within = <T>(answer: Promise<T>, ms = 5_000) =>
  Promise.race([answer, new Promise<'no answer'>((r) => setTimeout(() => r('no answer'), ms))]);

describe('a multipart body the parser cannot read whole', () => {
  const FILE_PART =
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG\r\n\x1a\naaaa';
  const bodies = [
    ['without a boundary', 'multipart/form-data', '--b\r\n\r\n'],
    ['with an empty boundary', 'multipart/form-data; boundary=', '--b\r\n\r\n'],
    ['cut short inside the file', 'multipart/form-data; boundary=b', FILE_PART],
    [
      'cut short after the file',
      'multipart/form-data; boundary=b',
      `${FILE_PART}\r\n--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny`,
    ],
    ['that is no multipart at all', 'multipart/form-data; boundary=b', 'lixo'],
  ] as const;

  it.each(bodies)('%s → 400, and nothing kept', async (_, contentType, payload) => {
    const stored = storedBytes();
    const res = await within(
      t.app.inject({
        method: 'POST',
        url: `/users/avatar/${suporte.userId}`,
        headers: { ...suporte.headers, 'content-type': contentType },
        payload,
      }),
    );
    if (res === 'no answer') expect.fail('the upload never answered');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Requisição multipart inválida.');
    expect(storedBytes()).toBe(stored);
  });
});

describe('a field declared JSON that is not', () => {
  it('→ 400 saying so, not a 406 about the answer', async () => {
    const payload =
      '--b\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{x\r\n' +
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG\r\n\x1a\naaaa\r\n--b--\r\n';
    const res = await t.app.inject({
      method: 'POST',
      url: `/users/avatar/${suporte.userId}`,
      headers: { ...suporte.headers, 'content-type': 'multipart/form-data; boundary=b' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Um campo da requisição multipart não é um JSON válido.');
  });
});
