import { paths } from '../../../../shared/routes';

/** Opens the profile wizard on its Mobile Number step (Get Paid links there). */
export const PROFILE_MOBILE_STEP_PATH = paths.profile({ step: 'mobile' });
