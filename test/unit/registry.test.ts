import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callables, getCallable } from '../../shared/callables';
import {
  callableArea,
  callableFileStem,
  callablePath,
  defineCallable,
  handlerPath,
} from '../../shared/registry/define';
import { buildOpenApiDocument } from '../../shared/registry/openapi';
import { ROLES } from '../../shared/registry/roles';
import { addressLimitOf, SIGN_IN_ADDRESS_LIMIT } from '../../shared/registry/throttling';
import { z } from 'zod';

const root = path.resolve(__dirname, '../..');

describe('callable registry', () => {
  it('derives the handler file from the name', () => {
    expect(callableArea('orgs-getOrgInfo')).toBe('orgs');
    expect(callableFileStem('employees-acceptTermsAndConditions')).toBe('accept-terms-and-conditions');
    expect(handlerPath('advancePayEmployee-getDownloadURL')).toBe(
      'lambdas/handlers/advancePayEmployee/get-download-url.ts',
    );
    expect(callableFileStem('transactions-exportToPDFv2')).toBe('export-to-pd-fv2');
    expect(callablePath('users-getUser')).toBe('/api/users-getUser');
  });

  it('refuses a name that is not <area>-<verbNoun>', () => {
    expect(() =>
      defineCallable({
        name: 'getThing',
        summary: '',
        input: z.object({}),
        output: z.object({}),
        roles: ROLES,
        access: { table: 'read' },
        terms: false,
        example: {},
      }),
    ).toThrow();
  });

  it.each(callables.map((c) => [c.name, c] as const))(
    '%s: has a handler file, a valid example and known roles',
    (name, def) => {
      expect(fs.existsSync(path.join(root, handlerPath(name)))).toBe(true);
      expect(fs.readFileSync(path.join(root, handlerPath(name)), 'utf8')).toMatch(
        /export const handler = makeHandler\(/,
      );
      expect(def.input.safeParse(def.example).success).toBe(true);
      if (def.roles !== 'public') {
        expect(def.roles.length).toBeGreaterThan(0);
        for (const role of def.roles) expect(ROLES).toContain(role);
      }
      expect(getCallable(name)).toBe(def);
    },
  );

  it('only the pre-login look-up, the forgotten password and the mobile sign-in are public, each limited per client address', () => {
    const open = callables.filter((c) => c.roles === 'public');
    expect(open.map((c) => c.name).sort()).toEqual([
      'orgs-getOrgTenantId',
      'users-finishMobileSignIn',
      'users-forgotPassword',
      'users-resetPassword',
      'users-startMobileSignIn',
    ]);
    for (const def of open) expect(addressLimitOf(def), def.name).toBe(SIGN_IN_ADDRESS_LIMIT);
  });

  it('documents every callable in the OpenAPI document', () => {
    const doc = buildOpenApiDocument() as {
      openapi: string;
      paths: Record<string, { post: { operationId: string; security: unknown[] } }>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(callables.map((c) => callablePath(c.name)).sort());
    for (const def of callables) {
      const op = doc.paths[callablePath(def.name)].post;
      expect(op.operationId).toBe(def.name);
      expect(op.security.length).toBe(def.roles === 'public' ? 0 : 1);
    }
  });
});
