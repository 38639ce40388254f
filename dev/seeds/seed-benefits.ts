import { PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ElectedWallet } from '../../shared/domain/benefits/elected-wallet';
import type { EmployeeBenefitRecord } from '../../shared/domain/benefits/employee-benefit';
import { rmToSen } from '../../shared/domain/money/money';
import { uploadCacheControl } from '../../shared/domain/files/uploads';
import { screenshotPng } from '../png';
import { screenshotPrefix } from '../../shared/domain/benefits/wallet-election';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { addElectedWallet, getElectedWallet } from '../../lambdas/data/benefits/elected-wallets';
import { toBenefitItem } from '../../lambdas/data/benefits/employee-benefits';
import { keys } from '../../lambdas/data/table/keys';
import { putIfAbsent } from '../../lambdas/data/table/org-items';
import { listAllEmployees } from '../../lambdas/data/employees/employees';
import { DEMO_CATEGORY_IDS } from './seed-lookups';
import { DEMO_WALLET_IDS } from './seed-wallets';

/** The demo logins' employees (seed.ts): Siti Rahman of Demo, Ahmad Zulkifli of Other. */
export const DEMO_BENEFIT_EMPLOYEES = { demo: '900101145678', other: '920202106789' } as const;

/** Fixed ids, so a second run finds what the first wrote. */
export const DEMO_BENEFIT_IDS = {
  transport: '01JDEMO0BENEFIT00000000001',
  meal: '01JDEMO0BENEFIT00000000002',
  housingJb: '01JDEMO0BENEFIT00000000003',
  internStipend: '01JDEMO0BENEFIT00000000004',
  wellness: '01JDEMO0BENEFIT00000000005',
  otherAllowance: '01JOTHER0BENEFIT0000000001',
} as const;

function benefits(now: number): EmployeeBenefitRecord[] {
  const staff = { employeeCategoryId: DEMO_CATEGORY_IDS.demoApproved, employeeCategory: 'Staff' };
  const kl = { officeCode: 'KL', officeName: 'Kuala Lumpur HQ' };
  const by = { createdBy: 'Nurul Hassan', createdAt: now, modifiedBy: 'Nurul Hassan', modifiedDate: now };
  const approved = {
    status: 'Approved' as const,
    ...by,
    modifiedBy: 'Daniel Tan',
    approvedBy: 'Daniel Tan',
    approvedDate: now,
  };
  return [
    {
      id: DEMO_BENEFIT_IDS.transport,
      orgId: 'demo',
      name: 'Transport allowance',
      amountSen: rmToSen(150),
      recurrence: 'Monthly',
      ...staff,
      ...kl,
      ...approved,
    },
    {
      id: DEMO_BENEFIT_IDS.meal,
      orgId: 'demo',
      name: 'Meal allowance',
      amountSen: rmToSen(220.5),
      recurrence: 'Monthly',
      ...staff,
      ...kl,
      ...approved,
    },
    {
      id: DEMO_BENEFIT_IDS.housingJb,
      orgId: 'demo',
      name: 'Housing allowance',
      amountSen: rmToSen(300),
      recurrence: 'Monthly',
      ...staff,
      officeCode: 'JB',
      officeName: 'Johor Bahru Branch',
      ...approved,
    },
    // Pending Approval, of a category Pending Approval too: approving it asks to approve both.
    {
      id: DEMO_BENEFIT_IDS.internStipend,
      orgId: 'demo',
      name: 'Internship stipend',
      amountSen: rmToSen(500),
      recurrence: 'Monthly',
      employeeCategoryId: DEMO_CATEGORY_IDS.demoPending,
      employeeCategory: 'Interns',
      ...kl,
      status: 'Pending Approval',
      ...by,
    },
    {
      id: DEMO_BENEFIT_IDS.wellness,
      orgId: 'demo',
      name: 'Wellness allowance',
      amountSen: rmToSen(600),
      recurrence: 'Yearly',
      ...staff,
      ...kl,
      status: 'Draft',
      ...by,
    },
    {
      id: DEMO_BENEFIT_IDS.otherAllowance,
      orgId: 'other',
      name: 'Phone allowance',
      amountSen: rmToSen(80),
      recurrence: 'Monthly',
      employeeCategoryId: DEMO_CATEGORY_IDS.otherApproved,
      employeeCategory: 'Other Staff',
      // No office: paid at every office of the category.
      officeCode: '',
      status: 'Approved',
      createdBy: 'Rajesh Kumar',
      createdAt: now,
      modifiedBy: 'Rajesh Kumar',
      modifiedDate: now,
      approvedBy: 'Rajesh Kumar',
      approvedDate: now,
    },
  ];
}

/** Put an employee in a category (and office), unless they already have one. */
async function place(orgId: string, ic: string, categoryId: string, officeId?: string) {
  await (
    await ddbDoc()
  ).send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: keys.employee(orgId, ic),
      UpdateExpression: `SET employeeCategoryId = if_not_exists(employeeCategoryId, :cat)${officeId ? ', officeId = if_not_exists(officeId, :office)' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':cat': categoryId, ...(officeId ? { ':office': officeId } : {}) },
    }),
  );
}

/** A verification screenshot in the employee's own folder of the uploads bucket (a PNG drawn here). */
async function screenshot(orgId: string, ic: string, wallet: string) {
  const fileName = `${wallet}-verified.png`;
  const key = `${screenshotPrefix(orgId, ic)}demo/${fileName}`;
  await (
    await s3Client()
  ).send(
    new PutObjectCommand({
      Bucket: env.uploadsBucket,
      Key: key,
      Body: screenshotPng(),
      ContentType: 'image/png',
      CacheControl: uploadCacheControl('walletScreenshot'),
    }),
  );
  return { key, fileName };
}

const WALLET_NAMES: Record<string, string> = {
  [DEMO_WALLET_IDS.tng]: "Touch 'n Go eWallet",
  [DEMO_WALLET_IDS.boost]: 'Boost',
  [DEMO_WALLET_IDS.grab]: 'GrabPay',
};

/** Elect wallets for an employee through the repository (so the running total is kept), skipping those already elected. */
async function elect(orgId: string, ic: string, split: [walletId: string, percentage: number][], now: number) {
  for (const [walletId, percentage] of split) {
    if (await getElectedWallet(orgId, ic, walletId)) continue;
    const election: ElectedWallet = {
      id: walletId,
      orgId,
      employeeICNumber: ic,
      walletId,
      name: WALLET_NAMES[walletId],
      accountNumber: `01${ic.slice(-8)}`,
      percentage,
      accountVerified: 'Yes',
      statusVerificationScreenshot: await screenshot(orgId, ic, WALLET_NAMES[walletId].split(' ')[0]),
      createdAt: now,
      modifiedAt: now,
    };
    await addElectedWallet(election);
  }
}

/**
 * eBenefits demo data: Demo's benefits (three Approved for Staff at KL and JB, one Pending
 * Approval for Interns, one Draft) and Other's Approved phone allowance; the logins' employees and
 * some of the directory placed in those categories; wallet elections complete (100%) for
 * employee@other.test and half of Demo's Staff, incomplete (60%) for employee@demo.test.
 */
export async function seedBenefits(now: number): Promise<void> {
  for (const benefit of benefits(now)) await putIfAbsent(toBenefitItem(benefit));

  await place('demo', DEMO_BENEFIT_EMPLOYEES.demo, DEMO_CATEGORY_IDS.demoApproved, 'office-demo-kl');
  await place('other', DEMO_BENEFIT_EMPLOYEES.other, DEMO_CATEGORY_IDS.otherApproved);
  await elect('demo', DEMO_BENEFIT_EMPLOYEES.demo, [[DEMO_WALLET_IDS.tng, 60]], now);
  await elect(
    'other',
    DEMO_BENEFIT_EMPLOYEES.other,
    [
      [DEMO_WALLET_IDS.tng, 70],
      [DEMO_WALLET_IDS.grab, 30],
    ],
    now,
  );

  // The first approved employees of Demo's directory: Staff, at KL or JB; every other one elected in full.
  const directory = (await listAllEmployees('demo', 'approved'))
    .filter((e) => e.employeeICNumber !== DEMO_BENEFIT_EMPLOYEES.demo && !e.userId)
    .slice(0, 8);
  for (const [i, e] of directory.entries()) {
    await place(
      'demo',
      e.employeeICNumber,
      DEMO_CATEGORY_IDS.demoApproved,
      i % 2 ? 'office-demo-jb' : 'office-demo-kl',
    );
    if (i % 2 === 0)
      await elect(
        'demo',
        e.employeeICNumber,
        [
          [DEMO_WALLET_IDS.tng, 50],
          [DEMO_WALLET_IDS.boost, 50],
        ],
        now,
      );
  }
}
