import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/** A navigation that is started and left to run: the page follows the location, nothing awaits the move. */
export interface NavigateTo {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/**
 * React Router's `navigate`, typed as the fire-and-forget call every page makes of it. Under the data router
 * `navigate` returns a promise that settles once the move is done; the site has no loaders or actions, so there is
 * nothing to wait for and failures surface through the route's error element, not through that promise.
 */
export function useNavigateTo(): NavigateTo {
  const navigate = useNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      void (typeof to === 'number' ? navigate(to) : navigate(to, options));
    },
    [navigate],
  );
}
