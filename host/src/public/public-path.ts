/** Where the public area is mounted (docs/product.md, "Área pública"). */
export const PUBLIC_BASE_PATH = '/publico';

/** Whether a path belongs to the public area (and so starts without the back office). */
export const isPublicPath = (path: string) =>
  path === PUBLIC_BASE_PATH || path.startsWith(`${PUBLIC_BASE_PATH}/`);
