import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { AdminGetUserCommand, UsernameExistsException } from '@aws-sdk/client-cognito-identity-provider';
import type { Organisation } from '../../shared/domain/organisations/organisation';
import { orgToSen } from '../../shared/domain/organisations/organisation-record';
import { epochSeconds } from '../../shared/domain/time/time';
import { TERMS_VERSION, type Role } from '../../shared/registry/roles';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { migrateEmployeeRecords } from '../../lambdas/services/employees/employee-migration';
import {
  cognitoClient,
  createCognitoUser,
  setCognitoPassword,
  updateCognitoAttributes,
} from '../../lambdas/core/clients/cognito';
import { env } from '../../lambdas/core/env';
import { createOrg, getOrg } from '../../lambdas/data/organisations/orgs';
import { createUser, findByEmail } from '../../lambdas/data/identity/users';
import { seedLookups } from './seed-lookups';
import { putSeedEmployee, seedEmployees } from './seed-employees';
import { recountEmployees } from '../../lambdas/data/employees/employee-counts';
import { seedDashboard } from './seed-dashboard';
import { seedOrganisations } from './seed-organisations';
import { seedMakerChecker } from './seed-maker-checker';
import { seedStatements } from './seed-statements';
import { seedPayRuns } from './seed-pay-runs';
import { seedSuppliers } from './seed-suppliers';
import { seedDisbursements } from './seed-disbursements';
import { seedSettlements } from './seed-settlements';
import { seedUploads } from './seed-uploads';
import { seedAdvancePay } from './seed-advance-pay';
import { seedBenefits } from './seed-benefits';
import { seedCompensation } from './seed-compensation';
import { DEMO_OFFERED_WALLETS, seedWallets } from './seed-wallets';
import { seedGazettedHolidays } from '../../lambdas/data/calendar/holidays';
import { DEMO_PASSWORD } from './demo-password';

/**
 * The marker item: present once the demo data is complete, with the version of the seed that
 * wrote it. A newer seed tops up data kept from an older one (every step only adds what is
 * missing), so `npm start` on an existing `.local/` shows the demo data of new areas too.
 */
const SEED_MARKER = { pk: 'PLATFORM#SEED', sk: 'DEMO' };
// 14: withdrawals carry the keys of GSI4, the platform's month (docs/data-model.md): older local
// data lacks them and the index, and only `npm run reset` gives both.
const SEED_VERSION = 14;

export interface DemoLogin {
  email: string;
  role: Role;
  orgId: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  acceptedTerms: string | null;
  /** For employee logins: the employee record created with it. */
  employee?: { icNumber: string; salary: number; mobileNumber: string; accountNumber: string };
  note?: string;
}

/** The demo logins (README), one per role; all with the password `Passw0rd!`. */
export const DEMO_LOGINS: DemoLogin[] = [
  {
    email: 'superadmin@platform.test',
    role: 'superadmin',
    orgId: null,
    firstName: '',
    lastName: '',
    displayName: '',
    acceptedTerms: null,
  },
  {
    email: 'admin@platform.test',
    role: 'admin',
    orgId: null,
    firstName: 'Aminah',
    lastName: 'Ismail',
    displayName: 'Aminah Ismail',
    acceptedTerms: null,
  },
  {
    email: 'manager@demo.test',
    role: 'Manager',
    orgId: 'demo',
    firstName: 'Daniel',
    lastName: 'Tan',
    displayName: 'Daniel Tan',
    acceptedTerms: TERMS_VERSION,
  },
  {
    email: 'executive@demo.test',
    role: 'Executive',
    orgId: 'demo',
    firstName: 'Nurul',
    lastName: 'Hassan',
    displayName: 'Nurul Hassan',
    acceptedTerms: TERMS_VERSION,
  },
  {
    email: 'employee@demo.test',
    role: 'employee',
    orgId: 'demo',
    firstName: 'Siti',
    lastName: 'Rahman',
    displayName: 'Siti Rahman',
    acceptedTerms: null,
    employee: { icNumber: '900101145678', salary: 4500, mobileNumber: '+60123456789', accountNumber: '114012345678' },
    note: 'terms not yet accepted',
  },
  {
    email: 'manager@other.test',
    role: 'Manager',
    orgId: 'other',
    firstName: 'Rajesh',
    lastName: 'Kumar',
    displayName: 'Rajesh Kumar',
    acceptedTerms: TERMS_VERSION,
  },
  {
    email: 'employee@other.test',
    role: 'employee',
    orgId: 'other',
    firstName: 'Ahmad',
    lastName: 'Zulkifli',
    displayName: 'Ahmad Zulkifli',
    acceptedTerms: TERMS_VERSION,
    employee: { icNumber: '920202106789', salary: 3800, mobileNumber: '+60129876543', accountNumber: '114098765432' },
  },
];

/** The organisation code (its `domain`) typed at login, per demo organisation. */
export const DEMO_ORG_CODES: Record<string, string> = { demo: 'demo', other: 'other' };

function demoOrganisations(now: number): Organisation[] {
  const common = {
    status: 'Active' as const,
    industry: 'Retail',
    companySize: 'small' as const,
    signupDate: '2023-01-02',
    country: 'Malaysia',
    eBenefits: 'yes' as const,
    advancePay: 'yes' as const,
    payDay: 25,
    cutoffDate: 20,
    advancePayMax: 2000,
    serviceFeePercentage: 5,
    serviceFeePaidBy: 'employee' as const,
    franchiseType: 'non_franchise' as const,
    wallets: DEMO_OFFERED_WALLETS,
    createdAt: now,
    modifiedAt: now,
  };
  return [
    {
      ...common,
      id: 'demo',
      tenantId: 'demo',
      name: 'Demo Sdn Bhd',
      domain: 'demo',
      registration: '201901012345 (1234567-A)',
      bankDetails: 'Maybank 514012345678',
      telephone: '+60321234567',
      website: 'https://demo.example.my',
      mainContact: 'Daniel Tan',
      mainContactNumber: '+60123450001',
      address: 'Level 10, Menara Demo, Jalan Sultan Ismail',
      city: 'Kuala Lumpur',
      state: 'WP Kuala Lumpur',
      postcode: '50250',
      disbursements: {
        enable: 'yes',
        initialCreditLimit: 100000,
        creditLimit: 100000,
        platformFeePercentage: 2,
        monthlyFeePercentage: 1.5,
      },
    },
    {
      ...common,
      id: 'other',
      tenantId: 'other',
      name: 'Other Trading Sdn Bhd',
      domain: 'other',
      registration: '201801054321 (7654321-X)',
      bankDetails: 'CIMB 8001234567',
      telephone: '+6041234567',
      website: 'https://other.example.my',
      mainContact: 'Rajesh Kumar',
      mainContactNumber: '+60123450002',
      address: '12 Lebuh Pantai',
      city: 'George Town',
      state: 'Pulau Pinang',
      postcode: '10300',
      disbursements: { enable: 'no' },
    },
  ];
}

/** The Cognito login of a demo user, created once (a half-finished earlier seed is resumed). */
async function ensureCognitoUser(login: DemoLogin): Promise<string> {
  const identity = { role: login.role, tenantId: login.orgId, acceptedTerms: login.acceptedTerms ?? '' };
  try {
    return await createCognitoUser({
      email: login.email,
      password: DEMO_PASSWORD,
      firstName: login.firstName,
      lastName: login.lastName,
      ...identity,
    });
  } catch (err) {
    if (!(err instanceof UsernameExistsException) && (err as Error).name !== 'UsernameExistsException') throw err;
    await updateCognitoAttributes(login.email, identity);
    await setCognitoPassword(login.email, DEMO_PASSWORD);
    const user = await (
      await cognitoClient()
    ).send(new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: login.email }));
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error(`Cognito has no sub for ${login.email}`, { cause: err });
    return sub;
  }
}

/**
 * Create the demo organisations, logins and employees (README) through the repositories and
 * Cognito. Idempotent: does nothing once the marker of this seed version exists; resumes a
 * partial run and tops up the data of an older seed version.
 * Answers whether it wrote anything.
 */
export async function seedDemoData(): Promise<boolean> {
  const { Item: marker } = await (await ddbDoc()).send(new GetCommand({ TableName: env.tableName, Key: SEED_MARKER }));
  if (Number(marker?.version) >= SEED_VERSION) return false;
  if (marker)
    console.warn(
      `Local data of demo seed version ${String(marker.version)}: topping it up to version ${SEED_VERSION}. ` +
        'Records written before may lack keys this version reads (docs/data-model.md); `npm run reset` starts afresh.',
    );
  const now = epochSeconds();

  for (const org of demoOrganisations(now)) {
    if (!(await getOrg(org.id))) await createOrg(orgToSen(org));
  }

  for (const login of DEMO_LOGINS) {
    const existing = await findByEmail(login.email);
    let id = existing?.userId;
    if (!id) {
      id = await ensureCognitoUser(login);
      await createUser({
        id,
        tenantId: login.orgId,
        orgId: login.orgId,
        displayName: login.displayName,
        firstName: login.firstName,
        lastName: login.lastName,
        email: login.email,
        role: login.role,
        status: 'Active',
        acceptedTerms: login.acceptedTerms,
        ...(login.employee ? { employeeICNumber: login.employee.icNumber } : {}),
        createdAt: now,
        modifiedAt: now,
      });
    }
    if (login.employee && login.orgId) {
      const e = login.employee;
      await putSeedEmployee({
        employeeICNumber: e.icNumber,
        orgId: login.orgId,
        firstName: login.firstName,
        lastName: login.lastName,
        name: `${login.firstName} ${login.lastName}`,
        email: login.email,
        mobileNumber: e.mobileNumber,
        mobileNumberVerified: true,
        accountNumber: e.accountNumber,
        bank: 'Maybank',
        bankCode: 'MBBEMYKL',
        status: 'approved',
        salary: e.salary,
        advancePayWithdrawalsDisabled: false,
        userId: id,
        country: 'Malaysia',
        createdAt: now,
        modifiedAt: now,
      });
    }
  }
  await seedEmployees(now);

  await seedLookups(now);

  await seedDashboard(now);

  await seedWallets(now);
  await seedGazettedHolidays(now);

  await seedOrganisations(now);
  // Version 13: Other (a single Manager) has two people for money switched off, with the reason.
  await seedMakerChecker(now);

  await seedAdvancePay(now);

  // eBenefits: benefits, the employees' categories and their wallet elections.
  await seedBenefits(now);
  await seedCompensation(now);
  await seedPayRuns(now);

  // Version 8: Demo's suppliers in every status (Finance).
  await seedSuppliers(now);

  // Version 9: Demo's disbursements in every status and the sandbox payment gateway (Finance).
  await seedDisbursements(now);
  // Version 9: Demo's settlement of its completed disbursement, partly repaid (after the
  // disbursements, whose completed one it settles).
  await seedSettlements(now);
  // Version 10: a sales file and a settlement file dropped as a partner would (after the
  // settlements: the settlement file pays towards Demo's).
  await seedUploads(now);

  // Last: the statements of the closed months of the Advance Pay transactions above.
  await seedStatements(Object.keys(DEMO_ORG_CODES));

  // Version 11: every demo organisation's employee counters, counted from its directory (data
  // seeded by an older version has employees but no counters).
  for (const org of demoOrganisations(now)) await recountEmployees(org.id, now);

  // Version 6: mobile numbers are claimed within each organisation. Data kept from an older
  // version holds platform-wide claims; the records migration moves them in.
  if (marker && Number(marker.version) < 6) {
    let cursor: string | undefined;
    do cursor = (await migrateEmployeeRecords(cursor)).nextCursor;
    while (cursor);
  }

  await (
    await ddbDoc()
  ).send(
    new PutCommand({
      TableName: env.tableName,
      Item: { ...SEED_MARKER, entity: 'seedMarker', version: SEED_VERSION, seededAt: now },
    }),
  );
  return true;
}

/** The lines `npm start` prints: where to sign in and with what. */
export function demoLoginLines(): string[] {
  const lines = [`Demo logins (password ${DEMO_PASSWORD}):`];
  for (const l of DEMO_LOGINS) {
    const where = l.orgId ? `organisation code "${DEMO_ORG_CODES[l.orgId]}"` : 'internal login (/internal)';
    lines.push(`  ${l.email.padEnd(26)} ${l.role.padEnd(11)} ${where}${l.note ? ` (${l.note})` : ''}`);
  }
  return lines;
}
