/** Where the public area is mounted (docs/product.md, "Área pública"). */
export const PUBLIC_BASE_PATH = '/publico';

/** Whether a path belongs to the public area (and so starts without the back office). */
export const isPublicPath = (path: string) =>
  path === PUBLIC_BASE_PATH || path.startsWith(`${PUBLIC_BASE_PATH}/`);

/** On #root when the host's server drew the public page above it (scripts/prerender.mjs). */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';
