import { startMobileSignIn } from '../../../shared/callables/users';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { startMobileSignIn as start } from '../../services/identity/mobile-sign-in';

/** Before sign-in: a sign-in code texted to an employee's verified number, if the code and number name one; the same answer either way. */
export const handler = makeHandler(startMobileSignIn, (input) => start(input, epochSeconds()));
