import { afterEach, describe, expect, it } from 'vitest';
import { maskLogValue, maskPersonalText } from '../../lambdas/core/log-masking';
import {
  currentCorrelationId,
  invocationScoped,
  logger,
  setLogSink,
  validCorrelationId,
  withCorrelation,
} from '../../lambdas/core/powertools';

/**
 * The logger of every Lambda (lambdas/core/powertools.ts): each invocation's fields and correlation
 * id stay in its own lines, even with several running at once in one process (the local stack), and
 * no IC, account or mobile number is written whole (lambdas/core/log-masking.ts).
 */

type Line = Record<string, unknown>;

/** The lines written while `work` runs (the copy the local stack reads, console left quiet). */
async function linesOf(work: () => Promise<unknown>): Promise<Line[]> {
  const lines: Line[] = [];
  setLogSink((line) => lines.push(JSON.parse(line) as Line), { only: true });
  try {
    await work();
  } finally {
    setLogSink(undefined);
  }
  return lines;
}

afterEach(() => {
  setLogSink(undefined);
});

/** Resolves when `open` is called: lets a test interleave two invocations on purpose. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((ok) => (open = ok));
  return { open, opened };
}

describe('masking of personal data in log text', () => {
  it.each([
    ['IC 900101-14-5678 refused', 'IC ******-**-5678 refused'],
    ['IC 900101145678 refused', 'IC ********5678 refused'],
    ['to +60123456789', 'to +*******6789'],
    ['to 012-345 6789', 'to ***-*** 6789'],
    ['account 114011112222 of Maybank', 'account ********2222 of Maybank'],
  ])('%s → %s', (text, masked) => {
    expect(maskPersonalText(text)).toBe(masked);
  });

  it.each([
    'f3b0c442-98fc-1c14-9afb-4c8996fb9242',
    '01JD3K8ZQ4X1N6B2M7R5T9V0WY',
    'drops/sales/20261126T073015123Z-partner sales.csv',
    '2026-11-30T07:23:58.123Z',
    'RM 1250.50 on 20/11/2026',
  ])('leaves ids, keys, times and amounts alone: %s', (text) => {
    expect(maskPersonalText(text)).toBe(text);
  });

  it('masks a personal field whole, whatever it holds', () => {
    expect(maskLogValue('employeeICNumber', 'A1234567')).toBe('****4567');
    expect(maskLogValue('mobileNumber', '+60 12-345 6789')).toBe('***********6789');
    expect(maskLogValue('accountNumber', '1140-1111-2222')).toBe('**********2222');
    expect(maskLogValue('topic', 'stays')).toBe('stays');
    expect(maskLogValue('count', 900101145678)).toBe(900101145678);
    const arn = 'arn:aws:lambda:ap-southeast-1:123456789012:function:partner-files';
    expect(maskLogValue('function_arn', arn)).toBe(arn);
  });

  it('is applied to every string of a line, nested and in errors', async () => {
    const lines = await linesOf(() => {
      logger.error('Could not send to +60123456789', {
        employee: { employeeICNumber: '900101-14-5678', note: 'IC 900101-14-5678' },
        error: new Error('Item 900101145678 not found'),
      });
      return Promise.resolve();
    });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/900101|60123456789|123456789/);
    expect(lines[0]).toMatchObject({
      message: 'Could not send to +*******6789',
      employee: { employeeICNumber: '**********5678', note: 'IC ******-**-5678' },
      error: { name: 'Error', message: 'Item ********5678 not found' },
    });
  });
});

describe('log scope of an invocation', () => {
  const callable = invocationScoped(
    async (event: { id: string; wait: Promise<void> }, _context: object) => {
      logger.info('callable started', { callableKey: event.id });
      await event.wait;
      logger.info('callable ended');
    },
    (event) => event.id,
  );
  const trigger = invocationScoped((_event: object, _context: object) => {
    logger.info('Partner file imported');
    return Promise.resolve();
  });
  const context = (functionName: string) => ({
    functionName,
    awsRequestId: `${functionName}-request`,
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
  });

  it('keeps each invocation in its own lines while two run at once, and none after', async () => {
    const { open, opened } = gate();
    const lines = await linesOf(async () => {
      const first = callable(
        { id: 'corr-first-0001', wait: opened },
        context('uploadedDocuments-getUploadedDocuments'),
      );
      // The trigger runs (and logs) while the callable is still in the middle of its invocation.
      await trigger({}, context('partner-files'));
      open();
      await first;
      logger.info('outside any invocation');
    });
    const byMessage: Record<string, Line> = Object.fromEntries(lines.map((l) => [String(l.message), l]));
    expect(byMessage['callable started']).toMatchObject({
      function_name: 'uploadedDocuments-getUploadedDocuments',
      correlation_id: 'corr-first-0001',
      callableKey: 'corr-first-0001',
    });
    expect(byMessage['callable ended']).toMatchObject({
      function_name: 'uploadedDocuments-getUploadedDocuments',
      correlation_id: 'corr-first-0001',
    });
    const imported = byMessage['Partner file imported'];
    expect(imported).toMatchObject({ function_name: 'partner-files', function_request_id: 'partner-files-request' });
    expect(imported.correlation_id).toEqual(expect.any(String));
    expect(imported.correlation_id).not.toBe('corr-first-0001');
    expect(imported).not.toHaveProperty('callableKey');
    const outside = byMessage['outside any invocation'];
    for (const key of ['function_name', 'function_request_id', 'correlation_id', 'cold_start'])
      expect(outside).not.toHaveProperty(key);
  });

  it('takes a valid correlation id and makes a new one for a missing or odd one', async () => {
    expect(validCorrelationId('1a2b3c4d-0000-4000-8000-000000000000')).toBeDefined();
    expect(validCorrelationId('JvZ0DhX4SQ0EJhg=')).toBe('JvZ0DhX4SQ0EJhg=');
    expect(validCorrelationId('short')).toBeUndefined();
    expect(validCorrelationId('with space and "quotes"')).toBeUndefined();
    expect(validCorrelationId('x'.repeat(101))).toBeUndefined();
    const seen: (string | undefined)[] = [];
    const run = invocationScoped(
      (_e: string, _c: object) => {
        seen.push(currentCorrelationId());
        return Promise.resolve();
      },
      (e) => e,
    );
    await run('bad id!', {});
    await run('bad id!', {});
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('runs each record of a batch under its own correlation id, keeping the function fields', async () => {
    const lines = await linesOf(() =>
      invocationScoped(async (_e: object, _c: object) => {
        for (const id of ['record-one-0001', 'record-two-0002'])
          await withCorrelation(id, () => {
            logger.info('record done');
            return Promise.resolve();
          });
      })({}, context('end-of-day')),
    );
    expect(lines.map((l) => [l.function_name, l.correlation_id])).toEqual([
      ['end-of-day', 'record-one-0001'],
      ['end-of-day', 'record-two-0002'],
    ]);
  });
});
