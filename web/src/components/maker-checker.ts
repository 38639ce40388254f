import { MAKER_CHECKER_MESSAGE, makerCheckerOn, mayApprove } from '../../../shared/domain/organisations/maker-checker';
import { orgSettingsOf, useOrgInfo } from '../api/use-org-info';
import { useSession } from '../auth/session';

/**
 * Two people for money on the management pages (docs/rules.md#maker-checker): why the signed-in
 * user may not approve a record they prepared, or undefined when they may. The approve buttons
 * use it to stay disabled with this explanation instead of inviting a click the server can only
 * refuse; the server decides either way.
 */
export function useOwnPreparation(): (record: { preparedById?: string } | undefined) => string | undefined {
  const session = useSession().data;
  const org = orgSettingsOf(useOrgInfo(session).data);
  const ruleOn = makerCheckerOn(org);
  return (record) =>
    session && record && !mayApprove({ ruleOn, preparedById: record.preparedById, approverId: session.userId })
      ? `${MAKER_CHECKER_MESSAGE}: you prepared it.`
      : undefined;
}
