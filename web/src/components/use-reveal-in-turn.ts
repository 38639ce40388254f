import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `count` sections to show, top to bottom: the first at once, then one more
 * after each commit, each in a transition of its own. A page of several heavy parts (charts,
 * tables) then builds them in separate short tasks instead of one long one that holds up input
 * (Lighthouse's total blocking time), and nothing shown moves: a section only ever appears below
 * the ones already there.
 */
export function useRevealInTurn(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return;
    startTransition(() => setShown((n) => n + 1));
  }, [shown, count]);
  return Math.min(shown, count);
}
