import { buildOpenApiDocument } from '../../../shared/registry/openapi';

/**
 * The OpenAPI document as JSON text. Built from the registry when run from source (the local
 * stack, tests); in a Lambda bundle the bundler replaces this module with the same text built at
 * bundle time and gzipped (infra/bundling.ts): the whole registry and zod's JSON Schema generator
 * would not fit the bundle budget, and the document only changes with the code.
 */
export const openApiDocumentJson = (): string => JSON.stringify(buildOpenApiDocument());
