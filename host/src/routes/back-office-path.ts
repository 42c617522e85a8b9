/** The back office's own paths, under its layout: /app and below (the sign-in and the location choice are not). */
export const isBackOfficePath = (path: string) => path === '/app' || path.startsWith('/app/');

/** Whether the address opens the dashboard (the layout's index). */
export const opensDashboard = (path: string) => path === '/app' || path === '/app/';
