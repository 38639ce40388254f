/** Amplify's auth, loaded (and configured) on first use: see amplify.ts. */
export const amplifyAuth = () => import('./amplify');
