import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callables } from '../../shared/callables';
import { PAGE_SIZE_MAX, pageOf } from '../../shared/callables/common';

/**
 * Every list callable is paged (docs/data-model.md#pagination-and-cursors): a callable whose
 * answer has a top-level `items` array takes `cursor` and `limit` (at most PAGE_SIZE_MAX) and
 * answers `nextCursor`, so no list answer grows with the organisation.
 */

/** The fields of an object schema (through `.superRefine`, `.transform` and the like), else undefined. */
function shapeOf(schema: z.ZodType): Partial<Record<string, z.ZodType>> | undefined {
  if (schema instanceof z.ZodObject) {
    const shape: Partial<Record<string, z.ZodType>> = schema.shape;
    return shape;
  }
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  return undefined;
}

/** The schema inside `.optional()`, `.default()`... */
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return unwrap(schema.unwrap() as z.ZodType);
  return schema;
}

/**
 * The lists: reads answering `items`. A write's `items` (a bulk approval's approved rows, a
 * batch's results) echo what the call changed, bounded by its own input or batch size.
 */
const lists = Object.values(callables).filter(
  (c) => c.access.table !== 'write' && shapeOf(c.output)?.items instanceof z.ZodArray,
);

/** Why a list callable is not paged (empty when it is). */
function pagingProblems(callable: (typeof lists)[number]): string[] {
  const input = shapeOf(callable.input) ?? {};
  const output = shapeOf(callable.output) ?? {};
  const problems: string[] = [];
  if (!input.cursor) problems.push('takes no cursor');
  if (!input.limit) problems.push('takes no limit');
  else {
    const limit = unwrap(input.limit);
    if (!limit.safeParse(PAGE_SIZE_MAX).success) problems.push(`refuses a limit of ${PAGE_SIZE_MAX}`);
    if (limit.safeParse(PAGE_SIZE_MAX + 1).success) problems.push(`accepts a limit over ${PAGE_SIZE_MAX}`);
  }
  if (!output.nextCursor) problems.push('answers no nextCursor');
  return problems;
}

describe('list callables', () => {
  it('are found (the registry has lists)', () => {
    expect(lists.length).toBeGreaterThan(10);
  });

  it.each(lists.map((c) => [c.name, c] as const))('%s is paged: cursor, limit ≤ 500, nextCursor', (_name, callable) => {
    expect(pagingProblems(callable)).toEqual([]);
  });
});

describe('pageOf', () => {
  it('carries an optional total and, when given, the list totals', () => {
    const page = pageOf(z.object({ id: z.string() }), z.object({ amount: z.number() }));
    expect(page.parse({ items: [{ id: 'a' }], total: 3, totals: { amount: 2 } })).toEqual({
      items: [{ id: 'a' }],
      total: 3,
      totals: { amount: 2 },
    });
    expect(pageOf(z.string()).safeParse({ items: [], total: -1 }).success).toBe(false);
  });
});
