/** Paths that show the sign-in form to a visitor without a session: /login, and / which leads to it. */
export const isSignInPath = (path: string) => path === '/login' || path === '/';
