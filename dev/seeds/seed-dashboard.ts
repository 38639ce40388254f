import { putWelcomeImage } from '../../lambdas/data/organisations/platform-settings';

/** The welcome image the site ships (web/public/welcome.svg). */
export const DEMO_WELCOME_IMAGE = { url: '/welcome.svg', alt: 'Welcome to Advance Pay and eBenefits' } as const;

/**
 * The dashboards' demo data: the welcome image setting. Idempotent: an image already set
 * (by the seed or by someone since) is kept. No Advance Pay figures are seeded: the dashboards
 * show real zeros until withdrawals are made.
 */
export async function seedDashboard(now: number): Promise<void> {
  await putWelcomeImage(DEMO_WELCOME_IMAGE, now, { onlyIfUnset: true });
}
