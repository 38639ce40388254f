/**
 * The own profile's constants the server's request path needs without the profile's schemas
 * (./employee-profile.ts re-exports them): the withdrawal and code Lambdas import them from here,
 * so the profile's country list and form schemas stay out of their bundles.
 */

/** The caller has no employee record. */
export const PROFILE_NOT_FOUND = 'Profile not found! Please ask your manager to upload your profile.';

/** Life of a sent code, and of the "verified" marker an update then consumes. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_VERIFIED_TTL_SECONDS = 10 * 60;
/** At most one new code per this many seconds. */
export const SMS_CODE_INTERVAL_SECONDS = 60;
/** Wrong codes before the code is void. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/**
 * Verification SMS (withdrawal codes and mobile-number codes together) one mobile number receives
 * at most per Malaysian day, whoever asks: a number cannot be flooded, nor SMS spent on it.
 */
export const VERIFICATION_SMS_DAILY_LIMIT = 10;
