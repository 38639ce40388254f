import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCallable } from '../../shared/callables';
import { SIGN_IN_ADDRESS_LIMIT } from '../../shared/registry/throttling';
import { synthPlatform, templateOf } from './synth';
import { ofType, resourcesOf, type TypedResource } from './template';

/**
 * A forgotten password as deployed (docs/decisions/0008-forgotten-password-through-the-api.md):
 * Cognito's own ForgotPassword off (the pool's account recovery `admin_only`), the pool's password
 * rule the one the API checks, the API's two calls limited per client address by the site's web
 * ACL, and only the reset holding the Cognito actions it needs. A small platform keeps it quick.
 */
const small = {
  callables: [
    getCallable('orgs-getOrgTenantId'),
    getCallable('users-forgotPassword'),
    getCallable('users-resetPassword'),
    getCallable('users-getCurrentUser'),
  ],
  jobs: [],
  uploadTriggers: [],
  workQueues: [],
  nag: false,
};

let platform: ReturnType<typeof synthPlatform>;
beforeAll(() => {
  platform = synthPlatform(small);
});

describe("the user pool's settings for a forgotten password", () => {
  it("turns Cognito's own ForgotPassword off: account recovery by an administrator only", () => {
    templateOf(platform.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
    });
  });

  it('enforces the password rule the reset checks (8+, upper, lower, digit, symbol)', () => {
    templateOf(platform.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it("keeps the site's client from telling which users exist, and lets a sign-out revoke refresh tokens", () => {
    templateOf(platform.auth).hasResourceProperties('AWS::Cognito::UserPoolClient', {
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });
});

describe("the API's forgotten-password calls", () => {
  it("are counted per client address by the site's web ACL, with the sign-in look-up", () => {
    const [acl] = Object.values(resourcesOf(platform.edge!)).filter((r) => r.Type === 'AWS::WAFv2::WebACL');
    const rule = (acl.Properties as { Rules: { Statement: { RateBasedStatement: Record<string, unknown> } }[] })
      .Rules[0].Statement.RateBasedStatement;
    expect(rule.Limit).toBe(SIGN_IN_ADDRESS_LIMIT.requests);
    const paths = JSON.stringify(rule.ScopeDownStatement);
    for (const name of ['orgs-getOrgTenantId', 'users-forgotPassword', 'users-resetPassword'])
      expect(paths).toContain(`/api/${name}`.toLowerCase());
  });

  it('give the reset alone the Cognito actions to set a password and sign the login out, on the pool only', () => {
    // prepare: each callable's function and the Cognito actions its role's policies allow
    const stacks = [platform.api, ...platform.api.routeStacks];
    const cognitoActions = (name: string): string[] => {
      for (const stack of stacks) {
        const fn = ofType(stack, 'AWS::Lambda::Function').find(
          (f) => f.Properties.Environment?.Variables?.CALLABLE_NAME === name,
        );
        if (!fn) continue;
        const roleId = fn.Properties.Role['Fn::GetAtt']![0];
        const role = resourcesOf(stack)[roleId] as TypedResource<'AWS::IAM::Role'>;
        return [
          ...(role.Properties.Policies ?? []).flatMap((p) => p.PolicyDocument.Statement),
          ...ofType(stack, 'AWS::IAM::Policy')
            .filter((r) => JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`))
            .flatMap((r) => r.Properties.PolicyDocument.Statement),
        ]
          .flatMap((st) => [st.Action ?? []].flat())
          .filter((a) => a.startsWith('cognito-idp:'))
          .sort();
      }
      throw new Error(`No function of ${name}`);
    };
    // act / assess
    expect(cognitoActions('users-resetPassword')).toEqual([
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUserGlobalSignOut',
    ]);
    expect(cognitoActions('users-forgotPassword')).toEqual([]);
  });
});
