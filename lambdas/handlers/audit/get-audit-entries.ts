import { getAuditEntries } from '../../../shared/callables/audit';
import { PLATFORM_AUDIT_SCOPE } from '../../../shared/domain/audit/audit-search';
import { pageLimit } from '../../../shared/callables/common';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { isAuditCursor, searchAuditPage, type AuditCursor } from '../../data/audit/audit-trail';
import { getOrgsByIds } from '../../data/organisations/orgs';
import { isKeyObject } from '../../data/table/cursors';
import { servePage } from '../../data/table/paged-lists';
import type { Key } from '../../data/table/table';
import { makeHandler } from '../chain/make-handler';

/**
 * One page of the audit trail (docs/rules.md#audit-trail). An administrator searches every organisation's
 * entries and the platform's, one organisation's, or the platform's own; a Manager always their own
 * organisation's (another named is a 403). The cursor is bound to the search it was issued for.
 */
export const handler = makeHandler(getAuditEntries, async (input, caller) => {
  if (!caller.isAdmin && input.orgId === PLATFORM_AUDIT_SCOPE)
    throw new AppError('FORBIDDEN', 'You can only access your own organisation.');
  const orgId: string | null | undefined = caller.isAdmin
    ? input.orgId === PLATFORM_AUDIT_SCOPE
      ? null
      : input.orgId
    : scopeOrg(caller, input.orgId);
  const search = { orgId, from: input.from, to: input.to, kind: input.kind, person: input.search };
  const across = orgId === undefined;
  const page = await servePage<Awaited<ReturnType<typeof searchAuditPage>>['items'][number], Key | AuditCursor>(
    'audit',
    [across ? '*' : (orgId ?? PLATFORM_AUDIT_SCOPE), input.from, input.to, input.kind, input.search?.toLowerCase()],
    { cursor: input.cursor, limit: pageLimit(input.limit) },
    (request) => searchAuditPage(search, request),
    (value): value is Key | AuditCursor => (across ? isAuditCursor(value) : isKeyObject(value)),
  );
  const orgs = await getOrgsByIds(new Set(page.items.flatMap((e) => (e.orgId ? [e.orgId] : []))));
  return {
    items: page.items.map((e) => {
      const name = e.orgId ? orgs.get(e.orgId)?.name : undefined;
      return name ? { ...e, orgName: name } : e;
    }),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
});
