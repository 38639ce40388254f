import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { openApiDocumentJson } from '../services/platform/openapi-document';

let body: string | undefined;

/** `GET /api/openapi.json`: the OpenAPI document of docs/architecture.md#the-registry, built once per container. */
export const handler = (): Promise<APIGatewayProxyResultV2> => {
  body ??= openApiDocumentJson();
  return Promise.resolve({
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
    body,
  });
};
