import type { z } from 'zod';
import { accessProblems, type ResourceAccess } from './access';
import type { Role } from './roles';
import type { AuditKind } from '../domain/audit/audit-entry';

/** The products an organisation switches on or off (its `advancePay`, `eBenefits`, `disbursements.enable`). */
export const PRODUCTS = ['advancePay', 'eBenefits', 'disbursements'] as const;
export type Product = (typeof PRODUCTS)[number];

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
  /**
   * The product the callable belongs to: an organisation user whose organisation has it switched
   * off is refused (403 `PRODUCT_OFF`) by the handler chain. Administrators are not: they set the
   * organisation up whatever its switches. Leave it out for what every organisation has.
   */
  product?: Product;
  /**
   * May an organisation user of a Suspended (or deleted) organisation call it? Default `'active'`:
   * refused (403 `ORGANISATION_SUSPENDED`). `'any'` only for the reads of one's own past
   * statements and transactions that stay open (docs/rules.md#suspended-organisations).
   */
  orgStatus?: 'active' | 'any';
  /**
   * Changes or chooses where an employee's wages are paid (a bank account, a disbursement's
   * employee payee): only such callables may reach the payout-account gate
   * (lambdas/services/employees/payout-accounts.ts), which holds every rule of such a change.
   */
  changesPayout?: boolean;
  /**
   * The audit kinds its changes belong to (docs/rules.md#audit-trail): every successful call writes at
   * least one audit entry in the transaction of its change, or says it changed nothing. The handler
   * chain checks it on every call (lambdas/handlers/chain/make-handler.ts): a miss is an error logged
   * and counted when deployed, and a failed call on the local stack, so a path that forgets is found by
   * its tests. test/unit/audit-declarations.test.ts lists which callables must declare it.
   */
  audit?: readonly AuditKind[];
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
 * `orgs-getOrgInfo` → `lambdas/handlers/orgs/get-org-info.ts`, exporting `handler`.
 */
export const handlerPath = (name: string): string =>
  `lambdas/handlers/${callableArea(name)}/${callableFileStem(name)}.ts`;

/** The HTTP path of a callable: `POST /api/<name>` (docs/architecture.md#request-path). */
export const callablePath = (name: string): string => `/api/${name}`;

/** A callable's Lambda memory in MB: its own, else 512 (what CDK deploys and bench/cost.ts bills). */
export const callableMemoryMb = (def: Pick<CallableDefinition, 'memoryMb'>): number => def.memoryMb ?? 512;
