import { Amplify } from 'aws-amplify';
import { installInitiateAuthRefresher } from '../auth/local-token-refresher';
import { RuntimeConfigSchema, type RuntimeConfig } from '../../../shared/runtime-config';

let config: RuntimeConfig | undefined;

/** The settings loaded from `/config.json` (throws before `loadRuntimeConfig` resolved). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime config not loaded');
  return config;
}

/** Fetch `/config.json` (written on each deploy, docs/architecture.md#deployment) and configure Amplify v6 with it. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json: HTTP ${response.status}`);
  config = RuntimeConfigSchema.parse(await response.json());
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
  return config;
}
