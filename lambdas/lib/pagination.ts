import { AppError } from '../../shared/registry/errors';

/** A cursor is the opaque base64url of DynamoDB's LastEvaluatedKey. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new AppError('INVALID_ARGUMENT', 'The page cursor is not valid; reload the list.', [{ field: 'cursor', message: 'Not a valid cursor' }]);
}
