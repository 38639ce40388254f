/**
 * The entry of the DynamoDB SDK file shipped beside every Lambda bundle (`aws-sdk-dynamodb.js`,
 * infra/bundling.ts `buildDynamoSdk`): the client and the document client, minified into one
 * CommonJS file that a bundle requires on its first DynamoDB request (lambdas/core/clients/dynamodb.ts).
 */
export * as client from '@aws-sdk/client-dynamodb';
export * as doc from '@aws-sdk/lib-dynamodb';
