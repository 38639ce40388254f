import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { getObjectBytes, headObject } from '../../lambdas/core/clients/s3';
import { DropError, dropFile, dropKey, localS3OfSite, parseDropArgs, runningStackUrl } from '../../dev/drop';
import { STATE_FILE } from '../../dev/stack';
import { DROP_PREFIXES, PARTNER_FILE_TYPES } from '../../shared/domain/finance/uploaded-document';

/**
 * `npm run drop` (dev/drop.ts) against the test stack: it finds the S3 side in the site's
 * /config.json, and puts the file under its type's drop prefix with one PutObject, as a partner's
 * system would.
 */

const work = mkdtempSync(join(tmpdir(), 'local-drop-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/**
 * A file of the type whose one row names no organisation: whatever processes it lands nothing
 * (its document ends with one failed row).
 */
function partnerFile(name: string, type: 'sales' | 'settlements' = 'sales'): string {
  const path = join(work, name);
  const row =
    type === 'sales'
      ? `organisationCode,amount,date,reference\nno-such-drop-org,10.00,01/11/2026,DROP-${Date.now()}\n`
      : `organisationCode,disbursementId,amountRepaid,paymentDate,reference\nno-such-drop-org,NO-SUCH-DISBURSEMENT,10.00,01/11/2026,DROP-${Date.now()}\n`;
  writeFileSync(path, row);
  return path;
}

describe('the local stack /config.json', () => {
  it('names the S3 endpoint, the uploads bucket and the drop prefixes', async () => {
    // prepare
    const env = inject('stackEnv');
    // act
    const s3 = await localS3OfSite(inject('stackUrl'));
    // assess
    expect(s3).toEqual({
      endpoint: env.S3_ENDPOINT,
      uploadsBucket: env.UPLOADS_BUCKET,
      dropPrefixes: { sales: DROP_PREFIXES.SALES, settlements: DROP_PREFIXES.SETTLEMENTS },
    });
  });
});

describe('npm run drop', () => {
  it.each([
    ['sales', 'drops/sales/'],
    ['settlements', 'drops/settlements/'],
  ] as const)('puts a %s file under %s<timestamp>-<file name>, byte for byte', async (type, prefix) => {
    // prepare
    const file = partnerFile(`partner ${type}.csv`, type);
    const s3 = await localS3OfSite(inject('stackUrl'));
    const at = new Date('2026-11-26T07:30:15.123Z');
    // act
    const dropped = await dropFile({ file, type, s3, at });
    // assess
    expect(dropped.key).toBe(`${prefix}20261126T073015123Z-partner ${type}.csv`);
    expect(dropped.bucket).toBe(inject('stackEnv').UPLOADS_BUCKET);
    const stored = await headObject(dropped.bucket, dropped.key);
    expect(stored).toEqual({ size: dropped.size, eTag: dropped.eTag });
    const bytes = await getObjectBytes(dropped.bucket, dropped.key);
    expect(Buffer.from(bytes!.bytes).equals(readFileSync(file))).toBe(true);
  });

  it('takes the file and its type from the command line', () => {
    expect(parseDropArgs(['sales.csv', '--type', 'sales'])).toEqual({ file: 'sales.csv', type: 'sales' });
    expect(parseDropArgs(['--type=Settlements', 'a.xlsx', '--endpoint', 'http://localhost:1'])).toEqual({
      file: 'a.xlsx',
      type: 'settlements',
      endpoint: 'http://localhost:1',
    });
    expect(PARTNER_FILE_TYPES.map((t) => t.toLowerCase()).sort()).toEqual(['sales', 'settlements']);
  });

  it.each([
    [['sales.csv'], /Give the file's type/],
    [['sales.csv', '--type', 'payroll'], /Unknown type "payroll": use --type sales or --type settlements/],
    [['--type', 'sales'], /Give exactly one file/],
    [['a.csv', 'b.csv', '--type', 'sales'], /Give exactly one file/],
    [['a.csv', '--type'], /--type needs a value/],
    [['a.csv', '--type', 'sales', '--region', 'x'], /Unknown option --region/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseDropArgs(argv)).toThrow(DropError);
    expect(() => parseDropArgs(argv)).toThrow(message);
  });

  it('refuses a missing file before putting anything', async () => {
    const s3 = await localS3OfSite(inject('stackUrl'));
    await expect(dropFile({ file: join(work, 'missing.csv'), type: 'sales', s3 })).rejects.toThrow(
      `No such file: ${join(work, 'missing.csv')}`,
    );
  });

  it('finds the running stack through the state file npm start keeps', async () => {
    // prepare: the state file of a stack running in this process (as `npm start` writes it)
    const dataDir = mkdtempSync(join(work, 'running-'));
    writeFileSync(join(dataDir, STATE_FILE), JSON.stringify({ pid: process.pid, url: inject('stackUrl'), env: {} }));
    // act
    const url = runningStackUrl(dataDir);
    const dropped = await dropFile({ file: partnerFile('found.csv'), type: 'sales', s3: await localS3OfSite(url) });
    // assess
    expect(url).toBe(inject('stackUrl'));
    expect(dropped.key).toMatch(/^drops\/sales\/\d{8}T\d{9}Z-found\.csv$/);
    expect(await headObject(inject('stackEnv').UPLOADS_BUCKET, dropped.key)).toBeDefined();
  });

  it('says so when no stack is running', async () => {
    // No state file at all.
    const empty = mkdtempSync(join(work, 'none-'));
    expect(() => runningStackUrl(empty)).toThrow(/No local stack is running: start it with npm start/);
    // A state file left by a stack that is gone.
    const stale = mkdtempSync(join(work, 'stale-'));
    writeFileSync(join(stale, STATE_FILE), JSON.stringify({ pid: 99_999_999, url: 'http://localhost:1' }));
    expect(() => runningStackUrl(stale)).toThrow(/No local stack is running/);
    // An endpoint where nothing answers.
    await expect(localS3OfSite('http://localhost:1')).rejects.toThrow(/does not answer: start it with npm start/);
    const s3 = { ...(await localS3OfSite(inject('stackUrl'))), endpoint: 'http://localhost:1' };
    await expect(dropFile({ file: partnerFile('x.csv'), type: 'sales', s3 })).rejects.toThrow(
      /Nothing answers at http:\/\/localhost:1: is the local stack running/,
    );
  });

  it('names a new key on every drop, sortable by time', () => {
    const prefixes = { sales: 'drops/sales/', settlements: 'drops/settlements/' };
    const first = dropKey(prefixes, 'sales', 'f.csv', new Date('2026-11-26T07:00:00.000Z'));
    const second = dropKey(prefixes, 'sales', 'f.csv', new Date('2026-11-26T07:00:00.001Z'));
    expect(first < second).toBe(true);
  });
});
