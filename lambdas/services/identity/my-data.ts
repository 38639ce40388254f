import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import type { User } from '../../../shared/domain/identity/user';
import { myDataFolder } from '../../../shared/domain/employees/personal-files';
import {
  MY_DATA_ABOUT,
  MY_DATA_INLINE_BYTES,
  klIso,
  myDataFileName,
  readableRecord,
  type MyDataDocument,
} from '../../../shared/domain/identity/my-data';
import { TIME_ZONE } from '../../../shared/domain/time/time';
import { ulid } from 'ulid';
import { putObject } from '../../core/clients/s3';
import { env } from '../../core/env';
import { presignFileDownload } from '../files/file-links';
import { listEmployeeAdvanceTransactionsPage } from '../../data/advance-pay/advance-transactions';
import { listStatementsPage } from '../../data/advance-pay/statements';
import { listElectedWallets } from '../../data/benefits/elected-wallets';
import { listOutboxMessages } from '../../data/messages/outbox';
import type { Key } from '../../data/table/table';
import { ownEntitlement } from '../benefits/employee-benefits';

/** Rows a read of a long list asks for at a time (each one bounded Query). */
const PAGE = 100;

/** Every row of a paged list, one bounded read after another. */
async function everyPage<T>(read: (page: { start?: Key; limit: number }) => Promise<{ items: T[]; next?: Key }>) {
  const out: T[] = [];
  let start: Key | undefined;
  do {
    const page = await read({ start, limit: PAGE });
    out.push(...page.items);
    start = page.next;
  } while (start);
  return out;
}

const rows = (records: readonly unknown[]) => records.map((r) => readableRecord(r) as Record<string, unknown>);

/**
 * The signed-in employee's own data as one document (docs/rules.md#privacy): their user and
 * employee records, every withdrawal and statement (read page after page), their benefits,
 * elections and the notices kept that were sent to them. Only this person's: the caller's own
 * records, found from the token by the handler. A document over MY_DATA_INLINE_BYTES is stored in the
 * generated-files bucket (`my-data/`, a day) and answered as a presigned link instead.
 */
export async function myData(user: User, employee: EmployeeRecord, now: Date = new Date()) {
  const { orgId, employeeICNumber: ic } = employee;
  const addresses = [employee.email, user.email, employee.mobileNumber].filter((a): a is string => !!a);
  const [withdrawals, statements, entitlement, elections, notices] = await Promise.all([
    everyPage((page) => listEmployeeAdvanceTransactionsPage(orgId, ic, page)),
    everyPage((page) => listStatementsPage(orgId, ic, page)),
    ownEntitlement(employee),
    listElectedWallets(orgId, ic),
    listOutboxMessages({ to: [...new Set(addresses)], limit: Infinity }),
  ]);
  const document: MyDataDocument = {
    generatedAt: klIso(now.getTime()),
    timeZone: TIME_ZONE,
    about: { ...MY_DATA_ABOUT },
    profile: {
      user: readableRecord(user) as Record<string, unknown>,
      employee: readableRecord(employee) as Record<string, unknown>,
    },
    withdrawals: rows(withdrawals),
    statements: rows(statements),
    benefits: rows(entitlement.benefits),
    elections: rows(elections),
    notices: rows(notices),
  };
  const fileName = myDataFileName(now);
  const text = JSON.stringify(document, null, 2);
  if (Buffer.byteLength(text) <= MY_DATA_INLINE_BYTES) return { fileName, document };
  // A long history: the same file, stored a day and answered as a link.
  const key = `${myDataFolder(orgId, ic)}${ulid()}/${fileName}`;
  await putObject({ Bucket: env.filesBucket, Key: key, Body: text, ContentType: 'application/json; charset=utf-8' });
  return { fileName, ...(await presignFileDownload(key, fileName)) };
}
