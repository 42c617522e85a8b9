import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config/env.js';
import { createS3Client } from '../../../src/lib/s3-storage.js';
import { bemBody, createBem, type PatrimonioIds, patrimonioApp } from '../../support/patrimonio.js';
import { type S3TestServer, startS3Server } from '../../support/s3-server.js';
import { type caller, type Headers, SAMPLE, upload } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';
import { OFFICE_SAMPLE } from '../../support/zip.js';

/**
 * An asset's attachment from upload to download, on each storage driver (decision 045): the disk, and an
 * S3 bucket on a real S3-protocol server on loopback. Downloads answer byte ranges on both.
 */
let s3: S3TestServer;
let storageDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  storageDir = mkdtempSync(join(tmpdir(), 'gp-arquivos-'));
}, 30_000);
afterAll(async () => {
  await s3?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Partial<Config>>][] = [
  ['disk', async () => ({ storageDriver: 'disk', storageDir })],
  ['s3', async () => ({ storageDriver: 's3', s3: await s3.bucket() })],
];

describe.each(drivers)('an asset attachment on %s', (driver, settings) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let ids: PatrimonioIds;
  let admin: { headers: Headers };
  let config: Partial<Config>;
  beforeAll(async () => {
    config = await settings();
    ({ t, call, ids, admin } = await patrimonioApp(config));
  });
  afterAll(() => t?.close());

  it('uploads (6 MB: in parts on S3), downloads whole and by range; 416 past the end', async () => {
    const bem = (await createBem(t, admin.headers, bemBody(ids))).json();
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(6 * 1024 * 1024, 'x'),
      Buffer.from('\n%%EOF\n'),
    ]);
    const sent = await upload(
      t,
      `/patrimonio/bempatrimonial/upload/${bem.id}`,
      admin.headers,
      { filename: '../../../etc/Nota fiscal.pdf', content: big },
      '../../../etc/Nota fiscal.pdf',
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;
    expect(sent.json().size).toBe(big.length);

    const whole = await call('GET', `/patrimonio/arquivo/${id}`, admin.headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(big.length));
    expect(whole.rawPayload.equals(big)).toBe(true);

    const ranged = (range: string) =>
      t.app.inject({ method: 'GET', url: `/patrimonio/arquivo/${id}`, headers: { ...admin.headers, range } });
    const head = await ranged('bytes=0-7');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-7/${big.length}`);
    expect(head.headers['content-length']).toBe('8');
    expect(head.body).toBe('%PDF-1.4');
    const tail = await ranged('bytes=-7');
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe('\n%%EOF\n');
    const middle = await ranged(`bytes=${5 * 1024 * 1024 - 2}-${5 * 1024 * 1024 + 1}`);
    expect(middle.rawPayload).toEqual(big.subarray(5 * 1024 * 1024 - 2, 5 * 1024 * 1024 + 2));
    const past = await ranged(`bytes=${big.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${big.length}`);
    // Several ranges, or a malformed header: the whole file.
    expect((await ranged('bytes=0-1,5-6')).statusCode).toBe(200);
    expect((await ranged('linhas=1-2')).statusCode).toBe(200);

    // An Office file is checked by reading parts of its ZIP: ranged reads of the stored bytes.
    const docx = await upload(t, `/patrimonio/bempatrimonial/upload/${bem.id}`, admin.headers, {
      filename: 'termo.docx',
      content: OFFICE_SAMPLE.docx,
    });
    expect(docx.statusCode, docx.body).toBe(201);
    const refused = await upload(t, `/patrimonio/bempatrimonial/upload/${bem.id}`, admin.headers, {
      filename: 'foto.png',
      content: SAMPLE.exe,
    });
    expect(refused.statusCode).toBe(415);

    if (driver === 's3') {
      // The keys are the API's (application/asset/<asset id>/<uuid>), never the file's name; the refused
      // file left nothing behind.
      const client = createS3Client(config.s3!);
      const listed = await client.send(new ListObjectsV2Command({ Bucket: config.s3!.bucket }));
      client.destroy();
      const keys = (listed.Contents ?? []).map((o) => o.Key);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(key).toMatch(new RegExp(`^[\\w-]+/asset/${bem.id}/[0-9a-f-]{36}$`));
    }
  });
});
