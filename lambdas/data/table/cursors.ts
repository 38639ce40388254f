import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { CURSOR_MAX_LENGTH } from '../../../shared/callables/common';
import { AppError } from '../../../shared/registry/errors';
import { env } from '../../core/env';

/**
 * Page cursors (issue 9, item 7). A cursor is AES-256-GCM ciphertext of `{ scope, value }`:
 * the value (DynamoDB's LastEvaluatedKey, or a job's own position) holds keys and IC numbers, so
 * it is encrypted, not only signed; GCM's tag makes any change to it detectable. The key is
 * derived (HKDF-SHA256) from `CURSOR_SECRET`. The scope names the list that issued the cursor
 * (and its organisation, or whatever bounds the list), so a cursor replayed on another list or
 * another organisation's list is refused before DynamoDB sees it. Every failure to open one is
 * a 400 naming the field `cursor`, never a 500.
 *
 * Layout (base64url): version (1 byte) | IV (12 bytes) | ciphertext | tag (16 bytes).
 */

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MIN_SECRET_LENGTH = 32;

/** Where a cursor may be used: one list, bound to its organisation or other bounds. */
export type CursorScope = string;

/**
 * The scope of a list: its name and what bounds it (organisation id, period...). Parts are
 * joined unambiguously, so `('a|b')` and `('a', 'b')` differ.
 */
export const cursorScope = (list: string, ...bounds: (string | null | undefined)[]): CursorScope =>
  JSON.stringify([list, ...bounds.map((b) => b ?? null)]);

const keyCache = new Map<string, Buffer>();

/** The AES key derived from a secret (cached: HKDF on every page would be wasted work). */
function keyOf(secret: string): Buffer {
  let key = keyCache.get(secret);
  if (!key) {
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`The cursor secret must be at least ${MIN_SECRET_LENGTH} characters`);
    key = Buffer.from(hkdfSync('sha256', secret, 'advance-pay/page-cursor', 'aes-256-gcm v1', 32));
    keyCache.set(secret, key);
  }
  return key;
}

/** A new random secret for `CURSOR_SECRET` (the local stack's). */
export const newCursorSecret = (): string => randomBytes(32).toString('base64url');

/** How {@link openCursor} checks and words its refusals. */
export interface OpenCursorOptions<T> {
  /** What the value must be (default: a DynamoDB key). */
  accept?: (value: unknown) => value is T;
  /** What the person should do about a refused cursor (default 'reload the list'). */
  remedy?: string;
  /** Default `CURSOR_SECRET` (tests pass their own). */
  secret?: string;
}

/**
 * Seal a position into a cursor of `scope`; undefined stays undefined (the last page).
 * `secret` defaults to `CURSOR_SECRET` (tests pass their own).
 */
export function sealCursor(scope: CursorScope, value: unknown, secret: string = env.cursorSecret): string | undefined {
  if (value === undefined || value === null) return undefined;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ s: scope, v: value }), 'utf8'), cipher.final()]);
  const cursor = Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString('base64url');
  // The callables refuse longer cursors: one issued longer could never be used.
  if (cursor.length > CURSOR_MAX_LENGTH)
    throw new Error(`A page cursor of ${cursor.length} characters exceeds ${CURSOR_MAX_LENGTH}`);
  return cursor;
}

/**
 * Open a cursor issued by {@link sealCursor} for the same scope; undefined or '' = the first
 * page. Anything else (tampered, truncated, oversized, sealed with another key, issued by
 * another list or organisation, or a value `accept` refuses) is a 400 on the field `cursor`.
 */
export function openCursor<T = Record<string, unknown>>(
  scope: CursorScope,
  cursor: string | undefined,
  options: OpenCursorOptions<T> = {},
): T | undefined {
  if (!cursor) return undefined;
  const remedy = options.remedy ?? 'reload the list';
  const refusal = (message: string, detail: string) =>
    new AppError('INVALID_ARGUMENT', `${message}; ${remedy}.`, [{ field: 'cursor', message: detail }]);
  const notValid = () => refusal('The page cursor is not valid', 'Not a cursor this list issued');
  if (cursor.length > CURSOR_MAX_LENGTH)
    throw refusal('The page cursor is too long', `At most ${CURSOR_MAX_LENGTH} characters`);
  const key = keyOf(options.secret ?? env.cursorSecret);
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw notValid();
  const raw = Buffer.from(cursor, 'base64url');
  if (raw.length < 1 + IV_BYTES + TAG_BYTES + 1 || raw[0] !== VERSION) throw notValid();
  let sealed: unknown;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(1, 1 + IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    sealed = JSON.parse(text);
  } catch {
    throw notValid();
  }
  const { s, v } = (sealed ?? {}) as { s?: unknown; v?: unknown };
  if (s !== scope) throw refusal('This page cursor belongs to another list', 'Issued for another list or organisation');
  const accept = options.accept ?? (isKeyObject as (value: unknown) => value is T);
  if (!accept(v)) throw notValid();
  return v;
}

/** A DynamoDB key as the document client gives it: an object of strings and numbers. */
export function isKeyObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}
