import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { giveHead, moveAccepted } from '../support/aceite-termo.js';
import { API_DIR, type ApiProcess } from '../support/api-process.js';
import { nfeXml } from '../support/nfe.js';
import { patrimonioIds } from '../support/patrimonio.js';
import {
  type Db,
  type Headers,
  inspect,
  postJson,
  rows,
  signInOver,
  type Target,
  useProcessTargets,
} from '../support/process-target.js';
import { SAMPLE } from '../support/sistema.js';

/**
 * `pnpm backup` and `pnpm restore` (src/db/backup-cli.ts) on the project's database: a backup taken while
 * the API runs, then changes (a new asset, a transfer, a file removed and another sent), then the restore
 * with the API stopped: the database and the files are exactly as they were at the backup.
 */
const { newTarget, start } = useProcessTargets();
const backups = mkdtempSync(join(tmpdir(), 'gp-backups-'));
afterAll(() => rmSync(backups, { recursive: true, force: true }));

function cli(target: Target, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', ...args], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...target.env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}`.trim() };
}

/** What must come back: every table's rows (as text, in a stable order), and the stored files. */
async function snapshot(db: Db) {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const content: Record<string, string> = {};
  for (const { name } of tables) {
    // rate_limits and audit rows change with every sign-in and call; they are kept but not compared.
    if (name === 'rate_limits' || name === 'audit_log' || name === 'refresh_tokens') continue;
    const [row] = await rows<{ digest: string; n: number }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    content[name] = `${row?.n}:${row?.digest}`;
  }
  return content;
}

async function uploadPhoto(server: ApiProcess, headers: Headers, bemId: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${server.url}/patrimonio/bempatrimonial/upload/${bemId}`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
}

const storedFiles = (target: Target) => {
  const dir = target.env.STORAGE_DIR!;
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name).slice(dir.length + 1)],
    );
  return walk(dir).sort();
};

describe('pnpm backup / pnpm restore', () => {
  it('restores the database and the files exactly as they were at the backup', async () => {
    const target = await newTarget();
    const ids = await inspect(target, (db) => patrimonioIds(db));
    const server = await start(target);
    const headers = await signInOver(server);
    const bemBody = (descricao: string) => ({
      descricao,
      categoria_id: ids.mobiliario,
      tipo: 'movel',
      estado_conservacao: 'novo',
      TipoIncorporacao: 1,
      data_aquisicao: '2025-03-15',
      valor_aquisicao: '1500.00',
      secretaria_id: ids.adm.id,
      setor_id: ids.adm.setores[0],
    });
    const created = await postJson(
      server,
      headers,
      '/patrimonio/bempatrimonial/create',
      bemBody('Mesa de reunião'),
    );
    expect(created.status).toBe(201);
    const bem = (await created.json()) as { id: string };
    const photo = Buffer.concat([SAMPLE.png, Buffer.from('foto original')]);
    const file = await uploadPhoto(server, headers, bem.id, photo);
    const { xml } = nfeXml({ linhas: [{ qCom: '1.0000', vUnCom: '80.00', vProd: '80.00' }] });
    const form = new FormData();
    form.append('file', new Blob([xml], { type: 'application/xml' }), 'nota.xml');
    const sent = await fetch(`${server.url}/xml/upload`, { method: 'POST', headers, body: form });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const nota = (await sent.json()) as { id: string };

    // The backup, taken while the API runs.
    const backup = cli(target, 'backup', backups);
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toMatch(
      /^Cópia de segurança criada em .*gp-backup-\d{8}-\d{6} \(\d+,\d s\): banco (pglite|postgres) .* 2 arquivo\(s\)/,
    );
    const dir = /criada em (\S+) \(/.exec(backup.out)![1]!;
    // The API is still serving, and the state to come back is the one right after the backup.
    await server.stop();
    const before = { tables: await inspect(target, snapshot), files: storedFiles(target) };

    // Changes after the backup.
    const changing = await start(target);
    const h = await signInOver(changing);
    expect(
      (await postJson(changing, h, '/patrimonio/bempatrimonial/create', bemBody('Armário'))).status,
    ).toBe(201);
    // A transfer, accepted by its setor's head through the paper termo (decision 062).
    await giveHead(changing.url, h, ids.saude.setores[0]!);
    const moved = await moveAccepted(changing.url, h, {
      bempatrimonial_id: bem.id,
      TipoMovimentacao: 2,
      secretaria_id: ids.saude.id,
      setor_id: ids.saude.setores[0],
    });
    expect(moved.statusCode, moved.body).toBe(201);
    // The note goes, and its stored file with it.
    const removed = await fetch(`${changing.url}/xml/${nota.id}`, { method: 'DELETE', headers: h });
    expect(removed.status, await removed.clone().text()).toBeLessThan(300);
    await uploadPhoto(changing, h, bem.id, Buffer.concat([SAMPLE.png, Buffer.from('outra foto')]));

    // A restore is refused while an API uses the database.
    const refused = cli(target, 'restore', dir);
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/pare a API antes de restaurar|pare-a antes de restaurar/);
    await changing.stop();
    expect(await inspect(target, snapshot)).not.toEqual(before.tables);

    const restored = cli(target, 'restore', dir);
    expect(restored.status, restored.out).toBe(0);
    expect(restored.out).toMatch(/^Cópia de .* restaurada \(\d+,\d s\)/);
    expect(await inspect(target, snapshot)).toEqual(before.tables);
    expect(storedFiles(target)).toEqual(before.files);

    // The API starts on what was restored and serves the photo as it was.
    const after = await start(target);
    const ha = await signInOver(after);
    const down = await fetch(`${after.url}/patrimonio/arquivo/${file.id}`, { headers: ha });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer())).toEqual(photo);
    const original = await fetch(`${after.url}/xml/${nota.id}/arquivo`, { headers: ha });
    expect(original.status).toBe(200);
    expect(await original.text()).toBe(xml);
    await after.stop();
  }, 180_000);

  it('refuses a damaged backup and leaves everything as it was', async () => {
    const target = await newTarget();
    const backup = cli(target, 'backup', backups);
    expect(backup.status, backup.out).toBe(0);
    const dir = /criada em (\S+) \(/.exec(backup.out)![1]!;
    const manifest = join(dir, 'manifesto.json');
    const text = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, text.replace(/"sha256": "[0-9a-f]/, '"sha256": "z'));
    const before = await inspect(target, snapshot);
    const res = cli(target, 'restore', dir);
    expect(res.status).toBe(1);
    expect(res.out).toMatch(/corrompido \(SHA-256\)/);
    expect(await inspect(target, snapshot)).toEqual(before);
  }, 120_000);
});
