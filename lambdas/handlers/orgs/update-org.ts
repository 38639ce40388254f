import { updateOrg } from '../../../shared/callables/orgs';
import {
  EditedOrganisationSchema,
  mergeOrganisationEdit,
} from '../../../shared/domain/organisations/organisation-edit';
import { orgToRm } from '../../../shared/domain/organisations/organisation-record';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import {
  checkAttachments,
  checkWallets,
  disbursementsAfter,
  franchisorNameOf,
  organisationOf,
} from '../../services/organisations/org-changes';
import { getOrg, replaceOrg, staleOrg } from '../../data/organisations/orgs';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { noteNothingChanged } from '../../core/audit-actor';
import { orgAuditItems } from '../../data/audit/people-audits';

/**
 * Change an organisation as it was read (`modifiedAt`): the fields the body carries over the
 * stored ones, then the organisation rules on the whole (400 naming the field); the code's
 * claim moves with it.
 */
export const handler = makeHandler(updateOrg, async ({ id, modifiedAt, ...edit }, caller) => {
  const before = await getOrg(id);
  if (!before) throw new AppError('NOT_FOUND', 'Organization not found!');
  if (before.modifiedAt !== modifiedAt) throw staleOrg();
  const fields = EditedOrganisationSchema.parse(mergeOrganisationEdit(orgToRm(before), edit));
  checkAttachments(id, fields.attachments);
  await checkWallets(fields.wallets, before.wallets);
  const franchisorName = await franchisorNameOf(fields, id);
  const now = nextModifiedAt(before);
  const by = callerName(caller);
  const after = organisationOf(
    fields,
    {
      id,
      tenantId: before.tenantId,
      createdAt: before.createdAt,
      createdBy: before.createdBy,
      attachments: fields.attachments ?? before.attachments,
      disbursements: disbursementsAfter(fields, before.disbursements),
      // Not a form field: only orgs-setMakerChecker switches it, with its reason in the history.
      ...(before.makerChecker ? { makerChecker: before.makerChecker } : {}),
      franchisorName,
    },
    by,
    now,
  );
  // Its audit entries (status, credit limits, other settings: one per kind changed) go with it.
  const audit = orgAuditItems(before, after, 'changed');
  if (!audit.length) noteNothingChanged();
  return orgToRm(await replaceOrg(before, after, audit));
});
