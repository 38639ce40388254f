import { afterEach, describe, expect, it } from 'vitest';
import {
  clearToastsOnPageChange,
  currentToasts,
  dismissToast,
  MAX_TOASTS,
  notify,
} from '../../web/src/components/notifications';

/** The task that raised a toast has ended (its navigation, if any, has settled). */
const taskEnded = () => new Promise((resolve) => setTimeout(resolve, 1));
const messages = () => currentToasts().map((t) => t.message);

afterEach(() => currentToasts().forEach((t) => dismissToast(t.id)));

describe('toasts across page changes', () => {
  it("goes along with its own action's navigation, then goes with the next page change", async () => {
    notify.error('Saved elsewhere');
    clearToastsOnPageChange(); // the navigation of the action that raised it, in the same task
    expect(messages()).toEqual(['Saved elsewhere']);
    await taskEnded();
    clearToastsOnPageChange();
    expect(messages()).toEqual([]);
  });

  it('an error of a page goes when another page opens later', async () => {
    notify.error('Failed to load!');
    await taskEnded();
    clearToastsOnPageChange();
    expect(messages()).toEqual([]);
  });

  it('the reason a session ended goes along to the sign-out however late it opens, and no further', async () => {
    notify.error('Your organisation is suspended.', { carried: 1 });
    await taskEnded(); // the sign-out page came after the raising task (a slow chunk)
    clearToastsOnPageChange();
    expect(messages()).toEqual(['Your organisation is suspended.']);
    clearToastsOnPageChange(); // the page after the next sign-in
    expect(messages()).toEqual([]);
  });

  it("the reason goes along even when the page's own load raised the same words first", async () => {
    notify.error('Your organisation is suspended.'); // the dashboard's query, refused
    notify.error('Your organisation is suspended.', { carried: 1 }); // the session ends for it
    await taskEnded();
    clearToastsOnPageChange(); // the sign-out page
    expect(messages()).toEqual(['Your organisation is suspended.']);
    clearToastsOnPageChange();
    expect(messages()).toEqual([]);
  });

  it('the same reason, the sign-out opening at once, still goes no further than one page', async () => {
    notify.error('Your account is locked!', { carried: 1 });
    clearToastsOnPageChange();
    await taskEnded();
    clearToastsOnPageChange();
    expect(messages()).toEqual([]);
  });

  it('shows one of the same message and at most the newest three', () => {
    notify.error('A');
    notify.error('A');
    for (const m of ['B', 'C', 'D']) notify.error(m);
    expect(messages()).toEqual(['B', 'C', 'D']);
    expect(MAX_TOASTS).toBe(3);
  });
});
