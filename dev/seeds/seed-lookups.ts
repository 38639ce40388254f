import type { EmployeeCategory } from '../../shared/domain/employees/employee-category';
import type { JobLevel } from '../../shared/domain/employees/job-level';
import type { Office } from '../../shared/domain/employees/office';
import type { Team } from '../../shared/domain/employees/team';
import { createCategory, getCategory } from '../../lambdas/data/organisations/employee-categories';
import { putJobLevelIfAbsent } from '../../lambdas/data/organisations/job-levels';
import { putOfficeIfAbsent } from '../../lambdas/data/organisations/offices';
import { putTeamIfAbsent } from '../../lambdas/data/organisations/teams';
import { seedJobLevelCatalogue } from './seed-job-levels';

/** Fixed ids, so a second run finds what the first wrote. */
export const DEMO_CATEGORY_IDS = {
  demoApproved: '01JDEMO0CATEGORY0000000001',
  demoPending: '01JDEMO0CATEGORY0000000002',
  otherApproved: '01JOTHER0CATEGORY000000001',
} as const;

function categories(now: number): EmployeeCategory[] {
  const by = { createdBy: 'Daniel Tan', createdDate: now, modifiedBy: 'Daniel Tan', modifiedDate: now };
  return [
    {
      id: DEMO_CATEGORY_IDS.demoApproved,
      orgId: 'demo',
      code: 'STAFF',
      name: 'Staff',
      description: 'Permanent staff',
      status: 'Approved',
      ...by,
      approvedBy: 'Daniel Tan',
      approvedDate: now,
    },
    {
      id: DEMO_CATEGORY_IDS.demoPending,
      orgId: 'demo',
      code: 'INTERN',
      name: 'Interns',
      description: 'Interns and trainees',
      status: 'Pending Approval',
      ...by,
    },
    {
      id: DEMO_CATEGORY_IDS.otherApproved,
      orgId: 'other',
      code: 'STAFF',
      name: 'Other Staff',
      description: 'Staff of Other Trading',
      status: 'Approved',
      createdBy: 'Rajesh Kumar',
      createdDate: now,
      modifiedBy: 'Rajesh Kumar',
      modifiedDate: now,
      approvedBy: 'Rajesh Kumar',
      approvedDate: now,
    },
  ];
}

function teams(now: number): Team[] {
  const approved = {
    status: 'Approved' as const,
    createdAt: now,
    modifiedAt: now,
    createdBy: 'Daniel Tan',
    modifiedBy: 'Daniel Tan',
    approvedBy: 'Daniel Tan',
    approvedAt: now,
  };
  return [
    {
      id: 'team-demo-ops',
      orgId: 'demo',
      code: 'OPS',
      teamName: 'Operations',
      teamDescription: 'Store and warehouse operations',
      ...approved,
    },
    {
      id: 'team-demo-fin',
      orgId: 'demo',
      code: 'FIN',
      teamName: 'Finance',
      teamDescription: 'Accounts and payroll',
      ...approved,
    },
    {
      id: 'team-other-sales',
      orgId: 'other',
      code: 'SALES',
      teamName: 'Sales',
      teamDescription: 'Sales team of Other Trading',
      ...approved,
      createdBy: 'Rajesh Kumar',
      modifiedBy: 'Rajesh Kumar',
      approvedBy: 'Rajesh Kumar',
    },
  ];
}

function offices(now: number): Office[] {
  return [
    {
      id: 'office-demo-kl',
      orgId: 'demo',
      officeCode: 'KL',
      name: 'Kuala Lumpur HQ',
      address: 'Level 10, Menara Demo, Jalan Sultan Ismail',
      city: 'Kuala Lumpur',
      state: 'WP Kuala Lumpur',
      postcode: '50250',
      country: 'Malaysia',
      contactNo: '+60321234567',
      createdAt: now,
      modifiedAt: now,
    },
    {
      id: 'office-demo-jb',
      orgId: 'demo',
      officeCode: 'JB',
      name: 'Johor Bahru Branch',
      address: '8 Jalan Wong Ah Fook',
      city: 'Johor Bahru',
      state: 'Johor',
      postcode: '80000',
      country: 'Malaysia',
      createdAt: now,
      modifiedAt: now,
    },
  ];
}

function jobLevels(now: number): JobLevel[] {
  const approved = {
    orgId: 'demo',
    status: 'Approved' as const,
    createdAt: now,
    modifiedAt: now,
    createdBy: 'Daniel Tan',
    modifiedBy: 'Daniel Tan',
    approvedBy: 'Daniel Tan',
    approvedAt: now,
  };
  return [
    { id: 'joblevel-demo-ex', jobLevel: 'EX', name: 'Executive', jobGrade: 4, ...approved },
    { id: 'joblevel-demo-se', jobLevel: 'SE', name: 'Senior Executive', jobGrade: 6, ...approved },
    { id: 'joblevel-demo-mg', jobLevel: 'MG', name: 'Manager', jobGrade: 9, ...approved },
    { id: 'joblevel-demo-sm', jobLevel: 'SM', name: 'Senior Manager', jobGrade: 12, ...approved },
  ];
}

/**
 * The look-up records of the demo organisations: employee categories (one approved and one
 * pending for demo, an approved one for other), approved teams, offices and approved job levels
 * (with the claims of office codes and job level names), and the provider's job level catalogue.
 * Idempotent: each record is written only when absent.
 */
export async function seedLookups(now: number): Promise<void> {
  for (const c of categories(now)) if (!(await getCategory(c.orgId, c.id))) await createCategory(c);
  for (const t of teams(now)) await putTeamIfAbsent(t);
  for (const o of offices(now)) await putOfficeIfAbsent(o);
  for (const l of jobLevels(now)) await putJobLevelIfAbsent(l);
  await seedJobLevelCatalogue(now);
}
