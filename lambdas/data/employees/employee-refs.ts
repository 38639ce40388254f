import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { APPROVED } from '../../../shared/domain/organisations/approval';
import type { EmployeeFields } from '../../../shared/domain/employees/employee';
import { AppError, type ErrorDetail } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { listJobLevels } from '../organisations/job-levels';
import { table } from '../table/table';

/**
 * Check that the team, category, office and job level an employee form names belong to the
 * organisation (teams and categories approved), and answer the team as the employee stores it.
 * A reference that does not resolve is a 400 on its field: a person can pick another one.
 */
export async function resolveEmployeeRefs(
  orgId: string,
  fields: Pick<EmployeeFields, 'teamCode' | 'employeeCategoryId' | 'officeId' | 'jobLevel'>,
): Promise<{ team?: EmployeeRecord['team'] }> {
  const wanted: { field: string; key: { pk: string; sk: string }; approved: boolean; message: string }[] = [];
  if (fields.teamCode)
    wanted.push({
      field: 'teamCode',
      key: keys.team(orgId, fields.teamCode),
      approved: true,
      message: 'Not an approved team of this organisation',
    });
  if (fields.employeeCategoryId)
    wanted.push({
      field: 'employeeCategoryId',
      key: keys.employeeCategory(orgId, fields.employeeCategoryId),
      approved: true,
      message: 'Not an approved employee category of this organisation',
    });
  if (fields.officeId)
    wanted.push({
      field: 'officeId',
      key: keys.office(orgId, fields.officeId),
      approved: false,
      message: 'Not an office of this organisation',
    });

  const found = new Map<string, Record<string, unknown>>();
  if (wanted.length) {
    for (const item of await table.batchGet(wanted.map((w) => w.key))) found.set(String(item.sk), item);
  }
  const details: ErrorDetail[] = [];
  for (const w of wanted) {
    const item = found.get(w.key.sk);
    if (!item || item.deleted === true || (w.approved && item.status !== APPROVED))
      details.push({ field: w.field, message: w.message });
  }
  if (fields.jobLevel && !(await isApprovedJobLevel(orgId, fields.jobLevel))) {
    details.push({ field: 'jobLevel', message: 'Not an approved job level of this organisation' });
  }
  if (details.length) throw new AppError('INVALID_ARGUMENT', details.map((d) => d.message).join('. ') + '.', details);

  const team = fields.teamCode ? found.get(keys.team(orgId, fields.teamCode).sk) : undefined;
  return team
    ? {
        team: {
          code: String(team.code),
          teamName: String(team.teamName),
          ...(typeof team.teamDescription === 'string' && team.teamDescription
            ? { teamDescription: team.teamDescription }
            : {}),
        },
      }
    : {};
}

/** The organisation has an approved job level of that name (a short list: one query). */
async function isApprovedJobLevel(orgId: string, name: string): Promise<boolean> {
  return (await listJobLevels(orgId, APPROVED)).some((level) => level.name === name);
}
