import { useNavigateTo } from './use-navigate-to';
import { LightButton } from './light/light';

/** The page shown for a route the user may not open (also the not-found fallback). */
export const NO_ACCESS_MESSAGE = "The page you are looking for does not exist or you don't have access permission.";

export function NoAccess() {
  const navigate = useNavigateTo();
  return (
    <div className="light-notice light-stack" data-testid="no-access">
      <p className="light-h2">{NO_ACCESS_MESSAGE}</p>
      <div>
        <LightButton variant="primary" onClick={() => navigate(-1)} testId="no-access-back">
          Go Back
        </LightButton>
      </div>
    </div>
  );
}
