import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DROP_PREFIXES } from '../../shared/domain/finance/uploaded-document';
import { klDate } from '../../shared/domain/time/time';
import { headObject, s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { importCreatedObject } from '../../lambdas/services/finance/partner-import';
import { DEMO_COMPLETED_DISBURSEMENT_ID } from './seed-settlements';

/**
 * Two small partner files dropped into the uploads bucket, as a partner's system would drop them
 * (docs/rules.md#sales-and-settlement-files-the-trigger): a sales file of Demo and of Kopi Kita
 * Johor Bahru (a franchisee: its sales owe Kopi Kita Holdings a royalty) with one bad row, which ends
 * COMPLETED_WITH_ERRORS, and a settlement file paying RM 250 towards Demo's October salaries top-up,
 * which ends COMPLETED.
 *
 * The seed imports each file itself, so the demo data is complete when the stack is ready, whatever
 * triggers the stack routes. The bucket's own trigger, when wired, imports the same object at the
 * same time (the same object is the same document); whichever moves the document's cursor first
 * writes the rows and the other stops. Each demo file is one transaction of rows, so when the seed's
 * import stops it has found that transaction written. A file already in the bucket is not dropped again, so a later seed
 * version never drops it twice.
 */

export const DEMO_SALES_FILE_KEY = `${DROP_PREFIXES.SALES}demo-pos-sales.csv`;
export const DEMO_SETTLEMENTS_FILE_KEY = `${DROP_PREFIXES.SETTLEMENTS}demo-bank-settlements.csv`;
/** What the demo settlement file pays towards Demo's settlement (RM). */
export const DEMO_FILE_PAYMENT_RM = 250;

const DAY_MS = 24 * 60 * 60 * 1000;

/** dd/MM/yyyy of the KL calendar day `days` before `now`. */
function dayBefore(now: number, days: number): string {
  const [y, m, d] = klDate(new Date(now * 1000 - days * DAY_MS)).split('-');
  return `${d}/${m}/${y}`;
}

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';

function demoFiles(now: number): { key: string; body: string }[] {
  return [
    {
      key: DEMO_SALES_FILE_KEY,
      body: csv([
        ['organisationCode', 'amount', 'date', 'reference'],
        ['demo', '1250.50', dayBefore(now, 2), 'DEMO-POS-0001'],
        ['demo', '980.00', dayBefore(now, 1), 'DEMO-POS-0002'],
        ['kopi-jb', '2400.00', dayBefore(now, 2), 'KJB-POS-0001'],
        ['kopi-jb', '1310.40', dayBefore(now, 1), 'KJB-POS-0002'],
        // The bad row: an amount with three decimals.
        ['kopi-jb', '99.999', dayBefore(now, 1), 'KJB-POS-0003'],
      ]),
    },
    {
      key: DEMO_SETTLEMENTS_FILE_KEY,
      body: csv([
        ['organisationCode', 'disbursementId', 'amountRepaid', 'paymentDate', 'reference'],
        ['demo', DEMO_COMPLETED_DISBURSEMENT_ID, DEMO_FILE_PAYMENT_RM.toFixed(2), dayBefore(now, 1), 'DEMO-BANK-0001'],
      ]),
    },
  ];
}

/**
 * Drop and import the demo partner files; answers whether it dropped any. A file already dropped is
 * imported again as it is, which finishes an import an interrupted seed left and is a no-op otherwise.
 */
export async function seedUploads(now: number): Promise<boolean> {
  let dropped = false;
  for (const file of demoFiles(now)) {
    let object = await headObject(env.uploadsBucket, file.key);
    if (!object) {
      const out = await (
        await s3Client()
      ).send(
        new PutObjectCommand({ Bucket: env.uploadsBucket, Key: file.key, Body: file.body, ContentType: 'text/csv' }),
      );
      object = { size: Buffer.byteLength(file.body), eTag: out.ETag ?? '' };
      dropped = true;
    }
    await importCreatedObject({ key: file.key, ...object }, { timeLeft: () => 15 * 60 * 1000 });
  }
  return dropped;
}
