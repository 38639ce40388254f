import { setMakerChecker } from '../../../shared/callables/orgs';
import { MAKER_CHECKER_HISTORY_ACTION, makerCheckerOn } from '../../../shared/domain/organisations/maker-checker';
import { orgToRm } from '../../../shared/domain/organisations/organisation-record';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getOrg, setOrgMakerChecker } from '../../data/organisations/orgs';
import { recordHistoryItem } from '../../data/table/record-history';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { orgAuditItems } from '../../data/audit/people-audits';

/**
 * An administrator switches two people for money on or off for one organisation
 * (docs/rules.md#maker-checker): the setting and its history entry (who, when, from, to, the
 * reason) in one transaction, conditional on the organisation as read. Switching to the state it
 * already has is refused (409), so the history holds only real switches.
 */
export const handler = makeHandler(setMakerChecker, async ({ orgId, makerChecker, reason }, caller) => {
  const before = await getOrg(orgId);
  if (!before)
    throw new AppError('NOT_FOUND', 'Organization not found!', [{ field: 'orgId', message: 'No such organisation' }]);
  const from = makerCheckerOn(before) ? 'on' : 'off';
  if (from === makerChecker)
    throw new AppError('INVALID_STATE', `Two people for money is already ${from} for ${before.name}.`, [
      { field: 'makerChecker', message: `Already ${from}` },
    ]);
  const at = nextModifiedAt(before);
  const by = callerName(caller);
  const after = { ...before, makerChecker, modifiedAt: at, modifiedBy: by };
  await setOrgMakerChecker(
    before,
    after,
    recordHistoryItem(orgId, 'ORGANISATION', orgId, {
      at,
      by,
      action: MAKER_CHECKER_HISTORY_ACTION[makerChecker],
      from,
      to: makerChecker,
      ...(reason ? { why: reason } : {}),
    }),
    ...orgAuditItems({ ...before, makerChecker: from }, after, MAKER_CHECKER_HISTORY_ACTION[makerChecker], reason),
  );
  return orgToRm(after);
});
