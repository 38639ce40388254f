import type { FranchiseType, OrganisationStatus } from '../../../shared/domain/organisations/organisation';
import {
  OrganisationRecordSchema,
  type OrganisationRecord,
} from '../../../shared/domain/organisations/organisation-record';
import { MAKER_CHECKER_MESSAGE } from '../../../shared/domain/organisations/maker-checker';
import { AppError } from '../../../shared/registry/errors';
import { keys, ORGS_PK } from '../table/keys';
import { cursorScope, openCursor, sealCursor } from '../table/cursors';
import { queryFilledPage } from '../table/filled-pages';
import { searchKeep } from '../table/paged-lists';
import { listSearchText } from '../../../shared/callables/list-search';
import { conditionFailedAt, table, type TransactItem, isWriteConflict } from '../table/table';
import { mapLimit } from '../../core/concurrency';
import { newOrgCountersItem } from '../employees/employee-counts';
import { auditItem } from '../audit/audit-trail';
import { orgSubject } from '../audit/people-audits';

const ENTITY = 'organisation';
const VERSION = 1;

/** Stored shape: the record as it is (amounts in integer sen, docs/rules.md#money-time-and-periods). */
function toItem(org: OrganisationRecord) {
  return {
    ...keys.org(org.id),
    entity: ENTITY,
    version: VERSION,
    ...org,
    domain: org.domain?.trim(),
  };
}

function fromItem(item: Record<string, unknown>): OrganisationRecord {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...rest } = item;
  return OrganisationRecordSchema.parse(rest);
}

/** The stored record, soft-deleted ones included (seeding, the repository's own checks). */
export async function getOrgRecord(orgId: string): Promise<OrganisationRecord | undefined> {
  const { Item } = await table.get({ Key: keys.org(orgId) });
  return Item ? fromItem(Item) : undefined;
}

/** A live organisation from its item read by key elsewhere (a BatchGetItem); undefined when absent or soft-deleted. */
export function liveOrgFromItem(item: Record<string, unknown> | undefined): OrganisationRecord | undefined {
  const org = item ? fromItem(item) : undefined;
  return org && !org.deleted ? org : undefined;
}

/** A live organisation: a soft-deleted one is gone for every caller (no sign-in, no reads, no uploads). */
export async function getOrg(orgId: string): Promise<OrganisationRecord | undefined> {
  const org = await getOrgRecord(orgId);
  return org && !org.deleted ? org : undefined;
}

/** Keys per BatchGetItem request (DynamoDB's limit). */
const BATCH_GET_KEYS = 100;
/** BatchGet requests in flight at once: a long list is read in about one round trip. */
const BATCH_GET_PARALLEL = 4;

/**
 * The live organisations of these ids, by id (missing and soft-deleted ones absent; `withDeleted`:
 * soft-deleted ones too, for names of their past records): one BatchGetItem per 100 ids, the
 * requests in parallel, instead of one GetItem per row of a list.
 */
export async function getOrgsByIds(
  orgIds: Iterable<string>,
  opts: { withDeleted?: boolean } = {},
): Promise<Map<string, OrganisationRecord>> {
  const ids = [...new Set(orgIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += BATCH_GET_KEYS) chunks.push(ids.slice(i, i + BATCH_GET_KEYS));
  const pages = await mapLimit(chunks, BATCH_GET_PARALLEL, (chunk) => table.batchGet(chunk.map((id) => keys.org(id))));
  const out = new Map<string, OrganisationRecord>();
  for (const item of pages.flat()) {
    const org = fromItem(item);
    if (!org.deleted || opts.withDeleted) out.set(org.id, org);
  }
  return out;
}

/** The organisation id of an organisation code (its `domain`, case-insensitive). */
export async function findOrgIdByDomain(domain: string): Promise<string | undefined> {
  const { Item } = await table.get({ Key: keys.uniqueDomain(domain) });
  return Item?.orgId as string | undefined;
}

export interface OrgListFilter {
  status?: OrganisationStatus;
  franchiseType?: FranchiseType;
  /** Name, code, status, industry, city or state containing it (any case): shared/callables/list-search.ts. */
  search?: string;
  cursor?: string;
  limit?: number;
}

/**
 * A page of the live organisations (the platform's organisations partition, by id), optionally
 * of one status and / or franchise type (the franchisor choice: Active franchisors) and searched;
 * the page is filled with what they keep (lambdas/data/table/filled-pages.ts).
 */
export async function listOrgs(filter: OrgListFilter) {
  const scope = cursorScope('organisations', listSearchText(filter.search));
  const keep = searchKeep(filter.search, (o) => [o.name, o.domain, o.status, o.industry, o.city, o.state]);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': ORGS_PK, ':sk': 'ORG#', ':true': true };
  let expression = 'NOT (deleted = :true)';
  if (filter.status) {
    expression += ' AND #status = :status';
    names['#status'] = 'status';
    values[':status'] = filter.status;
  }
  if (filter.franchiseType) {
    expression += ' AND franchiseType = :franchiseType';
    values[':franchiseType'] = filter.franchiseType;
  }
  const out = await queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: expression,
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
    keyAttributes: ['pk', 'sk'],
    start: openCursor(scope, filter.cursor),
    limit: filter.limit ?? 200,
    ...(keep ? { keep } : {}),
  });
  return { items: out.items.map(fromItem), nextCursor: sealCursor(scope, out.next) };
}

const domainClaim = (domain: string, orgId: string): TransactItem => ({
  Put: {
    Item: { ...keys.uniqueDomain(domain), entity: 'uniqueDomain', version: VERSION, orgId },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const domainTaken = (domain: string | undefined) =>
  new AppError('ALREADY_EXISTS', `The organisation code ${domain} is already taken.`, [
    { field: 'domain', message: 'Organisation code already in use' },
  ]);

const sameCode = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Store a new organisation with the platform-wide claim on its code, in one transaction:
 * a second organisation with the same code (whatever its case) is refused (409). `audit`: its
 * audit entries, written in the same transaction.
 */
export async function createOrg(
  org: OrganisationRecord,
  audit: readonly TransactItem[] = [],
): Promise<OrganisationRecord> {
  const items: TransactItem[] = [{ Put: { Item: toItem(org), ConditionExpression: 'attribute_not_exists(pk)' } }];
  if (org.domain) items.push(domainClaim(org.domain, org.id));
  // Its employee counters start established, at zero (lambdas/data/employees/employee-counts.ts).
  items.push(newOrgCountersItem(org.id, org.createdAt), ...audit);
  try {
    await table.transact(items);
  } catch (err) {
    if (isWriteConflict(err)) {
      if (err.conditionFailed(1)) throw domainTaken(org.domain);
      throw new AppError('ALREADY_EXISTS', `An organisation with the id ${org.id} already exists.`);
    }
    throw err;
  }
  return org;
}

/**
 * Replace an organisation by its changed version, only while it is still as read: not deleted,
 * the same `modifiedAt`, and the same available credit (a disbursement approved meanwhile
 * would otherwise be overwritten). A changed code moves its claim in the same transaction, and so
 * do its audit entries (`audit`).
 */
export async function replaceOrg(
  before: OrganisationRecord,
  after: OrganisationRecord,
  audit: readonly TransactItem[] = [],
): Promise<OrganisationRecord> {
  const seenCredit = before.disbursements.creditLimitSen;
  const values: Record<string, unknown> = { ':seen': before.modifiedAt, ':true': true };
  let condition = 'modifiedAt = :seen AND NOT (deleted = :true)';
  if (seenCredit === undefined) condition += ' AND attribute_not_exists(disbursements.creditLimitSen)';
  else {
    condition += ' AND disbursements.creditLimitSen = :credit';
    values[':credit'] = seenCredit;
  }
  const items: TransactItem[] = [
    { Put: { Item: toItem(after), ConditionExpression: condition, ExpressionAttributeValues: values } },
  ];
  const codeMoves = !sameCode(before.domain, after.domain);
  if (codeMoves && before.domain) {
    items.push({
      Delete: {
        Key: keys.uniqueDomain(before.domain),
        ConditionExpression: 'attribute_not_exists(pk) OR orgId = :id',
        ExpressionAttributeValues: { ':id': before.id },
      },
    });
  }
  if (codeMoves && after.domain) items.push(domainClaim(after.domain, after.id));
  const claimAt = items.length - 1;
  try {
    await table.transact([...items, ...audit]);
  } catch (err) {
    if (isWriteConflict(err)) {
      const claimFailed = codeMoves && after.domain && err.conditionFailed(claimAt);
      if (claimFailed) throw domainTaken(after.domain);
      throw staleOrg();
    }
    throw err;
  }
  return after;
}

/**
 * Switch two people for money (docs/rules.md#maker-checker) of an organisation as it was read,
 * with its history entry (`history`, the Put of recordHistoryItem) in the same transaction: the
 * setting never changes without its reason kept. `modifiedAt` moves on, so an edit form opened
 * before the switch cannot save over it (replaceOrg refuses a stale `modifiedAt`).
 */
export async function setOrgMakerChecker(
  before: OrganisationRecord,
  after: Pick<OrganisationRecord, 'makerChecker' | 'modifiedAt' | 'modifiedBy'>,
  ...history: TransactItem[]
): Promise<void> {
  try {
    await table.transact([
      {
        Update: {
          Key: keys.org(before.id),
          UpdateExpression: 'SET makerChecker = :setting, modifiedAt = :at, modifiedBy = :by',
          ConditionExpression: 'attribute_exists(pk) AND modifiedAt = :seen AND NOT (deleted = :true)',
          ExpressionAttributeValues: {
            ':setting': after.makerChecker ?? 'on',
            ':at': after.modifiedAt,
            ':by': after.modifiedBy ?? '',
            ':seen': before.modifiedAt,
            ':true': true,
          },
        },
      },
      ...history,
    ]);
  } catch (err) {
    if (isWriteConflict(err)) throw staleOrg();
    throw err;
  }
}

/**
 * The check, in an approval's transaction, that two people for money is still off for the
 * organisation: an approval by the record's own preparer, allowed only because the rule was off
 * when read, is refused if an administrator switched it on meanwhile.
 */
export const makerCheckerStillOff = (orgId: string): TransactItem => ({
  ConditionCheck: {
    Key: keys.org(orgId),
    ConditionExpression: 'makerChecker = :off',
    ExpressionAttributeValues: { ':off': 'off' },
  },
});

/**
 * The refusal (409, the rule's message) when the {@link makerCheckerStillOff} item at `index` of
 * an approval's transaction failed: an administrator switched the rule on meanwhile.
 */
export function makerCheckerRefusal(err: unknown, index: number): AppError | undefined {
  return conditionFailedAt(err, index) ? makerCheckerSwitchedOn() : undefined;
}

/** The refusal (409, the rule's message) of a preparer's approval after the rule was switched on again. */
export const makerCheckerSwitchedOn = () =>
  new AppError('INVALID_STATE', MAKER_CHECKER_MESSAGE, [
    { field: 'makerChecker', message: 'Two people for money was switched on for your organisation meanwhile' },
  ]);

/** The answer to a change decided on an organisation that has changed since it was read. */
export const staleOrg = () =>
  new AppError('INVALID_STATE', 'The organization was changed by someone else meanwhile. Reload and try again.', [
    { field: 'modifiedAt', message: 'Changed since it was read' },
  ]);

/**
 * Mark an organisation deleted (hidden from lists and reads), with its audit entry. Its code stays
 * claimed, so the code of a deleted organisation is never handed to another one.
 */
export async function softDeleteOrg(org: OrganisationRecord, by: string, at: number): Promise<void> {
  try {
    await table.transact([
      {
        Update: {
          Key: keys.org(org.id),
          UpdateExpression: 'SET deleted = :true, deletedAt = :at, deletedBy = :by, modifiedAt = :at, modifiedBy = :by',
          ConditionExpression: 'attribute_exists(pk) AND NOT (deleted = :true)',
          ExpressionAttributeValues: { ':true': true, ':at': at, ':by': by },
        },
      },
      auditItem({
        orgId: org.id,
        kind: 'organisationStatus',
        action: 'deleted',
        subject: orgSubject(org),
        changes: [{ field: 'status', before: org.status, after: 'Deleted' }],
      }),
    ]);
  } catch (err) {
    if (isWriteConflict(err)) throw new AppError('NOT_FOUND', 'Organization not found!');
    throw err;
  }
}

/** What the admin dashboard needs of an organisation. */
export interface OrgHead {
  id: string;
  name: string;
  status: OrganisationStatus;
}

/**
 * Every live organisation's id, name and status: the platform's organisations partition, every
 * page, reading only those attributes (the organisations are a short list, one per employer).
 */
export async function listOrgHeads(): Promise<OrgHead[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    FilterExpression: 'NOT (deleted = :true)',
    ProjectionExpression: 'id, #name, #status',
    ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
    ExpressionAttributeValues: { ':pk': ORGS_PK, ':sk': 'ORG#', ':true': true },
  });
  return items.map((item) => ({
    id: String(item.id),
    name: String(item.name ?? item.id),
    status: item.status as OrganisationStatus,
  }));
}

/**
 * Every organisation's id, soft-deleted ones included (a deleted organisation's closed months still
 * get their statements): the platform's organisations partition, ids only.
 */
export async function listAllOrgIds(): Promise<string[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ProjectionExpression: 'id',
    ExpressionAttributeValues: { ':pk': ORGS_PK, ':sk': 'ORG#' },
  });
  return items.map((item) => String(item.id));
}
