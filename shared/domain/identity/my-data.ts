import { z } from 'zod';
import { klDate, TIME_ZONE } from '../time/time';

/**
 * An employee's own data as one file (docs/rules.md#privacy): the PDPA's right of access and
 * portability. Pure: the server gathers the records, this turns them into the readable document.
 */

/** What each section of the file holds, written into the file itself (`about`). */
export const MY_DATA_ABOUT = {
  profile:
    'Your login (user) and your employee record as your employer keeps them: names, IC number, contacts, bank account, job details. Amounts in RM, times in Malaysia time (Asia/Kuala_Lumpur).',
  withdrawals:
    'Every Advance Pay withdrawal you asked for, newest first, with each change of its status. Amounts in RM.',
  statements: 'Your monthly Advance Pay statements, newest period first. Amounts in RM.',
  benefits:
    'The benefits you are entitled to today (the Approved benefits of your category and office). Amounts in RM.',
  elections: 'The e-wallets you elected to receive your benefits, with the share of each.',
  notices:
    'The e-mails and SMS the product sent to your e-mail address and mobile number that are still kept (30 days, and only where the product keeps copies of its messages).',
} as const;

export type MyDataSection = keyof typeof MY_DATA_ABOUT;

/** Attributes that are never handed out: keys, index entries, stamps and secrets (hashes, codes). */
const INTERNAL_ATTRIBUTES = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
  'entity',
  'version',
  'expiresAt',
  'codeHash',
  'passwordHash',
  'hash',
  'secret',
]);

/** 'RM' text of integer sen, every sen kept: 123456 → '1234.56', -5 → '-0.05'. */
export function rmOfSen(sen: number): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Sen must be an integer: ${sen}`);
  const abs = Math.abs(sen);
  return `${sen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An instant as ISO 8601 in Malaysia time (UTC+8 all year: no daylight saving), e.g.
 * '2026-11-30T18:48:57+08:00'. Takes Unix seconds (the table's `…At`), or milliseconds when larger.
 */
export function klIso(epoch: number): string {
  const ms = epoch < 1e11 ? epoch * 1000 : epoch;
  const shifted = new Date(ms + 8 * 3600 * 1000).toISOString();
  return `${shifted.slice(0, 19)}+08:00`;
}

const isTimeAttribute = (name: string, value: unknown) =>
  (name === 'at' || /At$/.test(name)) && typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * A stored record made readable: internal attributes left out, every `…Sen` amount an RM string
 * under its name without `Sen` (`amountSen: 1050` → `amount: '10.50'`), every `…At` (and `at`) time an ISO
 * time in Malaysia; nested objects and lists alike.
 */
export function readableRecord(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readableRecord);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
    if (INTERNAL_ATTRIBUTES.has(name) || v === undefined) continue;
    if (/Sen$/.test(name) && typeof v === 'number') out[name.slice(0, -3)] = rmOfSen(v);
    else if (isTimeAttribute(name, v)) out[name] = klIso(v as number);
    else out[name] = readableRecord(v);
  }
  return out;
}

/** The file's name: `my-data-<yyyy-MM-dd>.json`, the day in Malaysia. */
export const myDataFileName = (at: Date) => `my-data-${klDate(at)}.json`;

const Row = z.record(z.string(), z.unknown());

/** The document (docs/rules.md#privacy): every section complete, readable as is. */
export const MyDataDocumentSchema = z.object({
  generatedAt: z.string(),
  timeZone: z.literal(TIME_ZONE),
  about: z.record(z.string(), z.string()),
  profile: z.object({ user: Row, employee: Row }),
  withdrawals: z.array(Row),
  statements: z.array(Row),
  benefits: z.array(Row),
  elections: z.array(Row),
  notices: z.array(Row),
});
export type MyDataDocument = z.infer<typeof MyDataDocumentSchema>;

/**
 * The largest document answered in the response (bytes of its JSON): a longer history is stored as a
 * file and answered as a link, within the API's 1 MB answer.
 */
export const MY_DATA_INLINE_BYTES = 768 * 1024;

/**
 * What the callable answers: the file's name, and its content (`document`) or, for a document over
 * {@link MY_DATA_INLINE_BYTES}, a presigned link to the same file (`url`, valid `expiresInSeconds`).
 */
export const MyDataOutputSchema = z.object({
  fileName: z.string(),
  document: MyDataDocumentSchema.optional(),
  url: z.string().optional(),
  expiresInSeconds: z.number().int().positive().optional(),
});
