import { describe, expect, it } from 'vitest';
import { epochSeconds, klDate, klParts, secondsUntilKlMidnight } from '../../shared/domain/time/time';

describe('Malaysia time', () => {
  it('is UTC+8: 16:00 UTC is already the next day in Kuala Lumpur', () => {
    expect(klDate(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    expect(klDate(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
  });

  it('gives wall-clock parts', () => {
    expect(klParts(new Date('2028-02-29T08:30:00Z'))).toEqual({ year: 2028, month: 2, day: 29, hour: 16, minute: 30 });
  });

  it('counts whole seconds', () => {
    expect(epochSeconds(new Date(1_700_000_000_999))).toBe(1_700_000_000);
  });
});

describe('secondsUntilKlMidnight', () => {
  it('counts to the next midnight in Malaysia (UTC+8), a whole day at midnight itself', () => {
    const at = (iso: string) => epochSeconds(new Date(iso));
    expect(secondsUntilKlMidnight(at('2026-11-29T15:59:59Z'))).toBe(1); // 23:59:59 in Kuala Lumpur
    expect(secondsUntilKlMidnight(at('2026-11-29T16:00:00Z'))).toBe(86400); // 00:00:00
    expect(secondsUntilKlMidnight(at('2026-11-29T04:00:00Z'))).toBe(12 * 3600); // noon
  });
});
