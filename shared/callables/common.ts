import { z } from 'zod';

/** The payload of a callable that takes none. */
export const EmptyInput = z.object({}).strict();

/** Cursor pagination of every list (design.md §6). */
export const PageInput = {
  cursor: z.string().max(2048).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
};

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().optional() });

export const OkOutput = z.object({ ok: z.literal(true) });
