import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bankByCode } from '../../shared/domain/money/banks';
import { employeeName, type Employee } from '../../shared/domain/employees/employee';
import { employeeToSen } from '../../shared/domain/employees/employee-record';
import { epochSeconds } from '../../shared/domain/time/time';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { toEmployeeItem, touchEmployeesItem } from '../../lambdas/data/employees/employees';
import { claimItems, transact } from '../../lambdas/data/employees/employee-claims';
import { employeeCountsItem, statusDelta } from '../../lambdas/data/employees/employee-counts';

/**
 * Store a demo employee with its mobile claim (and, for one with a login, add the employee to
 * the e-mail claim its user record made), through the employees repository's stored form.
 * Skips an employee already there, so a half-finished seed resumes.
 */
export async function putSeedEmployee(employee: Employee): Promise<void> {
  const { Item } = await (
    await ddbDoc()
  ).send(new GetCommand({ TableName: env.tableName, Key: keys.employee(employee.orgId, employee.employeeICNumber) }));
  if (Item) return;
  await transact(
    [
      {
        Put: {
          TableName: env.tableName,
          Item: toEmployeeItem(employeeToSen(employee)),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...claimItems(employee, { email: !employee.userId, mobile: true }),
      // the directory changed now (the record's own dates may lie in the past)
      touchEmployeesItem(employee.orgId, epochSeconds()),
      ...employeeCountsItem(employee.orgId, statusDelta(undefined, employee.status)),
    ],
    [],
  );
  if (employee.userId && employee.email) {
    await (
      await ddbDoc()
    ).send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: keys.uniqueEmail(employee.email),
        UpdateExpression: 'SET employeeICNumber = :ic',
        ConditionExpression: 'userId = :uid',
        ExpressionAttributeValues: { ':ic': employee.employeeICNumber, ':uid': employee.userId },
      }),
    );
  }
}

const FIRST = [
  'Ahmad',
  'Nur Aisyah',
  'Muhammad Hafiz',
  'Tan Wei',
  'Lim Mei',
  'Kavitha',
  'Arjun',
  'Farah',
  'Chong Kar',
  'Siti Nurhaliza',
  'Mohd Firdaus',
  'Lee Jia',
  'Priya',
  'Hakim',
  'Wong Siew',
  'Nadia',
  'Ravi',
  'Aminah',
  'Goh Boon',
  'Zulaikha',
  'Faizal',
  'Ong Li',
  'Deepa',
  'Syafiq',
  'Yap Hui',
];
const LAST = [
  'Abdullah',
  'Ismail',
  'Rahman',
  'Hong',
  'Ling',
  'Subramaniam',
  'Nair',
  'Hassan',
  'Keat',
  'Yusof',
  'Razak',
  'Ying',
  'Krishnan',
  'Azman',
  'Mei',
  'Salleh',
  'Chandran',
  'Osman',
  'Huat',
  'Kamal',
  'Ibrahim',
  'Ting',
  'Raj',
  'Zakaria',
  'Min',
];
const BANKS = ['MBBEMYKL', 'CIBBMYKL', 'PBBEMYKL', 'RHBBMYKL', 'HLBBMYKL', 'BIMBMYKL', 'AFBQMYKL', 'UOVBMYKL'];

/**
 * The directory of a demo organisation: `count` employees with varied salaries and banks; the
 * last `pending` of them wait for approval and have an e-mail (approving them sends the
 * invitation). Deterministic, so every fresh stack shows the same directory.
 */
export function demoDirectory(orgId: string, count: number, pending: number, seed: number, now: number): Employee[] {
  return Array.from({ length: count }, (_, i) => {
    const n = (i * 7 + seed) % FIRST.length;
    const firstName = FIRST[n];
    const lastName = LAST[(n * 3 + seed) % LAST.length];
    const isPending = i >= count - pending;
    const bankCode = BANKS[(i + seed) % BANKS.length];
    const year = 70 + ((i * 3 + seed) % 30);
    const employee: Employee = {
      employeeICNumber: `${year}${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}${String(10 + seed).padStart(2, '0')}${String(5000 + i).padStart(4, '0')}`,
      orgId,
      firstName,
      lastName,
      name: employeeName({ firstName, lastName }),
      mobileNumber: `+6011${String(seed).padStart(2, '0')}${String(100000 + i * 37).padStart(6, '0')}`,
      accountNumber: `${8000000000 + seed * 1000000 + i * 1234}`,
      bankCode,
      bank: bankByCode(bankCode)?.name ?? bankCode,
      status: isPending ? 'pending-approval' : 'approved',
      salary: 2200 + ((i * 613 + seed * 97) % 6800),
      jobLevel: undefined,
      advancePayWithdrawalsDisabled: i % 11 === 5,
      dateOfBirth: `19${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      city: ['Kuala Lumpur', 'Petaling Jaya', 'Shah Alam', 'George Town', 'Johor Bahru'][i % 5],
      country: 'Malaysia',
      createdAt: now - (count - i) * 86400,
      modifiedAt: now - (count - i) * 86400,
      ...(isPending
        ? { email: `${firstName.split(' ')[0].toLowerCase()}.${lastName.toLowerCase()}.${orgId}${i}@example.my` }
        : {}),
    };
    if (!employee.jobLevel) delete employee.jobLevel;
    return employee;
  });
}

/** About 25 employees for Demo (4 pending approval) and 5 for Other (1 pending), besides the logins. */
export async function seedEmployees(now: number): Promise<void> {
  for (const employee of [...demoDirectory('demo', 24, 4, 1, now), ...demoDirectory('other', 4, 1, 2, now)]) {
    await putSeedEmployee(employee);
  }
}
