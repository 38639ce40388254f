import { describe, expect, it } from 'vitest';
import type { PriceList } from '../../bench/support/aws-prices';
import { noConsumption, smsParts } from '../../bench/support/consumed-capacity';
import { beyond, gbSeconds, monthBill, scaled, type MonthStep } from '../../bench/support/cost-model';
import { monthCounts, DEFAULT_MIX } from '../../bench/support/month-mix';

/** Round figures, so every expected dollar below can be worked out by hand. */
const prices: PriceList = {
  region: 'test-1',
  asOf: 'test',
  sources: [],
  lambda: { architecture: 'arm64', perGbSecond: 0.00001, perMillionRequests: 0.2 },
  httpApi: { perMillionRequests: 1 },
  dynamodb: { perMillionReadUnits: 0.25, perMillionWriteUnits: 1.25 },
  s3: { perThousandWrites: 0.005, perThousandReads: 0.0004 },
  ses: { perThousandEmails: 0.1 },
  sms: { country: 'MY', perMessage: 0.05 },
};

const step = (over: Partial<MonthStep> = {}): MonthStep => ({
  name: 'call',
  perMonth: 1_000_000,
  invocations: 1,
  billedMs: 100,
  memoryMb: 512,
  apiRequests: 1,
  consumed: noConsumption(),
  ...over,
});

describe('the cost model', () => {
  it('bills Lambda memory in GB of 1,024 MB and duration in seconds', () => {
    expect(gbSeconds(1000, 1024)).toBe(1);
    expect(gbSeconds(100, 512)).toBe(0.05);
  });

  it('prices each service from the month counts times one occurrence', () => {
    const consumed = { ...noConsumption(), readUnits: 2, writeUnits: 1, s3Writes: 1, s3Reads: 2, emails: 1, sms: 1 };
    const bill = monthBill([step({ consumed })], prices);
    const usd = Object.fromEntries(bill.lines.map((l) => [l.service, l.usd]));
    // 1M × 0.05 GB-s × $0.00001 = $0.50, plus 1M invocations × $0.20 a million.
    expect(usd.Lambda).toBeCloseTo(0.7, 10);
    expect(usd['API Gateway']).toBeCloseTo(1, 10);
    // 2M RRU × $0.25 + 1M WRU × $1.25.
    expect(usd.DynamoDB).toBeCloseTo(1.75, 10);
    // 1M PUT × $0.005 a thousand + 2M GET × $0.0004 a thousand.
    expect(usd.S3).toBeCloseTo(5.8, 10);
    expect(usd.SES).toBeCloseTo(100, 10);
    expect(usd['SNS SMS']).toBeCloseTo(50_000, 6);
    expect(bill.totalUsd).toBeCloseTo(0.7 + 1 + 1.75 + 5.8 + 100 + 50_000, 6);
  });

  it('shares the bill out by step, the most expensive first, adding up to the total', () => {
    const cheap = step({ name: 'dashboard', perMonth: 30_000 });
    const dear = step({ name: 'request', perMonth: 2_000, consumed: { ...noConsumption(), sms: 1 } });
    const bill = monthBill([cheap, dear], prices);
    expect(bill.steps.map((s) => s.name)).toEqual(['request', 'dashboard']);
    expect(bill.steps[0].usd).toBeCloseTo(2_000 * (0.05 * 0.00001 + 0.2e-6 + 1e-6 + 0.05), 10);
    expect(bill.steps.reduce((a, s) => a + s.usd, 0)).toBeCloseTo(bill.totalUsd, 10);
  });

  it('costs nothing for a month with nothing in it', () => {
    expect(monthBill([step({ perMonth: 0 })], prices).totalUsd).toBe(0);
  });

  it('shares a run out and takes an empty run off one with work', () => {
    const run = { ...noConsumption(), readUnits: 10, writeUnits: 4, sms: 2 };
    expect(scaled(run, 0.5)).toMatchObject({ readUnits: 5, writeUnits: 2, sms: 1 });
    expect(beyond(run, { ...noConsumption(), readUnits: 1, writeUnits: 9 })).toMatchObject({
      readUnits: 9,
      writeUnits: 0,
      sms: 2,
    });
  });

  it('counts the parts an SMS is sent in', () => {
    expect(smsParts('Your Advance Pay code is 123456')).toBe(1);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('码'.repeat(70))).toBe(1);
    expect(smsParts('码'.repeat(71))).toBe(2);
  });

  it('counts a month of the default mix per employee as the issue describes it', () => {
    const counts = monthCounts(DEFAULT_MIX);
    expect(counts.dashboard).toBe(30_000);
    expect(counts.request).toBe(2_000);
    expect(counts.orgs).toBe(5);
    expect(counts.endOfDayRun).toBe(5 * 22);
  });
});
