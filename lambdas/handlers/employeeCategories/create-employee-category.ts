import { ulid } from 'ulid';
import { createEmployeeCategory } from '../../../shared/callables/employee-categories';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createCategory } from '../../data/organisations/employee-categories';

/** Saved (Draft) or submitted (Pending Approval); a category is never created approved. */
export const handler = makeHandler(
  createEmployeeCategory,
  async ({ orgId, code, name, description, status }, caller) => {
    const org = scopeOrg(caller, orgId);
    const id = ulid();
    const now = epochSeconds();
    const by = callerName(caller);
    return createCategory({
      id,
      orgId: org,
      // Without a code, one is made from the id's random part (the claim still guards it).
      code: code || `CAT-${id.slice(-6)}`,
      name,
      description,
      status,
      createdBy: by,
      createdDate: now,
      modifiedBy: by,
      modifiedDate: now,
    });
  },
);
