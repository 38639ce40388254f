import { approveEmployees } from '../../shared/callables/employees';
import type { Employee } from '../../shared/domain/employee';
import { epochSeconds } from '../../shared/domain/time';
import { AppError } from '../../shared/registry/errors';
import { scopeOrg } from '../core/caller';
import { createCognitoUser, deleteCognitoUser, isUsernameTaken } from '../core/clients/cognito';
import { siteLink } from '../core/site-links';
import { paths } from '../../shared/routes';
import { makeHandler } from '../core/make-handler';
import { firstPassword, TEMPORARY_PASSWORD_DAYS } from '../core/passwords';
import { sendEmail } from '../services/outbox';
import { approveEmployeeRecord, getEmployees } from '../data/employees';
import { getOrg } from '../data/orgs';
import { toUserItem } from '../data/users';

/**
 * Approve an employee; one with an e-mail gets a Cognito login (role employee, their
 * organisation) with a temporary password, and the invitation through the outbox. The Cognito user is removed again if
 * the records cannot be written, so no login exists without its user record.
 */
async function approveOne(
  employee: Employee,
  orgCode: string,
  orgName: string,
  by: string,
  at: number,
): Promise<boolean> {
  if (!employee.email) {
    await approveEmployeeRecord(employee, undefined, by, at);
    return false;
  }
  const password = firstPassword();
  let userId: string;
  try {
    userId = await createCognitoUser({
      email: employee.email,
      password,
      temporary: true,
      firstName: employee.firstName,
      lastName: employee.lastName,
      role: 'employee',
      tenantId: employee.orgId,
      acceptedTerms: '',
    });
  } catch (err) {
    if (isUsernameTaken(err)) {
      throw new AppError(
        'ALREADY_EXISTS',
        `A login with the e-mail ${employee.email} already exists; change ${employee.name}'s e-mail first.`,
      );
    }
    throw err;
  }
  const userItem = toUserItem({
    id: userId,
    tenantId: employee.orgId,
    orgId: employee.orgId,
    displayName: employee.name,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    role: 'employee',
    status: 'Active',
    acceptedTerms: null,
    employeeICNumber: employee.employeeICNumber,
    createdAt: at,
    modifiedAt: at,
  });
  try {
    await approveEmployeeRecord(employee, { userItem }, by, at);
  } catch (err) {
    await deleteCognitoUser(employee.email).catch(() => undefined);
    throw err;
  }
  await sendEmail({
    to: employee.email,
    subject: `Your ${orgName} account is ready`,
    text: [
      `Hello ${employee.firstName},`,
      '',
      `${orgName} has approved your account. Sign in at ${siteLink(paths.login())} with:`,
      `  Organisation code: ${orgCode}`,
      `  E-mail: ${employee.email}`,
      `  Temporary password: ${password}`,
      '',
      `At your first sign-in you choose your own password; the temporary one then stops working. It expires in ${TEMPORARY_PASSWORD_DAYS} days.`,
    ].join('\n'),
  });
  return true;
}

/** All selected must be pending approval, or nothing is approved. */
export const handler = makeHandler(approveEmployees, async ({ ICNumbers, orgId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const wanted = [...new Set(ICNumbers)];
  const employees = await getEmployees(org, wanted);
  const found = new Set(employees.map((e) => e.employeeICNumber));
  const missing = wanted.filter((ic) => !found.has(ic));
  if (missing.length) throw new AppError('NOT_FOUND', `There is no employee with IC number ${missing.join(', ')}.`);
  if (employees.some((e) => e.status !== 'pending-approval'))
    throw new AppError('INVALID_STATE', 'Selected items are not Pending Approval!');

  const organisation = await getOrg(org);
  const at = epochSeconds();
  let invited = 0;
  for (const employee of employees) {
    if (await approveOne(employee, organisation?.domain ?? org, organisation?.name ?? org, caller.email, at))
      invited += 1;
  }
  return { approved: employees.length, invited };
});
