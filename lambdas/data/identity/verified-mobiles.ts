import { keys } from '../table/keys';
import { table } from '../table/table';

/**
 * Which employee, on the whole platform, proved a mobile number theirs by a code
 * (docs/rules.md#verification-codes-and-lock-out). Mobile numbers are unique within an
 * organisation only, so this mark is what tells, across organisations, that a number belongs to
 * someone: a code to verify a number for anybody else is then not sent to it.
 *
 * The mark is written when a number is verified and never has to be cleaned up: it counts only
 * while the employee it names still has that number, verified, on a live record (a changed number,
 * a manager's edit, a removal or an import leaves a mark that no longer counts).
 */
const ENTITY = 'verifiedMobile';
const VERSION = 1;

export interface MobileHolder {
  orgId: string;
  employeeICNumber: string;
}

/** Record that this employee has just proved the number theirs (the latest verification wins). */
export async function recordVerifiedMobile(holder: MobileHolder & { mobileNumber: string }, at: number): Promise<void> {
  await table.put({
    Item: {
      ...keys.verifiedMobile(holder.mobileNumber),
      entity: ENTITY,
      version: VERSION,
      orgId: holder.orgId,
      employeeICNumber: holder.employeeICNumber,
      verifiedAt: at,
    },
  });
}

/** The employee whose verified number this is today, if anyone's (a stale mark counts as none). */
export async function verifiedMobileHolder(mobileNumber: string): Promise<MobileHolder | undefined> {
  const { Item: mark } = await table.get({ Key: keys.verifiedMobile(mobileNumber), ConsistentRead: true });
  if (typeof mark?.orgId !== 'string' || typeof mark.employeeICNumber !== 'string') return undefined;
  const holder = { orgId: mark.orgId, employeeICNumber: mark.employeeICNumber };
  const { Item: employee } = await table.get({
    Key: keys.employee(holder.orgId, holder.employeeICNumber),
    ConsistentRead: true,
  });
  const current =
    !!employee &&
    employee.deleted !== true &&
    employee.mobileNumber === mobileNumber.trim() &&
    employee.mobileNumberVerified === true;
  return current ? holder : undefined;
}
