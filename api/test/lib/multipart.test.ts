import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema.js';
import { type Caller, callerAt, SAMPLE, upload } from '../support/sistema.js';
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
