import type { RuntimeConfig } from '../../../shared/runtime-config';

let config: RuntimeConfig | undefined;

const REQUIRED_TEXTS = ['region', 'userPoolId', 'userPoolClientId', 'apiBasePath', 'stage'] as const;

/**
 * `/config.json` checked against `RuntimeConfigSchema` (shared/runtime-config.ts) by hand: zod would
 * otherwise load on every page, the signed-in ones included, for these few fields. A unit test
 * holds the two to the same answers.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('/config.json: not an object');
  const fields = value as Record<string, unknown>;
  const text = (key: string): string => {
    const field = fields[key];
    if (typeof field !== 'string') throw new Error(`/config.json: ${key} must be a string`);
    return field;
  };
  const [region, userPoolId, userPoolClientId, apiBasePath, stage] = REQUIRED_TEXTS.map(text);
  const cognitoEndpoint = fields.cognitoEndpoint === undefined ? undefined : text('cognitoEndpoint');
  return {
    region,
    userPoolId,
    userPoolClientId,
    ...(cognitoEndpoint === undefined ? {} : { cognitoEndpoint }),
    apiBasePath,
    stage,
  };
}

/** The settings loaded from `/config.json` (throws before `loadRuntimeConfig` resolved). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime config not loaded');
  return config;
}

/**
 * Fetch `/config.json` (written on each deploy, docs/architecture.md#deployment). Amplify v6 is
 * configured with it when first loaded (web/src/auth/amplify.ts).
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json: HTTP ${response.status}`);
  config = parseRuntimeConfig(await response.json());
  return config;
}
