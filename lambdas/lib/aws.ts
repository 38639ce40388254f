import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

/**
 * Called with every client this module creates. Unset in AWS; the local stack sets it to add
 * its access check (infra/local/access-check.ts), which refuses what a function's declaration
 * does not grant, as IAM does once deployed.
 */
export type ClientHook = (client: DynamoDBClient | S3Client | CognitoIdentityProviderClient) => void;
let clientHook: ClientHook | undefined;

/** Set (or clear) the hook for the clients created from now on; the cached ones are dropped. */
export function setClientHook(hook: ClientHook | undefined): void {
  clientHook = hook;
  resetClients();
}

/** Emulators accept any key; AWS uses the Lambda role's credentials. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let ddb: DynamoDBDocumentClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let s3: S3Client | undefined;

export function ddbDoc(): DynamoDBDocumentClient {
  if (!ddb) {
    const endpoint = env.dynamoEndpoint;
    const client = new DynamoDBClient({ region: env.region, ...(endpoint ? { endpoint, credentials: localCredentials } : {}) });
    // The document client shares this client's middleware stack, so the hook sees its commands too.
    clientHook?.(client);
    ddb = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return ddb;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  if (!cognito) {
    const endpoint = env.cognitoEndpoint;
    cognito = new CognitoIdentityProviderClient({ region: env.region, ...(endpoint ? { endpoint, credentials: localCredentials } : {}) });
    clientHook?.(cognito);
  }
  return cognito;
}

export function s3Client(): S3Client {
  if (!s3) {
    const endpoint = env.s3Endpoint;
    s3 = new S3Client({
      region: env.region,
      // Checksums only where S3 requires them: by default the SDK would put a CRC32 of the empty
      // body into every presigned PUT, and S3 would refuse the browser's real file against it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(endpoint ? { endpoint, forcePathStyle: true, credentials: localCredentials } : {}),
    });
    clientHook?.(s3);
  }
  return s3;
}

/** Forget cached clients (the local stack changes endpoints between test runs in one process). */
export function resetClients(): void {
  ddb = undefined;
  cognito = undefined;
  s3 = undefined;
}
