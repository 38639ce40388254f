import { JobLevelSchema, type JobLevel } from '../../../shared/domain/job-level';
import type { ApprovalStatus } from '../../../shared/domain/approval';
import { keys } from '../keys';
import { putIfAbsent, queryAllOfKind, stripItem, withEntity } from './org-items';

const ENTITY = 'jobLevel';
const VERSION = 1;

export const toJobLevelItem = (level: JobLevel) => withEntity(keys.jobLevel(level.orgId, level.id), ENTITY, VERSION, level);
export const fromJobLevelItem = (item: Record<string, unknown>): JobLevel => JobLevelSchema.parse(stripItem(item));

/** The organisation's job levels (optionally of one status), by grade then name. */
export async function listJobLevels(orgId: string, status?: ApprovalStatus): Promise<JobLevel[]> {
  const items = await queryAllOfKind(keys.jobLevel(orgId, '').pk, keys.jobLevelSkPrefix);
  return items
    .map(fromJobLevelItem)
    .filter((l) => !status || l.status === status)
    .sort((a, b) => a.jobGrade - b.jobGrade || a.name.localeCompare(b.name));
}

/** Store a job level unless its id is taken (seeding; the job levels area adds its own writes). */
export const putJobLevelIfAbsent = (level: JobLevel) => putIfAbsent(toJobLevelItem(level));
