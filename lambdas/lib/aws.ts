import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

/** Emulators accept any key; AWS uses the Lambda role's credentials. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let ddb: DynamoDBDocumentClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let s3: S3Client | undefined;

export function ddbDoc(): DynamoDBDocumentClient {
  if (!ddb) {
    const endpoint = env.dynamoEndpoint;
    const client = new DynamoDBClient({ region: env.region, ...(endpoint ? { endpoint, credentials: localCredentials } : {}) });
    ddb = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return ddb;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  if (!cognito) {
    const endpoint = env.cognitoEndpoint;
    cognito = new CognitoIdentityProviderClient({ region: env.region, ...(endpoint ? { endpoint, credentials: localCredentials } : {}) });
  }
  return cognito;
}

export function s3Client(): S3Client {
  if (!s3) {
    const endpoint = env.s3Endpoint;
    s3 = new S3Client({ region: env.region, ...(endpoint ? { endpoint, forcePathStyle: true, credentials: localCredentials } : {}) });
  }
  return s3;
}

/** Forget cached clients (the local stack changes endpoints between test runs in one process). */
export function resetClients(): void {
  ddb = undefined;
  cognito = undefined;
  s3 = undefined;
}
