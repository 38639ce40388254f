import { z } from 'zod';
import { callables } from '../callables';
import { callableArea, callablePath } from './define';
import { ERROR_STATUS } from './errors';

const ErrorBodySchema = z.object({
  errorInfo: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ field: z.string().optional(), message: z.string() })).optional(),
  }),
});

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>;

/** The OpenAPI 3.1 document of every callable, generated from the registry (served at `GET /api/openapi.json`). */
export function buildOpenApiDocument(): Record<string, unknown> {
  const error = {
    description: 'errorInfo',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
  const paths: Record<string, unknown> = {};
  for (const def of callables) {
    const isPublic = def.roles === 'public';
    paths[callablePath(def.name)] = {
      post: {
        operationId: def.name,
        summary: def.summary,
        description: isPublic
          ? 'Public (no token).'
          : `Roles: ${(def.roles as readonly string[]).join(', ')}.${def.terms ? ' Organisation users must have accepted the terms.' : ''}`,
        tags: [callableArea(def.name)],
        security: isPublic ? [] : [{ cognito: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: toSchema(def.input, 'input'), example: def.example } },
        },
        responses: {
          200: { description: 'Success', content: { 'application/json': { schema: toSchema(def.output, 'output') } } },
          400: error,
          ...(isPublic ? {} : { 401: error, 403: error }),
          404: error,
          409: error,
          422: error,
          429: error,
          500: error,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Advance Pay & eBenefits API',
      version: '1.0.0',
      description: `Every callable is POST /api/<name> with a JSON body. Error codes: ${Object.keys(ERROR_STATUS).join(', ')}.`,
    },
    paths,
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'Cognito ID token' } },
      schemas: { ErrorBody: toSchema(ErrorBodySchema, 'output') },
    },
  };
}
