import { describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '../../shared/runtime-config';
import { parseRuntimeConfig } from '../../web/src/app/runtime-config';

const VALID = {
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_abc',
  userPoolClientId: 'client',
  apiBasePath: '/api',
  stage: 'local',
};

/** The site reads /config.json without zod; it must answer as the shared schema does. */
describe('parseRuntimeConfig (the browser check of /config.json)', () => {
  it.each([
    ['without the Cognito endpoint', VALID],
    ['with the Cognito endpoint', { ...VALID, cognitoEndpoint: 'http://localhost:9229' }],
    ['with a field it does not know (dropped)', { ...VALID, extra: 1 }],
  ])('accepts a config %s, as the schema does', (_, config) => {
    expect(parseRuntimeConfig(config)).toEqual(RuntimeConfigSchema.parse(config));
  });

  it.each([
    ['not an object', 'config'],
    ['null', null],
    ...(['region', 'userPoolId', 'userPoolClientId', 'apiBasePath', 'stage'] as const).map(
      (key) => [`without ${key}`, { ...VALID, [key]: undefined }] as [string, unknown],
    ),
    ['with a number for the stage', { ...VALID, stage: 1 }],
    ['with a number for the Cognito endpoint', { ...VALID, cognitoEndpoint: 1 }],
  ])('refuses a config %s, as the schema does', (_, config) => {
    expect(RuntimeConfigSchema.safeParse(config).success).toBe(false);
    expect(() => parseRuntimeConfig(config)).toThrow(/config\.json/);
  });
});
