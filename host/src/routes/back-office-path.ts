/** The back office's own paths, under its layout: /app and below (the sign-in and the location choice are not). */
export const isBackOfficePath = (path: string) => path === '/app' || path.startsWith('/app/');
