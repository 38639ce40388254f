import { Spinner } from './light/light';

/** Shown while a session, a lazy page or a gate's data is loading (light: no Cloudscape script). */
export function PageSpinner() {
  return <Spinner />;
}
