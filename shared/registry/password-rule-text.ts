import { auth } from '../i18n/catalogue/en/auth';

/**
 * The password rule as Cognito's pool enforces it (StrongPasswordSchema; test/unit/human-issues.test.ts
 * holds the two together), for the hint under every new-password field. A module of its own: the
 * Lambdas, which import shared/registry/human-issues.ts, do not carry the sign-in texts.
 */
export const PASSWORD_RULE_TEXT = auth['auth.passwordRule'];
