/** `/profile?step=mobile` opens the profile wizard on its Mobile Number step (Get Paid links there). */
export const PROFILE_MOBILE_STEP_PATH = '/profile?step=mobile';
