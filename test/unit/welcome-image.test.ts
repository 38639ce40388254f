import { describe, expect, it, vi } from 'vitest';
import type { Context } from 'aws-lambda';
import type { User } from '../../shared/domain/identity/user';
import type { WelcomeImage } from '../../shared/domain/files/welcome-image';

const manager: User = {
  id: 'u-1',
  tenantId: 'demo',
  orgId: 'demo',
  displayName: 'M',
  firstName: 'M',
  lastName: 'N',
  email: 'm@demo.test',
  role: 'Manager',
  status: 'Active',
  createdAt: 1,
  modifiedAt: 1,
};
let stored: WelcomeImage | undefined;
vi.mock('../../lambdas/data/identity/users', () => ({
  getUser: vi.fn(() => Promise.resolve(manager)),
  // The chain reads an organisation user with their organisation (shared/registry/org-gate.ts).
  getUserWithOrg: vi.fn(() =>
    Promise.resolve({
      user: manager,
      org: { status: 'Active', advancePay: 'yes', eBenefits: 'yes', disbursements: { enable: 'yes' } },
    }),
  ),
}));
// The organisation's request count is the table's (an integration matter): every call passes here.
vi.mock('../../lambdas/data/identity/rate-limits', () => ({ countRequest: vi.fn(() => Promise.resolve(true)) }));
vi.mock('../../lambdas/data/organisations/platform-settings', () => ({
  getWelcomeImage: vi.fn(() => Promise.resolve(stored)),
}));

process.env.LOG_LEVEL = 'SILENT';
const { handler } = await import('../../lambdas/handlers/settings/get-welcome-image');

async function call() {
  const event = {
    body: '{}',
    isBase64Encoded: false,
    requestContext: {
      authorizer: {
        jwt: { claims: { sub: manager.id, email: manager.email, 'custom:role': 'Manager', 'custom:tenantId': 'demo' } },
      },
    },
  };
  const res = (await handler(event as never, { functionName: 't', awsRequestId: 'r' } as Context)) as {
    statusCode: number;
    body: string;
  };
  return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
}

describe('settings-getWelcomeImage', () => {
  it("answers 404 'Image not found!' while no welcome image is set", async () => {
    stored = undefined;
    expect(await call()).toEqual({
      status: 404,
      body: { errorInfo: { code: 'NOT_FOUND', message: 'Image not found!' } },
    });
  });

  it('answers the image once set', async () => {
    stored = { url: '/welcome.svg', alt: 'Welcome' };
    expect(await call()).toEqual({ status: 200, body: { url: '/welcome.svg', alt: 'Welcome' } });
  });
});
