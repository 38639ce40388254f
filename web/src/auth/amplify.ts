/**
 * Amplify's auth, configured with /config.json: loaded on first use (a sign-in, a sign-out, a token
 * to refresh), not with the first page (stored-tokens.ts reads a valid token without it).
 */
import { Amplify } from 'aws-amplify';
import { getRuntimeConfig } from '../app/runtime-config';
import { installInitiateAuthRefresher } from './local-token-refresher';

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
