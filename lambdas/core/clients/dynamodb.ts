import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../env';
import { clientConfig, currentClientHook, onResetClients } from './hook';

export { resetClients, setClientHook, type ClientHook } from './hook';

/**
 * The DynamoDB document client and its command classes. The SDK packages are imported on first
 * use, not when the module loads: a Lambda's module load then stays within its budget
 * (docs/architecture.md#lambda-bundles), and the load happens once, on the first request.
 */
export type DocumentCommands = typeof import('@aws-sdk/lib-dynamodb');

let ddb: Promise<{ client: DynamoDBDocumentClient; commands: DocumentCommands }> | undefined;
onResetClients(() => {
  ddb = undefined;
});

async function createDocumentClient(): Promise<{ client: DynamoDBDocumentClient; commands: DocumentCommands }> {
  const [{ DynamoDBClient }, commands] = await Promise.all([
    import('@aws-sdk/client-dynamodb'),
    import('@aws-sdk/lib-dynamodb'),
  ]);
  const client = new DynamoDBClient(clientConfig(env.dynamoEndpoint));
  // The document client shares this client's middleware stack, so the hook sees its commands too.
  currentClientHook()?.(client);
  const doc = commands.DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return { client: doc, commands };
}

/** The document client with its command classes (only lambdas/data uses them in the product's code). */
export function documentSdk(): Promise<{ client: DynamoDBDocumentClient; commands: DocumentCommands }> {
  ddb ??= createDocumentClient();
  return ddb;
}

/** The document client of the table. */
export async function ddbDoc(): Promise<DynamoDBDocumentClient> {
  return (await documentSdk()).client;
}
