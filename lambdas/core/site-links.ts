import { env } from './env';

/**
 * A page of the site as an e-mail names it: the full address when the site's is configured
 * (SITE_URL; deployed from the `siteUrl` context), else the page's path. Build `path` with the
 * shared route builders (shared/routes.ts), never by hand.
 */
export const siteLink = (path: string): string => `${env.siteUrl}${path}`;
