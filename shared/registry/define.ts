import type { z } from 'zod';
import { accessProblems, type ResourceAccess } from './access';
import type { Role } from './roles';

/**
 * One callable of the API: the single definition that CDK, the local gateway, the typed
 * web client, the OpenAPI document and the generic tests all loop over (docs/architecture.md#the-registry).
 * It holds no server code, so the web bundle can import it.
 */
export interface CallableDefinition<
  N extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> {
  /** `<area>-<verbNoun>`, exactly as the product names it (names are part of the API contract). */
  name: N;
  /** One line for the OpenAPI document. */
  summary: string;
  input: I;
  output: O;
  /**
   * Who may call it. `'public'` callables need no token (pre-login look-ups only);
   * every other callable needs a verified ID token whose `custom:role` is listed.
   */
  roles: readonly Role[] | 'public';
  /**
   * What the handler and everything it calls touch (shared/registry/access.ts): CDK grants
   * exactly this to the callable's Lambda, and the local stack refuses anything else.
   */
  access: ResourceAccess;
  /** Organisation users must have accepted the current terms (admins never need to). */
  terms: boolean;
  /** A valid payload: used by the OpenAPI document and the generic tests. */
  example: z.input<I>;
  /** Moves money: the caller's account must not be locked (checked on every call). */
  moneyMoving?: boolean;
  /** Lambda timeout in seconds (default 29, API Gateway's own limit). */
  timeoutSeconds?: number;
  /** Lambda memory in MB (default 512). */
  memoryMb?: number;
}

export function defineCallable<N extends string, I extends z.ZodType, O extends z.ZodType>(
  def: CallableDefinition<N, I, O>,
): CallableDefinition<N, I, O> {
  if (!/^[a-z][A-Za-z]*-[a-z][A-Za-z0-9]*$/.test(def.name)) {
    throw new Error(`Callable name ${def.name} is not <area>-<verbNoun>`);
  }
  const problems = accessProblems(def.access);
  if (problems.length) throw new Error(`Callable ${def.name}: ${problems.join('; ')}`);
  return def;
}

/** `orgs-getOrgInfo` → `orgs`. */
export const callableArea = (name: string): string => name.slice(0, name.indexOf('-'));

/** `orgs-getOrgInfo` → `get-org-info`. */
export const callableFileStem = (name: string): string =>
  name
    .slice(name.indexOf('-') + 1)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/**
 * Where the handler lives, relative to the repository root, found by convention:
 * `orgs-getOrgInfo` → `lambdas/orgs/get-org-info.ts`, exporting `handler`.
 */
export const handlerPath = (name: string): string => `lambdas/${callableArea(name)}/${callableFileStem(name)}.ts`;

/** The HTTP path of a callable: `POST /api/<name>` (docs/architecture.md#request-path). */
export const callablePath = (name: string): string => `/api/${name}`;
