import { expect } from 'vitest';

/**
 * vitest's asymmetric matchers, typed `unknown` instead of vitest's `any`. They match exactly as `expect.any(...)`
 * and friends do; typed `unknown`, one placed as a field of an expected object keeps that object typed, so the
 * type-checked lint (no-unsafe-assignment) has nothing to flag. Use them where a matcher is a field's value.
 */
export const match = {
  any: (type: unknown): unknown => expect.any(type),
  objectContaining: (expected: Record<string, unknown>): unknown => expect.objectContaining(expected),
  stringContaining: (expected: string): unknown => expect.stringContaining(expected),
  stringMatching: (expected: string | RegExp): unknown => expect.stringMatching(expected),
};
