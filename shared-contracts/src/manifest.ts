import * as v from 'valibot';

/** Major version of the host<->remote contract (events, RemoteProps). A remote built for another major is refused. */
export const CONTRACT_VERSION = '1.0.0';
export const contractMajor = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);
export const isContractCompatible = (version: string) =>
  contractMajor(version) === contractMajor(CONTRACT_VERSION);

/** Runtime manifest served next to the host as /remotes.json. */
export const RemoteEntrySchema = v.object({
  name: v.pipe(v.string(), v.regex(/^remote_[a-z]+$/, 'Nome de remoto inválido.')),
  entry: v.pipe(v.string(), v.url('URL de remoto inválida.')),
  version: v.string(),
  contractVersion: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+$/, 'Versão de contrato inválida.')),
  enabled: v.optional(v.boolean(), true),
});
export const RemoteManifestSchema = v.object({ remotes: v.array(RemoteEntrySchema) });
export type RemoteEntry = v.InferOutput<typeof RemoteEntrySchema>;
export type RemoteManifest = v.InferOutput<typeof RemoteManifestSchema>;

/** The areas and the federation name of the remote that serves each. */
export const AREA_REMOTES = {
  patrimonio: 'remote_patrimonio',
  sistema: 'remote_sistema',
  obras: 'remote_obras',
  publico: 'remote_publico',
} as const;
export type Area = keyof typeof AREA_REMOTES;
