import { z } from 'zod';

/**
 * `GET /config.json` on the site (docs/architecture.md#deployment): what the browser needs at run time.
 * CDK writes it at deploy time; the local stack serves it.
 */
export const RuntimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** The Cognito endpoint when it is not AWS's (the local emulator). */
  cognitoEndpoint: z.string().optional(),
  /** Base path of the callables, '/api' (same origin). */
  apiBasePath: z.string(),
  /** 'local' when running on the embedded stack (the outbox page is offered then). */
  stage: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
