import { resolve } from 'node:path';
import { API_ROOT, loadConfig } from '../config/env.js';
import { createBackup, restoreBackup } from './backup.js';

/**
 * `pnpm backup [pasta]` and `pnpm restore <pasta-da-cópia>` (docs/operations-api.md, "Cópias de
 * segurança"), with the API's own configuration (DATABASE_URL or DATA_DIR; STORAGE_DIR, or STORAGE_DRIVER=s3 and S3_*). Relative paths
 * are taken from where the command was typed. Exit 0 and one line saying what was done, or exit 1 and
 * why not.
 */
const [command, path] = process.argv.slice(2);
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const seconds = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');

try {
  if (command === 'backup') {
    const outDir = path ? resolve(typedFrom, path) : resolve(API_ROOT, 'backups');
    const { dir, manifest, ms } = await createBackup(config, outDir);
    const filesBytes = manifest.arquivos.reduce((sum, f) => sum + f.bytes, 0);
    console.log(
      `Cópia de segurança criada em ${dir} (${seconds(ms)} s): banco ${manifest.banco} ` +
        `${mb(manifest.arquivo_banco.bytes)} MB, ${manifest.arquivos.length} arquivo(s) ${mb(filesBytes)} MB.`,
    );
  } else if (command === 'restore' && path) {
    const { manifest, ms, kept } = await restoreBackup(config, resolve(typedFrom, path));
    console.log(
      `Cópia de ${manifest.criado_em} restaurada (${seconds(ms)} s): banco ${manifest.banco}, ` +
        `${manifest.arquivos.length} arquivo(s).` +
        (manifest.banco === 'pglite' ? ` O banco e os arquivos anteriores ficaram em *.${kept}.` : ''),
    );
  } else {
    console.error('Uso: pnpm backup [pasta]  |  pnpm restore <pasta-da-cópia>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
