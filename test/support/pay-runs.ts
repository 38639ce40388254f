import { ulid } from 'ulid';
import type { PayRun } from '../../shared/domain/benefits/pay-run';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import type { EmployeeBenefit } from '../../shared/domain/benefits/employee-benefit';
import type { ElectedWallet } from '../../shared/domain/benefits/elected-wallet';
import { rmToSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { toElectedWalletItem } from '../../lambdas/data/benefits/elected-wallets';
import { toBenefitItem } from '../../lambdas/data/benefits/employee-benefits';
import { createCategory } from '../../lambdas/data/organisations/employee-categories';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { keys } from '../../lambdas/data/table/keys';
import { putOfficeIfAbsent } from '../../lambdas/data/organisations/offices';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { table } from '../../lambdas/data/table/table';
import { putTeamIfAbsent } from '../../lambdas/data/organisations/teams';
import { DEMO_WALLET_IDS } from '../../dev/seeds/seed-wallets';
import { callApi, okBody, signIn } from './api';
import { freshEmployee, freshMobile } from './own-profile';
import { createTestUser } from './users';

/**
 * A fresh organisation with eBenefits on and everything a benefit pay run reads, written through
 * the repositories' item builders (the benefits and elections write paths belong to their own
 * area): offices KL and PG, approved categories STAFF and EXEC (and a draft one), approved teams
 * OPS, SALES and EMPTY (no members), and a draft one, approved benefits (and a draft one), and employees:
 * - `kl`: OPS / STAFF / KL, elections Touch 'n Go 33% + GrabPay 67%, with a login;
 * - `pg`: OPS / STAFF / PG, Touch 'n Go 100%;
 * - `partial`: OPS / STAFF / KL, only 60% elected (not eligible);
 * - `exec`: SALES / EXEC / KL, GrabPay 100%;
 * - `pending`: OPS / STAFF, pending approval (never counted).
 * Net pay of a run of the OPS team with amount A: kl = 100 + 50.50 + A, pg = 100 + A.
 */
export async function payRunWorld() {
  const at = epochSeconds();
  const orgId = `pr-${ulid().toLowerCase()}`;
  await createOrg({
    id: orgId,
    tenantId: orgId,
    name: `Pay Run Test ${orgId.slice(-6)} Sdn Bhd`,
    status: 'Active',
    domain: orgId,
    eBenefits: 'yes',
    advancePay: 'no',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    wallets: [DEMO_WALLET_IDS.tng, DEMO_WALLET_IDS.grab],
    createdAt: at,
    modifiedAt: at,
  });

  const office = (code: string, name: string) => ({
    id: ulid(),
    orgId,
    officeCode: code,
    name,
    createdAt: at,
    modifiedAt: at,
  });
  const kl = office('KL', 'Kuala Lumpur HQ');
  const pg = office('PG', 'Penang Branch');
  await putOfficeIfAbsent(kl);
  await putOfficeIfAbsent(pg);

  const category = async (code: string, name: string, status: 'Approved' | 'Draft') =>
    createCategory({
      id: ulid(),
      orgId,
      code,
      name,
      description: `${name} of the test organisation`,
      status,
      modifiedBy: 'Test',
      modifiedDate: at,
    });
  const staff = await category('STAFF', 'Staff', 'Approved');
  const exec = await category('EXEC', 'Executives', 'Approved');
  const draftCategory = await category('INTERN', 'Interns', 'Draft');

  const team = (code: string, teamName: string, status: 'Approved' | 'Draft') =>
    putTeamIfAbsent({
      id: ulid(),
      orgId,
      code,
      teamName,
      teamDescription: `${teamName} team`,
      status,
      createdAt: at,
      modifiedAt: at,
    });
  await team('OPS', 'Operations', 'Approved');
  await team('SALES', 'Sales', 'Approved');
  await team('NEW', 'New Team', 'Draft');
  await team('EMPTY', 'Nobody Yet', 'Approved');

  const benefit = (
    name: string,
    amount: number,
    categoryId: string,
    officeCode: string,
    status: EmployeeBenefit['status'],
  ) =>
    table.put({
      Item: toBenefitItem({
        id: ulid(),
        orgId,
        name,
        amountSen: rmToSen(amount),
        employeeCategory: categoryId === staff.id ? 'Staff' : 'Executives',
        employeeCategoryId: categoryId,
        officeCode,
        recurrence: 'Monthly',
        status,
        createdAt: at,
        modifiedBy: 'Test',
        modifiedDate: at,
      }),
    });
  await benefit('Meal allowance', 100, staff.id, '', 'Approved');
  await benefit('KL parking', 50.5, staff.id, 'KL', 'Approved');
  await benefit('Car allowance', 900, exec.id, '', 'Approved');
  await benefit('Phone allowance', 77, staff.id, '', 'Pending Approval');

  const wallets = {
    tng: { walletId: DEMO_WALLET_IDS.tng, name: "Touch 'n Go eWallet" },
    grab: { walletId: DEMO_WALLET_IDS.grab, name: 'GrabPay' },
  };
  const elect = async (ic: string, shares: [keyof typeof wallets, number][]) => {
    const items = shares.map(([w, percentage], i): ElectedWallet => ({
      id: `${ulid()}${i}`,
      orgId,
      employeeICNumber: ic,
      ...wallets[w],
      accountNumber: `${w.toUpperCase()}-${ic}`,
      percentage,
      accountVerified: 'Yes',
      // Elected one after the other, in the order given (the last takes the rounding remainder).
      createdAt: at + i,
      modifiedAt: at + i,
    }));
    await table.transact([
      ...items.map((w) => ({ Put: { Item: toElectedWalletItem(w) } })),
      {
        Put: {
          Item: {
            ...keys.electionTotal(orgId, ic),
            entity: 'electionTotal',
            version: 1,
            total: shares.reduce((s, [, p]) => s + p, 0),
          },
        },
      },
    ]);
  };

  const digits = () => String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
  const plain = async (firstName: string, fields: Partial<EmployeeRecord>) => {
    const employee: EmployeeRecord = {
      employeeICNumber: `9${digits()}`,
      orgId,
      firstName,
      lastName: 'Test',
      name: `${firstName} Test`,
      mobileNumber: freshMobile(),
      status: 'approved',
      advancePayWithdrawalsDisabled: false,
      createdAt: at,
      modifiedAt: at,
      ...fields,
    };
    await createEmployee(employee);
    return employee;
  };
  const opsStaff = { team: { code: 'OPS', teamName: 'Operations' }, employeeCategoryId: staff.id };
  const klEmployee = await freshEmployee(orgId, {
    firstName: 'Aisyah',
    lastName: 'Rahman',
    name: 'Aisyah Rahman',
    ...opsStaff,
    officeId: kl.id,
  });
  const pgEmployee = await plain('Badrul', { ...opsStaff, officeId: pg.id });
  const partial = await plain('Chong', { ...opsStaff, officeId: kl.id });
  const execEmployee = await plain('Devi', {
    team: { code: 'SALES', teamName: 'Sales' },
    employeeCategoryId: exec.id,
    officeId: kl.id,
  });
  const pending = await plain('Ehsan', { ...opsStaff, status: 'pending-approval' });
  await elect(klEmployee.employee.employeeICNumber, [
    ['tng', 33],
    ['grab', 67],
  ]);
  await elect(pgEmployee.employeeICNumber, [['tng', 100]]);
  await elect(partial.employeeICNumber, [['tng', 60]]);
  await elect(execEmployee.employeeICNumber, [['grab', 100]]);
  await elect(pending.employeeICNumber, [['tng', 100]]);

  const login = async (role: 'Manager' | 'Executive') => {
    const user = await createTestUser({ role, orgId, acceptedTerms: true });
    return { email: user.email, password: user.password, token: (await signIn(user.email, user.password)).idToken };
  };
  const [manager, executive] = [await login('Manager'), await login('Executive')];
  return {
    orgId,
    categories: { staff, exec, draft: draftCategory },
    offices: { kl, pg },
    employees: { kl: klEmployee.employee, pg: pgEmployee, partial, exec: execEmployee, pending },
    employeeToken: klEmployee.token,
    manager: manager.token,
    executive: executive.token,
    /** The manager's sign-in (the browser tests). */
    managerLogin: { code: orgId, email: manager.email, password: manager.password },
  };
}

/** A draft run of the OPS team (RM 10 each, pay day 28/11/2026) named `benefitName`, made through the API by `executive`. */
export const createTeamRun = async (
  executive: string,
  benefitName: string,
  payType: 'Regular' | 'Ad-hoc' = 'Regular',
): Promise<PayRun> =>
  okBody(
    await callApi(
      'payRuns-createPayRun',
      { payType, payDay: '2026-11-28', benefitName, amount: 10, grouping: 'teams', eligibleTeams: ['OPS'] },
      executive,
    ),
  );
