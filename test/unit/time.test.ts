import { describe, expect, it } from 'vitest';
import { epochSeconds, klDate, klParts } from '../../shared/domain/time';

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
