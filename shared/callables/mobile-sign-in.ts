import { defineCallable } from '../registry/define';
import {
  FinishMobileSignInInputSchema,
  MOBILE_SIGN_IN_DAILY_CODES,
  MOBILE_SIGN_IN_MAX_TRIES,
  SignInTokensSchema,
  StartMobileSignInInputSchema,
  StartMobileSignInOutputSchema,
} from '../domain/identity/mobile-sign-in';

/** Signing in with the mobile number (area `users`: re-exported from users.ts). */

export const startMobileSignIn = defineCallable({
  name: 'users-startMobileSignIn',
  summary:
    "Before sign-in: an employee's organisation code and verified mobile number; Cognito texts that number a sign-in code " +
    '(choice-based sign-in, SMS OTP). Always the same answer, a sign-in id, whether or not they name an active employee ' +
    `login; ${MOBILE_SIGN_IN_DAILY_CODES} codes a Malaysian day per code and number (then 429). Managers and administrators sign in with their e-mail.`,
  input: StartMobileSignInInputSchema,
  output: StartMobileSignInOutputSchema,
  roles: 'public',
  access: { table: 'write', cognito: ['AdminUpdateUserAttributes', 'AdminInitiateAuth'] },
  terms: false,
  example: { domain: 'demo', mobileNumber: '012-345 6789' },
});

export const finishMobileSignIn = defineCallable({
  name: 'users-finishMobileSignIn',
  summary:
    "Before sign-in: the sign-in id of `users-startMobileSignIn` and the code texted; answers Cognito's tokens, as its own " +
    `sign-in would. Every refusal of the code is the same 422 (the ${MOBILE_SIGN_IN_MAX_TRIES}rd wrong code ends the sign-in); ` +
    'a locked or suspended login is never signed in.',
  input: FinishMobileSignInInputSchema,
  output: SignInTokensSchema,
  roles: 'public',
  access: { table: 'write', cognito: ['AdminRespondToAuthChallenge', 'AdminDeleteUserAttributes'] },
  terms: false,
  example: { signIn: '01JD3QX8Y6R7ZKQ2M5N9P4T1VB', code: '123456' },
});
