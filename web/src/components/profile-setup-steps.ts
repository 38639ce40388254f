import { WITHDRAWAL_STEPS, type WithdrawalStep } from '../../../shared/domain/advance-pay/withdrawal-steps';
import { paths } from '../../../shared/routes';

/** The `?step=` of a link to one step of the profile setup (/profile-setup), e.g. Get Paid's. */
const STEP_PARAM: Record<WithdrawalStep, string> = { mobileNumber: 'mobile', bankAccount: 'bank' };

/** The link to the profile setup's step (Get Paid names what is missing with it). */
export const profileSetupStepPath = (step: WithdrawalStep) => `${paths.profileSetup()}?step=${STEP_PARAM[step]}`;

/** The step a `?step=` names, if any. */
export const stepOfParam = (param: string | null): WithdrawalStep | undefined =>
  WITHDRAWAL_STEPS.find((s) => STEP_PARAM[s] === param);
