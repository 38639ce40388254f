import { MAKER_CHECKER_HISTORY_ACTION } from '../../shared/domain/organisations/maker-checker';
import { getOrg, setOrgMakerChecker } from '../../lambdas/data/organisations/orgs';
import { recordHistoryItem } from '../../lambdas/data/table/record-history';
import { findByEmail } from '../../lambdas/data/identity/users';

/**
 * Two people for money in the demo data (docs/rules.md#maker-checker): Demo's Executive prepares
 * disbursements, pay runs and withdrawal policies and its Manager approves them; Other has a
 * single Manager, so the provider switched the rule off for it, with the reason in its history.
 */

/**
 * Who prepared a seeded disbursement, pay run or withdrawal policy (docs/rules.md#maker-checker):
 * the demo login's user id (its Cognito `sub`, made when the seed created the login) and name.
 * The seed writes the logins first, so the id is always there; a record that names no preparer
 * would be approvable by anyone, which is not what the demo should show.
 */
export interface SeedPreparer {
  userId: string;
  name: string;
}

/** The demo logins that prepare money in the demo data. */
export const DEMO_PREPARERS = {
  /** Demo's Executive: prepares, a Manager approves. */
  demoExecutive: { email: 'executive@demo.test', name: 'Nurul Hassan' },
  /** Demo's Manager: approves what the Executive prepared (and prepares a draft of his own). */
  demoManager: { email: 'manager@demo.test', name: 'Daniel Tan' },
  /** Other's single Manager: prepares and approves, the rule being switched off for Other. */
  otherManager: { email: 'manager@other.test', name: 'Rajesh Kumar' },
} as const;

/** The user id and name of one of {@link DEMO_PREPARERS}. */
export async function seedPreparer(who: keyof typeof DEMO_PREPARERS): Promise<SeedPreparer> {
  const { email, name } = DEMO_PREPARERS[who];
  const login = await findByEmail(email);
  if (!login) throw new Error(`The demo login ${email} must be seeded before the records it prepared`);
  return { userId: login.userId, name };
}

/** The preparer of a seeded record named `name` (one of {@link DEMO_PREPARERS}), else undefined. */
export async function seedPreparerNamed(name: string | undefined): Promise<SeedPreparer | undefined> {
  const who = (Object.keys(DEMO_PREPARERS) as (keyof typeof DEMO_PREPARERS)[]).find(
    (k) => DEMO_PREPARERS[k].name === name,
  );
  return who ? seedPreparer(who) : undefined;
}

/** Why the provider switched the rule off for Other (its history shows it on the organisation's page). */
export const OTHER_MAKER_CHECKER_REASON =
  'Other Trading has a single Manager (Rajesh Kumar); he asked on the onboarding call to prepare and approve alone until a second Manager joins.';

/** Other's rule switched off by Aminah Ismail (admin@platform.test), once, with its history entry. */
export async function seedMakerChecker(now: number): Promise<void> {
  const other = await getOrg('other');
  if (!other || other.makerChecker) return;
  const at = Math.max(now, other.modifiedAt + 1);
  await setOrgMakerChecker(
    other,
    { makerChecker: 'off', modifiedAt: at, modifiedBy: 'Aminah Ismail' },
    recordHistoryItem('other', 'ORGANISATION', 'other', {
      at,
      by: 'Aminah Ismail',
      action: MAKER_CHECKER_HISTORY_ACTION.off,
      from: 'on',
      to: 'off',
      why: OTHER_MAKER_CHECKER_REASON,
    }),
  );
}
