import { CLIENT_PARAM } from '@gp/shared-ui/list';

/** A path that carries the chosen client along (`?clientId=`), so going back shows the same list. */
export const withClient = (path: string, clientId: string | undefined) =>
  clientId ? `${path}${path.includes('?') ? '&' : '?'}${CLIENT_PARAM}=${clientId}` : path;
