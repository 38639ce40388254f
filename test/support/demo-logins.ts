import { signIn } from './api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * ID tokens of the demo logins a paging or access test compares: the demo organisation's Manager,
 * another organisation's Manager (its cursors must not open the first one's lists) and a platform
 * administrator. Read-only tests only: a test that changes a login makes its own (createTestUser).
 */
export async function signInDemoLogins(): Promise<{ manager: string; otherManager: string; admin: string }> {
  const [manager, otherManager, admin] = await Promise.all(
    ['manager@demo.test', 'manager@other.test', 'admin@platform.test'].map(
      async (email) => (await signIn(email, DEMO_PASSWORD)).idToken,
    ),
  );
  return { manager, otherManager, admin };
}
