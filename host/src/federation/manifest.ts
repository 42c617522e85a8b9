import {
  AREA_REMOTES,
  CONTRACT_VERSION,
  isContractCompatible,
  type RemoteEntry,
  RemoteEntrySchema,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import { MANIFEST_URL, RUNTIME_FILE_REQUEST } from '../config/runtime-config.js';

export type RefusedRemote = { name: string; reason: string };
export type ParsedManifest = { accepted: RemoteEntry[]; refused: RefusedRemote[] };
export type ManifestResult = ParsedManifest & { error: string | null };

const AREA_LABELS: Record<string, string> = {
  [AREA_REMOTES.patrimonio]: 'Patrimônio',
  [AREA_REMOTES.sistema]: 'Sistema',
  [AREA_REMOTES.obras]: 'Obras',
  [AREA_REMOTES.publico]: 'Área pública',
};
export const remoteLabel = (name: string) => AREA_LABELS[name] ?? name;

/** Message shown in place of an area whose remote was built for another contract major. */
export const incompatibleMessage = (name: string, remoteVersion: string, contractVersion: string) =>
  `O módulo ${remoteLabel(name)} (versão ${remoteVersion}) foi feito para a versão ${contractVersion} do contrato, ` +
  `incompatível com a versão ${CONTRACT_VERSION} desta aplicação. Atualize o módulo ou a aplicação.`;

const LooseManifestSchema = v.object({ remotes: v.array(v.unknown()) });

/**
 * Validates the manifest entry by entry, so one bad line does not take the other areas down: invalid
 * entries and entries for another contract major are refused with a reason, disabled ones are left out,
 * and the first entry of a name wins.
 */
export function parseManifest(json: unknown): ParsedManifest {
  const loose = v.safeParse(LooseManifestSchema, json);
  if (!loose.success) throw new Error('O manifesto de módulos não tem o formato esperado.');
  const accepted: RemoteEntry[] = [];
  const refused: RefusedRemote[] = [];
  const seen = new Set<string>();
  for (const raw of loose.output.remotes) {
    const parsed = v.safeParse(RemoteEntrySchema, raw);
    if (!parsed.success) {
      const name =
        typeof (raw as { name?: unknown })?.name === 'string' ? String((raw as { name: string }).name) : '?';
      refused.push({ name, reason: `Entrada inválida no manifesto de módulos: ${parsed.issues[0].message}` });
      continue;
    }
    const entry = parsed.output;
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    if (!entry.enabled) continue;
    if (!isContractCompatible(entry.contractVersion)) {
      refused.push({
        name: entry.name,
        reason: incompatibleMessage(entry.name, entry.version, entry.contractVersion),
      });
      continue;
    }
    accepted.push(entry);
  }
  return { accepted, refused };
}

/** Fetches and validates the manifest, never from the cache. A failure leaves every area unavailable. */
export async function fetchManifest(
  fetchImpl: typeof fetch = fetch,
  url = MANIFEST_URL,
): Promise<ManifestResult> {
  try {
    const response = await fetchImpl(url, RUNTIME_FILE_REQUEST);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ...parseManifest(await response.json()), error: null };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { accepted: [], refused: [], error: `Não foi possível ler a lista de módulos (${detail}).` };
  }
}
