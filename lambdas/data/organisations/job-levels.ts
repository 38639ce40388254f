import {
  AdminJobLevelSchema,
  JobLevelSchema,
  type AdminJobLevel,
  type JobLevel,
} from '../../../shared/domain/employees/job-level';
import { APPROVAL_STATUSES, APPROVED, type ApprovalStatus } from '../../../shared/domain/organisations/approval';
import { AppError } from '../../../shared/registry/errors';
import { ADMIN_JOBLEVELS_PK, keys, setupListGsi1, setupListIndex } from '../table/keys';
import {
  claimedItem,
  createClaimed,
  deleteClaimed,
  getClaimed,
  putClaimIfAbsent,
  replaceClaimed,
  type ClaimedStore,
} from '../table/claimed-records';
import { putIfAbsent, queryAllOfKind, stripItem } from '../table/org-items';
import { nameKey, numberKey, queryListIndexPage, SEP, type Page, type PageRequest } from '../table/paged-lists';
import { approveRecords, type ApprovableStore } from '../table/approvable';

const ENTITY = 'jobLevel';
const ADMIN_ENTITY = 'adminJobLevel';
const VERSION = 1;

export const fromJobLevelItem = (item: Record<string, unknown>): JobLevel => JobLevelSchema.parse(stripItem(item));

/**
 * Where a job level sorts in its list (its GSI1 sort key): grade, then name, then id (unique).
 * Job levels are keyed by id, so the lists are read in this order from GSI1
 * (docs/data-model.md#set-up-lists).
 */
const gradeThenNameKey = (l: { jobGrade: number; name: string; id: string }) =>
  numberKey(l.jobGrade) + SEP + nameKey(l.name) + SEP + l.id;

const nameTaken = (where: string) => (l: { name: string }) =>
  new AppError('ALREADY_EXISTS', `A job level named ${l.name} already exists ${where}.`, [
    { field: 'name', message: 'Name already in use' },
  ]);

/** An organisation's job level and the claim of its name (employees store the name). */
const orgStore: ClaimedStore<JobLevel> = {
  entity: ENTITY,
  version: VERSION,
  label: 'job level',
  key: (l) => keys.jobLevel(l.orgId, l.id),
  claim: (l) => keys.jobLevelName(l.orgId, l.name),
  parse: (r) => JobLevelSchema.parse(r),
  taken: nameTaken('in this organisation'),
  index: (l) => setupListIndex(setupListGsi1.jobLevels(l.orgId), gradeThenNameKey(l)),
};

/** A job level of the provider's catalogue and the claim of its name. */
const adminStore: ClaimedStore<AdminJobLevel> = {
  entity: ADMIN_ENTITY,
  version: VERSION,
  label: 'job level',
  key: (l) => keys.adminJobLevel(l.id),
  claim: (l) => keys.adminJobLevelName(l.name),
  parse: (r) => AdminJobLevelSchema.parse(r),
  taken: nameTaken('in the catalogue'),
  index: (l) => setupListIndex(setupListGsi1.catalogue, gradeThenNameKey(l)),
};

/** The stored item of an organisation's job level (seed and fixtures write it too). */
export const toJobLevelItem = (level: JobLevel) => claimedItem(orgStore, level);
/** The stored item of a catalogue job level. */
export const toAdminJobLevelItem = (level: AdminJobLevel) => claimedItem(adminStore, level);

const byGradeThenName = (a: { jobGrade: number; name: string }, b: { jobGrade: number; name: string }) =>
  a.jobGrade - b.jobGrade || a.name.localeCompare(b.name);

const notFound = (id: string) =>
  new AppError('NOT_FOUND', 'Job level not found!', [{ field: 'jobLevelId', message: `There is no job level ${id}` }]);

/** The organisation's job levels (optionally of one status), by grade then name. */
export async function listJobLevels(orgId: string, status?: ApprovalStatus): Promise<JobLevel[]> {
  const items = await queryAllOfKind(keys.jobLevel(orgId, '').pk, keys.jobLevelSkPrefix);
  return items
    .map(fromJobLevelItem)
    .filter((l) => !status || l.status === status)
    .sort(byGradeThenName);
}

/**
 * One page of the organisation's job levels (optionally of one status), by grade then name: one
 * Query of GSI1 in that order (a status filter may take a few to fill the page).
 */
export async function listJobLevelsPage(
  orgId: string,
  status: ApprovalStatus | undefined,
  page: PageRequest,
): Promise<Page<JobLevel>> {
  const filter = status
    ? { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': status } }
    : undefined;
  const out = await queryListIndexPage(setupListGsi1.jobLevels(orgId), page, filter);
  return { items: out.items.map(fromJobLevelItem), next: out.next };
}

export async function requireJobLevel(orgId: string, id: string): Promise<JobLevel> {
  const level = await getClaimed(orgStore, keys.jobLevel(orgId, id));
  if (!level) throw notFound(id);
  return level;
}

export const createJobLevel = (level: JobLevel) => createClaimed(orgStore, level);
/** Replace a job level only while it still has the status and version it was read with. */
export const replaceJobLevel = (before: JobLevel, after: JobLevel) =>
  replaceClaimed(orgStore, before, after, {
    condition: '#status = :was',
    names: { '#status': 'status' },
    values: { ':was': before.status },
  });
export const deleteJobLevel = (level: JobLevel) => deleteClaimed(orgStore, level);

/** Job levels as the approval kit sees them (docs/rules.md#approvals). */
const approvable: ApprovableStore<JobLevel> = { label: 'job level', key: (l) => keys.jobLevel(l.orgId, l.id) };

/**
 * Approve job levels in one transaction, each only while still not approved: one approved or
 * deleted meanwhile refuses the whole batch (409, naming it) and nothing changes.
 */
export const approveJobLevels = (levels: readonly JobLevel[], by: string, at: number): Promise<number> =>
  approveRecords(approvable, levels, {
    by,
    at,
    from: APPROVAL_STATUSES.filter((s) => s !== APPROVED),
    refused: {
      message: 'Some job levels were approved or deleted meanwhile. Reload and try again.',
      detail: (l) => ({ field: 'jobLevelsIds', message: `Job level ${l.id} changed meanwhile` }),
    },
  });

/** Store a job level and its name claim unless present (seeding; tops up the claim of an older seed). */
export async function putJobLevelIfAbsent(level: JobLevel): Promise<void> {
  await putIfAbsent(toJobLevelItem(level));
  await putClaimIfAbsent(orgStore, level);
}

/** The provider's catalogue, by grade then name. */
export async function listAdminJobLevels(): Promise<AdminJobLevel[]> {
  const items = await queryAllOfKind(ADMIN_JOBLEVELS_PK, keys.jobLevelSkPrefix);
  return items.map((item) => AdminJobLevelSchema.parse(stripItem(item))).sort(byGradeThenName);
}

/** One page of the provider's catalogue, by grade then name: one Query of GSI1 in that order. */
export async function listAdminJobLevelsPage(page: PageRequest): Promise<Page<AdminJobLevel>> {
  const out = await queryListIndexPage(setupListGsi1.catalogue, page);
  return { items: out.items.map((item) => AdminJobLevelSchema.parse(stripItem(item))), next: out.next };
}

export async function requireAdminJobLevel(id: string): Promise<AdminJobLevel> {
  const level = await getClaimed(adminStore, keys.adminJobLevel(id));
  if (!level) throw notFound(id);
  return level;
}

export const createAdminJobLevel = (level: AdminJobLevel) => createClaimed(adminStore, level);
export const replaceAdminJobLevel = (before: AdminJobLevel, after: AdminJobLevel) =>
  replaceClaimed(adminStore, before, after);
export const deleteAdminJobLevel = (level: AdminJobLevel) => deleteClaimed(adminStore, level);

/** Store a catalogue job level and its name claim unless present (seeding). */
export async function putAdminJobLevelIfAbsent(level: AdminJobLevel): Promise<void> {
  await putIfAbsent(toAdminJobLevelItem(level));
  await putClaimIfAbsent(adminStore, level);
}
