import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { JWT } from 'aws-amplify/auth';

/** A JWT as Amplify holds it (no signature check: Cognito issued it, the API checks it). */
export function decodeJwt(token: string): JWT {
  const part = token.split('.')[1] ?? '';
  const binary = atob(
    part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '='),
  );
  const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  return { payload: JSON.parse(json) as JWT['payload'], toString: () => token };
}

/**
 * Amplify 6 refreshes tokens with Cognito's GetTokensFromRefreshToken, which the local Cognito
 * emulator does not implement. Against the emulator only, refresh with InitiateAuth
 * REFRESH_TOKEN_AUTH instead (the same tokens, the older API), so expiry and the forced refresh
 * after accepting the terms work locally. AWS keeps Amplify's own refresher.
 */
export function installInitiateAuthRefresher(endpoint: string, clientId: string): void {
  const orchestrator = cognitoUserPoolsTokenProvider.tokenOrchestrator;
  const refresher: Parameters<typeof orchestrator.setTokenRefresher>[0] = async ({
    tokens,
    username,
    clientMetadata,
  }) => {
    if (!tokens.refreshToken) throw new Error('No refresh token');
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
        ...(clientMetadata ? { ClientMetadata: clientMetadata } : {}),
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
      message?: string;
    };
    const result = body.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) {
      const error = new Error(body.message ?? `Token refresh failed (${response.status})`);
      error.name = 'NotAuthorizedException';
      throw error;
    }
    const accessToken = decodeJwt(result.AccessToken);
    const iat = accessToken.payload.iat ?? 0;
    return {
      accessToken,
      idToken: result.IdToken ? decodeJwt(result.IdToken) : undefined,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: iat * 1000 - Date.now(),
      username,
    };
  };
  orchestrator.setTokenRefresher(refresher);
}
