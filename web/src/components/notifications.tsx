import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/client';
import { invalidFieldsMessage } from '../../../shared/registry/human-issues';
import { localize, useT } from '../i18n/i18n';

/** Life of a success or info toast; errors stay until their action succeeds or the page changes. */
export const DEFAULT_TOAST_MS = 5000;

/** The most toasts shown at once: a new one drops the oldest. */
export const MAX_TOASTS = 3;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds; 0 = persistent. */
  durationMs: number;
  /**
   * Raised in the task still running: the result of the action that may be navigating right now
   * (a save then its redirect), so it goes along to the next page. Cleared once the task ends.
   */
  fresh: boolean;
  /**
   * The action an error belongs to (a query's or a mutation's key, web/src/api/query-client.ts):
   * it closes when that action succeeds. An error raised by a page itself (a submit refused before
   * any call) has none and closes when any of the page's actions succeeds.
   */
  action?: string;
  /** Page changes it still goes along with besides its action's own (a session's end: to /logout). */
  carried: number;
}

/** How a toast is raised: its life, and for an error the action it belongs to. */
export interface ToastOptions {
  durationMs?: number;
  action?: string;
  /**
   * The page changes the toast goes along with, however late they come (the reason a session
   * ended goes with the sign-out, however long it takes, to the login page).
   */
  carried?: number;
}

type Listener = () => void;

/**
 * One module-level store so both React components (through `useNotify`) and
 * non-React code (the query cache's global error handler) can raise toasts.
 */
let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
let nextId = 0;

const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: string): void {
  const kept = toasts.filter((t) => t.id !== id);
  if (kept.length === toasts.length) return;
  toasts = kept;
  emit();
}

/**
 * An action succeeded: the errors it raised go; for a mutation (`withPagesOwn`) so do the page's
 * own errors without an action (the "please fill the required fields" of a submit that has now
 * gone through). A query's success (a refetch) leaves those alone.
 */
export function dismissErrorsOf(action: string, withPagesOwn = false): void {
  const kept = toasts.filter(
    (t) => t.kind !== 'error' || (t.action === undefined ? !withPagesOwn : t.action !== action),
  );
  if (kept.length === toasts.length) return;
  toasts = kept;
  emit();
}

function push(kind: ToastKind, message: string, options: number | ToastOptions = {}): string {
  const {
    durationMs = kind === 'error' ? 0 : DEFAULT_TOAST_MS,
    action,
    carried = 0,
  } = typeof options === 'number' ? { durationMs: options } : options;
  // The same message is never shown twice: the one on screen stands for both.
  // If the second asks to go along with more page changes, the one on screen does.
  const same = toasts.find((t) => t.kind === kind && t.message === message);
  if (same) {
    if (carried > same.carried) {
      toasts = toasts.map((t) => (t.id === same.id ? { ...t, carried } : t));
      emit();
    }
    return same.id;
  }
  const id = `toast-${++nextId}`;
  toasts = [...toasts, { id, kind, message, durationMs, fresh: true, action, carried }].slice(-MAX_TOASTS);
  emit();
  // The router settles a navigation in microtasks of the task that asked for it, so a timer
  // (a later task) ends the toast's chance to go along with that navigation.
  setTimeout(() => {
    toasts = toasts.map((t) => (t.id === id ? { ...t, fresh: false } : t));
  }, 0);
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/** Listeners told when another page opens (the server's field reasons of the page left go too). */
const pageChangeListeners = new Set<() => void>();
export const onPageChange = (listener: () => void) => {
  pageChangeListeners.add(listener);
  return () => pageChangeListeners.delete(listener);
};

/**
 * Another page opens: the toasts of the page left behind go, errors too (they belonged to its
 * actions), so a message never follows the user around; the one just raised by the action that
 * navigated stays.
 */
export function clearToastsOnPageChange(): void {
  pageChangeListeners.forEach((l) => l());
  const kept = toasts.filter((t) => t.fresh || t.carried > 0);
  if (kept.length === toasts.length && kept.every((t) => t.carried === 0)) return;
  toasts = kept.map((t) => (t.carried > 0 ? { ...t, carried: t.carried - 1 } : t));
  emit();
}

/**
 * The server's message when the error carries one, else the screen's default. A 400 with field
 * reasons says what to correct, each reason in the person's language (the form shows each under
 * its field too: web/src/components/server-field-errors.ts).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.errorInfo?.message) return fallback;
  const details = error.errorInfo.details ?? [];
  if (error.errorInfo.code === 'INVALID_ARGUMENT' && details.length > 0)
    return invalidFieldsMessage(details.map((d) => ({ message: localize(d.message) })));
  return error.errorInfo.message;
}

/** The notifier every screen uses. */
export const notify = {
  /** A toast with a check mark; dismisses itself after `durationMs` (default 5 s). */
  success: (message: string, options?: number | ToastOptions) => push('success', message, options),
  /**
   * A toast with a warning mark showing exactly `message`; stays until its action succeeds, the
   * page changes or it is dismissed, unless given a duration.
   */
  error: (message: string, options?: number | ToastOptions) => push('error', message, options),
  info: (message: string, options?: number | ToastOptions) => push('info', message, options),
  /** A warning toast with the server message if present, else `fallback`. */
  apiError: (error: unknown, fallback: string, options?: number | ToastOptions) =>
    push('error', errorMessage(error, fallback), options),
  dismiss: dismissToast,
};
export type Notify = typeof notify;

/** Raise toasts from a component. */
export function useNotify(): Notify {
  return notify;
}

/** The current toasts, outside React. */
export const currentToasts = (): readonly Toast[] => toasts;

/** The current toasts; renders again when they change. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * The current toasts as light elements (the sign-in pages and the employee shell; the management
 * shell shows them in Cloudscape's Flashbar, notifications-flashbar.tsx). Errors read as an alert.
 */
export function Notifications() {
  const current = useToasts();
  const text = useT();
  return (
    <div data-testid="notifications">
      <ul className="light-toasts" aria-label={text('shell.notifications')}>
        {current.map((t) => (
          // The role is on the message, not the item: an item with a role of its own is no list item (axe's `list`).
          <li key={t.id} className={`light-toast light-toast--${t.kind}`}>
            <span data-testid={`toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
              {text.localize(t.message)}
            </span>
            <button type="button" aria-label={text('common.dismiss')} onClick={() => dismissToast(t.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
