import type { SessionSnapshot } from '@gp/shared-contracts';
import { renderArea as renderRemote } from '@gp/shared-ui/testing';
import { SistemaRoutes } from '../routes.js';

export { currentUrl } from '@gp/shared-ui/testing';

/** The area as the host mounts it under /app/sistema, at `url`, with the given session. */
export const renderArea = (url: string, session: SessionSnapshot) =>
  renderRemote(SistemaRoutes, { basePath: '/app/sistema', url, session });
