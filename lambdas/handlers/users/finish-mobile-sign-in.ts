import { finishMobileSignIn } from '../../../shared/callables/users';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { finishMobileSignIn as finish } from '../../services/identity/mobile-sign-in';

/** Before sign-in: the texted code of a mobile-number sign-in; Cognito's tokens. */
export const handler = makeHandler(finishMobileSignIn, (input) => finish(input, epochSeconds()));
