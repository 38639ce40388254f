import { describe, expect, it } from 'vitest';
import { CURSOR_MAX_LENGTH } from '../../shared/callables/common';
import { AppError } from '../../shared/registry/errors';
import { cursorScope, newCursorSecret, openCursor, sealCursor } from '../../lambdas/data/table/cursors';
import { match } from '../support/matchers';

const secret = newCursorSecret();
const otherSecret = newCursorSecret();
const scope = cursorScope('employees', 'org-a');
const lastKey = { pk: 'ORG#org-a', sk: 'EMP#900101145678' };

/** The AppError `fn` throws (fails the test when it throws none or another error). */
function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

/** The cursor with one bit of byte `index` flipped (negative = from the end). */
function flipBit(cursor: string, index: number): string {
  const raw = Buffer.from(cursor, 'base64url');
  raw[(index + raw.length) % raw.length] ^= 0x01;
  return raw.toString('base64url');
}

describe('page cursors', () => {
  it('round-trip the position for the same scope and key', () => {
    // act
    const cursor = sealCursor(scope, lastKey, secret)!;
    // assess
    expect(openCursor(scope, cursor, { secret })).toEqual(lastKey);
  });

  it('reveal no key or IC number', () => {
    // act
    const cursor = sealCursor(scope, lastKey, secret)!;
    // assess
    const decoded = Buffer.from(cursor, 'base64url').toString('latin1');
    expect(cursor).not.toMatch(/900101145678|ORG|EMP|org-a/);
    expect(decoded).not.toMatch(/900101145678|ORG#|EMP#|org-a/);
  });

  it('differ each time for the same position (random IV), and all open', () => {
    const a = sealCursor(scope, lastKey, secret)!;
    const b = sealCursor(scope, lastKey, secret)!;
    expect(a).not.toBe(b);
    expect(openCursor(scope, b, { secret })).toEqual(lastKey);
  });

  it('leave the first and last page alone', () => {
    expect(sealCursor(scope, undefined, secret)).toBeUndefined();
    expect(openCursor(scope, undefined, { secret })).toBeUndefined();
    expect(openCursor(scope, '', { secret })).toBeUndefined();
  });

  it.each([
    ['the version byte', 0],
    ['the IV', 3],
    ['the ciphertext', 20],
    ['the tag', -1],
  ])('refuse a change to %s (400 on the field cursor)', (_what, index) => {
    // prepare
    const tampered = flipBit(sealCursor(scope, lastKey, secret)!, index);
    // act
    const err = refusal(() => openCursor(scope, tampered, { secret }));
    // assess
    expect(err.status).toBe(400);
    expect(err.code).toBe('INVALID_ARGUMENT');
    expect(err.message).toBe('The page cursor is not valid; reload the list.');
    expect(err.details).toEqual([{ field: 'cursor', message: match.any(String) }]);
  });

  it('refuse a cursor sealed with another key', () => {
    const cursor = sealCursor(scope, lastKey, otherSecret)!;
    expect(refusal(() => openCursor(scope, cursor, { secret })).message).toBe(
      'The page cursor is not valid; reload the list.',
    );
  });

  it.each([
    ['another organisation', cursorScope('employees', 'org-b')],
    ['another list', cursorScope('users-of-org', 'org-a')],
  ])('refuse a cursor issued for %s', (_what, foreign) => {
    // prepare
    const cursor = sealCursor(scope, lastKey, secret)!;
    // act
    const err = refusal(() => openCursor(foreign, cursor, { secret }));
    // assess
    expect(err.status).toBe(400);
    expect(err.message).toBe('This page cursor belongs to another list; reload the list.');
    expect(err.details?.[0].field).toBe('cursor');
  });

  it('keep the bounds of a scope apart', () => {
    expect(cursorScope('a|b')).not.toBe(cursorScope('a', 'b'));
    expect(cursorScope('users-of-org', null)).not.toBe(cursorScope('users-of-org', 'null'));
  });

  it.each([
    ['truncated', (c: string) => c.slice(0, c.length - 5)],
    ['cut to its header', (c: string) => c.slice(0, 10)],
    ['not base64url', () => 'not a cursor!'],
    ['old-style base64url JSON', () => Buffer.from(JSON.stringify(lastKey)).toString('base64url')],
    ['padded', (c: string) => `${c}==`],
  ])('refuse a cursor %s', (_what, mangle) => {
    const cursor = mangle(sealCursor(scope, lastKey, secret)!);
    expect(refusal(() => openCursor(scope, cursor, { secret })).details?.[0].field).toBe('cursor');
  });

  it('refuse an oversized cursor before any work', () => {
    const err = refusal(() => openCursor(scope, 'A'.repeat(CURSOR_MAX_LENGTH + 1), { secret }));
    expect(err.message).toBe('The page cursor is too long; reload the list.');
    expect(err.details?.[0].field).toBe('cursor');
  });

  it('refuse a well-sealed value of the wrong shape, and word the remedy as asked', () => {
    // prepare
    const cursor = sealCursor(scope, { orgId: 'org-a', phase: 'elsewhere' }, secret)!;
    const isPosition = (v: unknown): v is { phase: 'users' } => (v as { phase?: string }).phase === 'users';
    // act
    const err = refusal(() =>
      openCursor(scope, cursor, { secret, accept: isPosition, remedy: 'start the migration again' }),
    );
    // assess
    expect(err.message).toBe('The page cursor is not valid; start the migration again.');
  });

  it('never issue a cursor the callables would refuse as too long', () => {
    expect(() => sealCursor(scope, { pk: 'x'.repeat(CURSOR_MAX_LENGTH) }, secret)).toThrow(/exceeds/);
  });

  it('refuse to work with a short secret', () => {
    expect(() => sealCursor(scope, lastKey, 'short')).toThrow(/at least 32/);
  });
});
