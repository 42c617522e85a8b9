import type { SessionSnapshot } from './events.js';

/**
 * What every remote exposes as `./routes`: a component rendered by the host inside its router,
 * under `basePath` (e.g. `/app/sistema`), rendering relative `<Routes>`.
 */
export type RemoteProps = {
  basePath: string;
  session: SessionSnapshot;
};

export type RemoteModule = {
  default: (props: RemoteProps) => unknown;
  contractVersion: string;
};
