/**
 * Amplify's auth, configured with /config.json: loaded on first use (a sign-in, a sign-out, a token
 * to refresh), not with the first page (stored-tokens.ts reads a valid token without it).
 */
import { Amplify } from 'aws-amplify';
import { getRuntimeConfig } from '../app/runtime-config';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { decodeJwt, installInitiateAuthRefresher } from './local-token-refresher';

const config = getRuntimeConfig();
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
    },
  },
});
if (config.cognitoEndpoint) installInitiateAuthRefresher(config.cognitoEndpoint, config.userPoolClientId);

export { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';

/**
 * Keep tokens of a sign-in the API ran for the site (the mobile number's: users-finishMobileSignIn)
 * as Amplify keeps its own, so that it reads, refreshes and signs them out alike.
 */
export async function storeSignInTokens(t: { idToken: string; accessToken: string; refreshToken: string }) {
  const accessToken = decodeJwt(t.accessToken);
  const iat = accessToken.payload.iat ?? Math.floor(Date.now() / 1000);
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      idToken: decodeJwt(t.idToken),
      refreshToken: t.refreshToken,
      clockDrift: iat * 1000 - Date.now(),
      username: [accessToken.payload.username, accessToken.payload.sub].find((v) => typeof v === 'string') ?? '',
    },
  });
}
