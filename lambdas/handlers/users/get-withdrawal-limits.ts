import { getWithdrawalLimits } from '../../../shared/callables/users';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { ownLimits } from '../../services/advance-pay/own-limits';

/** The caller's own limits, from the user record the chain read (never another person's). */
export const handler = makeHandler(getWithdrawalLimits, (_input, caller) => ownLimits(caller, epochSeconds()));
