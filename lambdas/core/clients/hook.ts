import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env';

/**
 * What every client module here shares: the hook each new client is handed, the local
 * credentials, and a way to drop every cached client. Each AWS client lives in its own module and
 * is created on first use, so a Lambda bundle only loads the SDK packages of the clients it
 * imports (the type imports above are erased from bundles).
 */

/**
 * Called with every client these modules create. Unset in AWS; the local stack sets it to add its
 * access check (dev/access-check.ts), which refuses what a function's declaration does not
 * grant, as IAM does once deployed.
 */
export type ClientHook = (client: DynamoDBClient | S3Client | CognitoIdentityProviderClient) => void;
let clientHook: ClientHook | undefined;

/** The hook for a client being created now (undefined in AWS). */
export const currentClientHook = (): ClientHook | undefined => clientHook;

const resetters = new Set<() => void>();

/** A client module registers how to forget its cached client. */
export function onResetClients(reset: () => void): void {
  resetters.add(reset);
}

/** Set (or clear) the hook for the clients created from now on; the cached ones are dropped. */
export function setClientHook(hook: ClientHook | undefined): void {
  clientHook = hook;
  resetClients();
}

/** Forget cached clients (the local stack changes endpoints between test runs in one process). */
export function resetClients(): void {
  for (const reset of resetters) reset();
}

/** Emulators accept any key; AWS uses the Lambda role's credentials. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Region, and the emulator endpoint with local credentials when one is set. */
export const clientConfig = (endpoint: string | undefined) => ({
  region: env.region,
  ...(endpoint ? { endpoint, credentials: localCredentials } : {}),
});
