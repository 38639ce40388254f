import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCallable } from '../../shared/callables';
import { SIGN_IN_SMS_MESSAGE } from '../../shared/domain/identity/mobile-sign-in';
import { SIGN_IN_ADDRESS_LIMIT } from '../../shared/registry/throttling';
import { synthPlatform, templateOf } from './synth';
import { ofType, resourcesOf } from './template';

/**
 * Signing in with the mobile number as deployed (docs/decisions/0009-mobile-number-sign-in.md):
 * Cognito's choice-based sign-in with SMS OTP beside the password (Essentials plan), its code
 * texted with a role that may only send SMS, the site's client allowed the flow, and the API's two
 * calls limited per client address and told which client to sign in on. A small platform keeps it quick.
 */
const small = {
  callables: [
    getCallable('orgs-getOrgTenantId'),
    getCallable('users-startMobileSignIn'),
    getCallable('users-finishMobileSignIn'),
  ],
  jobs: [],
  uploadTriggers: [],
  workQueues: [],
  nag: false,
};

/** Who may assume a role, as its template writes it. */
const trustOf = (role: { Properties: object }) =>
  JSON.stringify((role.Properties as { AssumeRolePolicyDocument?: unknown }).AssumeRolePolicyDocument);

let platform: ReturnType<typeof synthPlatform>;
beforeAll(() => {
  platform = synthPlatform(small);
});

describe("the user pool's settings for a mobile-number sign-in", () => {
  it('allows a texted code as a first factor beside the password, on the Essentials plan', () => {
    templateOf(platform.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'SMS_OTP'] } }),
      SmsAuthenticationMessage: SIGN_IN_SMS_MESSAGE,
      SmsConfiguration: { ExternalId: 'advance-pay-sign-in-sms', SnsCallerArn: Match.anyValue() },
    });
    expect(SIGN_IN_SMS_MESSAGE).toContain('{####}');
  });

  it('texts with a role Cognito alone assumes (with its external id), which may send SMS and publish to no topic', () => {
    const roles = ofType(platform.auth, 'AWS::IAM::Role').filter((r) =>
      trustOf(r).includes('cognito-idp.amazonaws.com'),
    );
    expect(roles).toHaveLength(1);
    const [role] = roles;
    expect(trustOf(role)).toContain('"sts:ExternalId":"advance-pay-sign-in-sms"');
    const statements = (role.Properties.Policies ?? []).flatMap((p) => p.PolicyDocument.Statement);
    expect(statements).toEqual([{ Action: 'sns:Publish', Effect: 'Allow', NotResource: 'arn:aws:sns:*:*:*' }]);
  });

  it("lets the site's client run the choice-based sign-in, still hiding which users exist", () => {
    templateOf(platform.auth).hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });
});

describe("the API's mobile sign-in calls", () => {
  it("are counted per client address by the site's web ACL, with the sign-in look-up", () => {
    const [acl] = Object.values(resourcesOf(platform.edge!)).filter((r) => r.Type === 'AWS::WAFv2::WebACL');
    const rule = (acl.Properties as { Rules: { Statement: { RateBasedStatement: Record<string, unknown> } }[] })
      .Rules[0].Statement.RateBasedStatement;
    expect(rule.Limit).toBe(SIGN_IN_ADDRESS_LIMIT.requests);
    const paths = JSON.stringify(rule.ScopeDownStatement);
    for (const name of ['users-startMobileSignIn', 'users-finishMobileSignIn'])
      expect(paths).toContain(`/api/${name}`.toLowerCase());
  });

  it("know the site's client, on which they sign the employee in", () => {
    const stacks = [platform.api, ...platform.api.routeStacks];
    for (const name of ['users-startMobileSignIn', 'users-finishMobileSignIn']) {
      const fn = stacks
        .flatMap((s) => ofType(s, 'AWS::Lambda::Function'))
        .find((f) => f.Properties.Environment?.Variables?.CALLABLE_NAME === name);
      expect(fn?.Properties.Environment?.Variables?.USER_POOL_CLIENT_ID, name).toBeDefined();
    }
  });
});
