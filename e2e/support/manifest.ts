import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteManifest } from '@gp/shared-contracts';
import { E2E_RUN_SUFFIX } from './ports.js';

/**
 * The host's /remotes.json during the suite is read from this file on every request, so a test can
 * switch a remote off or move it to another URL with no rebuild, as an operator would.
 */
export const STATE_DIR = join(import.meta.dirname, '..', `.state${E2E_RUN_SUFFIX}`);
export const MANIFEST_FILE = join(STATE_DIR, 'remotes.json');
export const DEFAULT_MANIFEST_FILE = join(STATE_DIR, 'remotes.default.json');

export const readManifest = (): RemoteManifest => JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
export const writeManifest = (manifest: RemoteManifest) =>
  writeFileSync(MANIFEST_FILE, JSON.stringify(manifest, null, 2));
export const restoreManifest = () => writeFileSync(MANIFEST_FILE, readFileSync(DEFAULT_MANIFEST_FILE));
