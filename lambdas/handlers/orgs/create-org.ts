import { ulid } from 'ulid';
import { createOrg } from '../../../shared/callables/orgs';
import { orgToRm } from '../../../shared/domain/organisations/organisation-record';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import {
  checkWallets,
  disbursementsAfter,
  franchisorNameOf,
  organisationOf,
} from '../../services/organisations/org-changes';
import { createOrg as storeOrg } from '../../data/organisations/orgs';
import { orgAuditItems } from '../../data/audit/people-audits';

/** A new organisation; its id is also the tenant id of its users. */
export const handler = makeHandler(createOrg, async (fields, caller) => {
  const id = ulid();
  const now = epochSeconds();
  const by = callerName(caller);
  await checkWallets(fields.wallets);
  const franchisorName = await franchisorNameOf(fields);
  const org = organisationOf(
    fields,
    {
      id,
      tenantId: id,
      createdAt: now,
      createdBy: by,
      attachments: [],
      disbursements: disbursementsAfter(fields),
      franchisorName,
    },
    by,
    now,
  );
  // Its audit entries (status, credit limits, settings) go in the same transaction.
  return orgToRm(await storeOrg(org, orgAuditItems(undefined, org, 'created')));
});
