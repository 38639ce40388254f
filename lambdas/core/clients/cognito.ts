import type { AttributeType, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../../shared/registry/roles';
import { env } from '../env';
import { errorName } from '../error-name';
import { clientConfig, currentClientHook, onResetClients } from './hook';

/**
 * The Cognito client and its command classes, imported on first use rather than at module load
 * (docs/architecture.md#lambda-bundles): most calls of a function that may touch Cognito never do.
 */
type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');

let cognito: Promise<{ client: CognitoIdentityProviderClient; sdk: CognitoSdk }> | undefined;
onResetClients(() => {
  cognito = undefined;
});

async function createCognitoClient(): Promise<{ client: CognitoIdentityProviderClient; sdk: CognitoSdk }> {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  const client = new sdk.CognitoIdentityProviderClient(clientConfig(env.cognitoEndpoint));
  currentClientHook()?.(client);
  return { client, sdk };
}

function cognitoSdk(): Promise<{ client: CognitoIdentityProviderClient; sdk: CognitoSdk }> {
  cognito ??= createCognitoClient();
  return cognito;
}

export async function cognitoClient(): Promise<CognitoIdentityProviderClient> {
  return (await cognitoSdk()).client;
}

/** Cognito refused to create a user because the e-mail (the username) is taken. */
export const isUsernameTaken = (err: unknown): boolean => errorName(err) === 'UsernameExistsException';

/** Cognito refused a password against the pool's policy (its message says why). */
export const isPasswordRefused = (err: unknown): boolean => errorName(err) === 'InvalidPasswordException';

/** The custom attributes (docs/rules.md#roles-and-tenants); only the API (never the app client) writes them. */
export interface IdentityAttributes {
  role: Role;
  tenantId: string | null;
  acceptedTerms?: string | null;
}

const attributes = (
  a: Partial<IdentityAttributes> & { email?: string; givenName?: string; familyName?: string; name?: string },
): AttributeType[] => {
  const out: AttributeType[] = [];
  if (a.email !== undefined)
    out.push({ Name: 'email', Value: a.email.toLowerCase() }, { Name: 'email_verified', Value: 'true' });
  if (a.givenName !== undefined) out.push({ Name: 'given_name', Value: a.givenName });
  if (a.familyName !== undefined) out.push({ Name: 'family_name', Value: a.familyName });
  if (a.name !== undefined) out.push({ Name: 'name', Value: a.name });
  if (a.role !== undefined) out.push({ Name: 'custom:role', Value: a.role });
  if (a.tenantId !== undefined) out.push({ Name: 'custom:tenantId', Value: a.tenantId ?? '' });
  if (a.acceptedTerms !== undefined) out.push({ Name: 'custom:acceptedTerms', Value: a.acceptedTerms ?? '' });
  return out;
};

/**
 * Create a Cognito user (no invitation e-mail from Cognito: the product sends its own through the
 * outbox). An invited person gets a `temporary` password: Cognito then answers their first
 * sign-in with the new-password challenge, so the password someone else saw never stays theirs.
 * Seeded demo logins and test logins get a permanent one. Returns the user's `sub`.
 */
export async function createCognitoUser(
  input: IdentityAttributes & {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    temporary?: boolean;
  },
): Promise<string> {
  const { client, sdk } = await cognitoSdk();
  const out = await client.send(
    new sdk.AdminCreateUserCommand({
      UserPoolId: env.userPoolId,
      Username: input.email.toLowerCase(),
      MessageAction: 'SUPPRESS',
      ...(input.temporary ? { TemporaryPassword: input.password } : {}),
      UserAttributes: attributes({
        email: input.email,
        givenName: input.firstName,
        familyName: input.lastName,
        name: `${input.firstName} ${input.lastName}`.trim(),
        role: input.role,
        tenantId: input.tenantId,
        acceptedTerms: input.acceptedTerms ?? '',
      }),
    }),
  );
  const sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito did not return the new user id');
  if (!input.temporary) await setCognitoPassword(input.email, input.password);
  return sub;
}

/**
 * Set the user's password: a permanent one, or a temporary one (`permanent` false) that the person
 * must replace at their next sign-in.
 */
export async function setCognitoPassword(email: string, password: string, permanent = true): Promise<void> {
  const { client, sdk } = await cognitoSdk();
  await client.send(
    new sdk.AdminSetUserPasswordCommand({
      UserPoolId: env.userPoolId,
      Username: email.toLowerCase(),
      Password: password,
      Permanent: permanent,
    }),
  );
}

/**
 * Sign the user out everywhere: Cognito revokes every refresh token of the user, so no session
 * can be renewed (its ID tokens are refused by the API through the user record's
 * `passwordChangedAt`).
 */
export async function signOutEverywhere(email: string): Promise<void> {
  const { client, sdk } = await cognitoSdk();
  await client.send(
    new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId, Username: email.toLowerCase() }),
  );
}

/**
 * Cognito's own password change for the user of `accessToken` (the user-level ChangePassword: it
 * needs no IAM permission and can change no one else's password): the current password must be
 * right and the new one meet the pool's policy.
 */
export async function changePasswordWithToken(
  accessToken: string,
  previousPassword: string,
  proposedPassword: string,
): Promise<void> {
  const { client, sdk } = await cognitoSdk();
  await client.send(
    new sdk.ChangePasswordCommand({
      AccessToken: accessToken,
      PreviousPassword: previousPassword,
      ProposedPassword: proposedPassword,
    }),
  );
}

/**
 * Sign the user of `accessToken` out everywhere (the user-level GlobalSignOut: every refresh token
 * of that user is revoked; no IAM permission, no other user).
 */
export async function signOutEverywhereWithToken(accessToken: string): Promise<void> {
  const { client, sdk } = await cognitoSdk();
  await client.send(new sdk.GlobalSignOutCommand({ AccessToken: accessToken }));
}

/** Cognito refused an access token (expired, revoked, not its own) rather than a password. */
export const isTokenRefused = (err: unknown): boolean =>
  errorName(err) === 'NotAuthorizedException' && /access token/i.test((err as Error).message);

/** Cognito refused the current password of a password change. */
export const isWrongPassword = (err: unknown): boolean =>
  errorName(err) === 'NotAuthorizedException' && !isTokenRefused(err);

/** Cognito throttled the user's password attempts. */
export const isCognitoThrottled = (err: unknown): boolean => {
  const name = errorName(err);
  return name === 'LimitExceededException' || name === 'TooManyRequestsException';
};

export async function updateCognitoAttributes(
  email: string,
  changes: Partial<IdentityAttributes> & { givenName?: string; familyName?: string; name?: string },
): Promise<void> {
  const { client, sdk } = await cognitoSdk();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: env.userPoolId,
      Username: email.toLowerCase(),
      UserAttributes: attributes(changes),
    }),
  );
}

export async function setCognitoUserEnabled(email: string, enabled: boolean): Promise<void> {
  const { client, sdk } = await cognitoSdk();
  const Command = enabled ? sdk.AdminEnableUserCommand : sdk.AdminDisableUserCommand;
  await client.send(new Command({ UserPoolId: env.userPoolId, Username: email.toLowerCase() }));
}

export async function deleteCognitoUser(email: string): Promise<void> {
  const { client, sdk } = await cognitoSdk();
  await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: email.toLowerCase() }));
}

/** Cognito's tokens of a finished sign-in. */
export interface CognitoTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * Start Cognito's choice-based sign-in with a texted code (`USER_AUTH`, preferred challenge
 * `SMS_OTP`) for the login, on the site's app client. The number is first set on the Cognito user,
 * verified: it is the one the employee record proved, read just now, so Cognito texts no other.
 * `clientMetadata` reaches the pre-authentication trigger (the organisation code). Returns the
 * challenge's session.
 */
export async function startSmsSignIn(
  email: string,
  phoneNumber: string,
  clientMetadata: Record<string, string>,
): Promise<string> {
  const { client, sdk } = await cognitoSdk();
  const Username = email.toLowerCase();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: env.userPoolId,
      Username,
      UserAttributes: [
        { Name: 'phone_number', Value: phoneNumber },
        { Name: 'phone_number_verified', Value: 'true' },
      ],
    }),
  );
  const out = await client.send(
    new sdk.AdminInitiateAuthCommand({
      UserPoolId: env.userPoolId,
      ClientId: env.userPoolClientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: Username, PREFERRED_CHALLENGE: 'SMS_OTP' },
      ClientMetadata: clientMetadata,
    }),
  );
  if (out.ChallengeName !== 'SMS_OTP' || !out.Session)
    throw new Error(`Cognito answered ${out.ChallengeName ?? 'no challenge'} to an SMS sign-in`);
  return out.Session;
}

/** Answer the sign-in's `SMS_OTP` challenge with the code typed: Cognito's tokens, or its refusal. */
export async function answerSmsSignIn(
  email: string,
  session: string,
  code: string,
  clientMetadata: Record<string, string>,
): Promise<CognitoTokens> {
  const { client, sdk } = await cognitoSdk();
  const out = await client.send(
    new sdk.AdminRespondToAuthChallengeCommand({
      UserPoolId: env.userPoolId,
      ClientId: env.userPoolClientId,
      ChallengeName: 'SMS_OTP',
      Session: session,
      ChallengeResponses: { USERNAME: email.toLowerCase(), SMS_OTP_CODE: code },
      ClientMetadata: clientMetadata,
    }),
  );
  const result = out.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken)
    throw new Error(`Cognito answered ${out.ChallengeName ?? 'no tokens'} to an SMS sign-in's code`);
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
    expiresIn: result.ExpiresIn ?? 3600,
  };
}

/**
 * Take the number off the Cognito user once its sign-in ended: Cognito keeps a number only while
 * the API's own sign-in needs it, so a number the employee later gives up cannot get codes.
 */
export async function forgetSignInNumber(email: string): Promise<void> {
  const { client, sdk } = await cognitoSdk();
  await client.send(
    new sdk.AdminDeleteUserAttributesCommand({
      UserPoolId: env.userPoolId,
      Username: email.toLowerCase(),
      UserAttributeNames: ['phone_number'],
    }),
  );
}

/** Cognito refused a sign-in's code (wrong, expired, or the session spent). */
export const isCodeRefused = (err: unknown): boolean =>
  ['CodeMismatchException', 'ExpiredCodeException', 'NotAuthorizedException'].includes(errorName(err) ?? '');
