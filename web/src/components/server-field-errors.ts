import { useSyncExternalStore } from 'react';

type Refused = { errorInfo?: { code?: string; details?: { field?: string; message: string }[] } } | null | undefined;

/** The server's field errors (a duplicate e-mail, a 400's details), keyed by form field. */
export function serverFieldErrors(error: Refused): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of error?.errorInfo?.details ?? []) {
    const field = d.field?.split('.')[0];
    if (field && field !== 'modifiedAt' && field !== '(payload)' && !(field in out)) out[field] = d.message;
  }
  return out;
}

/** The field reasons of the last refused call, for whichever form has those fields. */
export interface ServerRefusal {
  /** Tells one refusal from the next (a field edited after one shows the next one's reason again). */
  id: number;
  fields: Readonly<Record<string, string>>;
}

let refusal: ServerRefusal | null = null;
let nextRefusal = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/**
 * A call was refused: its field reasons (a 4xx's errorInfo details) reach the fields of the form
 * on screen (`useZodForm`, every form of the site), without each page passing them along. Set by
 * the query client for every failed mutation (web/src/api/query-client.ts).
 */
export function noteServerRefusal(error: Refused): void {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length === 0) return;
  refusal = { id: ++nextRefusal, fields };
  emit();
}

/** A call went through or the page changed: the reasons of the last refusal no longer stand. */
export function clearServerRefusal(): void {
  if (!refusal) return;
  refusal = null;
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The last refusal's field reasons, if they still stand. */
export function useServerRefusal(): ServerRefusal | null {
  return useSyncExternalStore(
    subscribe,
    () => refusal,
    () => refusal,
  );
}
