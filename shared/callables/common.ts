import { z } from 'zod';

/** The payload of a callable that takes none. */
export const EmptyInput = z.object({}).strict();

/** The longest page cursor a callable accepts (lambdas/data/cursors.ts never issues longer). */
export const CURSOR_MAX_LENGTH = 2048;

/** A page cursor as sent back by the client: opaque, sealed by the server. */
export const CursorInput = z.string().max(CURSOR_MAX_LENGTH, 'The page cursor is too long; reload the list.');

/** Cursor pagination of every list (docs/data-model.md#pagination-and-cursors). */
export const PageInput = {
  cursor: CursorInput.optional(),
  limit: z.number().int().min(1).max(1000).optional(),
};

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().optional() });

export const OkOutput = z.object({ ok: z.literal(true) });
