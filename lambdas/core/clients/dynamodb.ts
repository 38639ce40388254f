import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../env';
import { clientConfig, currentClientHook, onResetClients } from './hook';

export { resetClients, setClientHook, type ClientHook } from './hook';

let ddb: DynamoDBDocumentClient | undefined;
onResetClients(() => {
  ddb = undefined;
});

/** The document client of the table (only lambdas/data uses it in the product's code). */
export function ddbDoc(): DynamoDBDocumentClient {
  if (!ddb) {
    const client = new DynamoDBClient(clientConfig(env.dynamoEndpoint));
    // The document client shares this client's middleware stack, so the hook sees its commands too.
    currentClientHook()?.(client);
    ddb = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return ddb;
}
