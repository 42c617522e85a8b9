import * as v from 'valibot';

/** The host's runtime configuration, served next to it: where the API lives. */
export const CONFIG_URL = '/config.json';

/**
 * The runtime manifest of the remotes, served next to the host (`federation/manifest.ts`). Swapping a
 * remote is an edit of this file.
 */
export const MANIFEST_URL = '/remotes.json';

/**
 * How the host reads those files: never from the cache, so a change is seen at the next load, as JSON.
 * The page's loader requests them the same way (`routes/first-screens.ts`).
 */
export const RUNTIME_FILE_REQUEST: RequestInit = {
  cache: 'no-store',
  headers: { accept: 'application/json' },
};

/** The local API (port 8000), used when no valid URL is configured. */
export const DEFAULT_API_URL = 'http://localhost:8000';

const HttpUrlSchema = v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//i));

/**
 * The first candidate that is an http(s) URL, without trailing slash; the local default when none is
 * (an invalid URL is skipped).
 */
export function resolveApiBaseUrl(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const parsed = v.safeParse(HttpUrlSchema, candidate);
    if (parsed.success) return parsed.output.replace(/\/+$/, '');
  }
  return DEFAULT_API_URL;
}

export type RuntimeConfig = { apiBaseUrl: string };

const ConfigFileSchema = v.object({ apiUrl: v.optional(v.unknown()) });

/**
 * Where the API lives. `/config.json` served next to the host (written by the start script or by
 * whoever deploys the static files) wins, so one build serves every environment; then `VITE_API_URL`
 * given at build time; then the local default. A missing or malformed file is not an error.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let fromFile: unknown;
  try {
    const response = await fetchImpl(CONFIG_URL, RUNTIME_FILE_REQUEST);
    if (response.ok) {
      const parsed = v.safeParse(ConfigFileSchema, await response.json());
      if (parsed.success) fromFile = parsed.output.apiUrl;
    }
  } catch {
    // No file (or not JSON, e.g. a dev server's HTML fallback): the build-time value applies.
  }
  return { apiBaseUrl: resolveApiBaseUrl(fromFile, import.meta.env.VITE_API_URL) };
}
