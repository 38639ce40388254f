import { setWithdrawalLimits } from '../../../shared/callables/users';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { setOwnLimits } from '../../services/advance-pay/own-limits';

/** The caller's own record only: the user comes from the verified token, never from the input. */
export const handler = makeHandler(setWithdrawalLimits, (input, caller) => setOwnLimits(caller, input, epochSeconds()));
