import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCallable } from '../../shared/callables';
import { COGNITO_SIGN_IN_OPERATIONS, SIGN_IN_ADDRESS_LIMIT } from '../../shared/registry/throttling';
import { LOOK_UP_BLOCKED_BODY } from '../../infra/stacks/edge-stack';
import { SIGN_IN_BLOCKED_BODY } from '../../infra/stacks/auth-stack';
import { synthPlatform, templateOf } from './synth';
import { resourcesOf } from './template';

/**
 * Sign-in limited per client address, as deployed (docs/architecture.md#sign-in-limits): a
 * CLOUDFRONT web ACL in us-east-1 on the site's distribution (the look-up's path) and a REGIONAL one
 * on the user pool (Cognito's sign-in operations), both rate-based rules with the registry's numbers.
 * A small platform (the look-up and one signed-in callable, no jobs) keeps the synthesis quick.
 */
const small = {
  callables: [getCallable('orgs-getOrgTenantId'), getCallable('users-getCurrentUser')],
  jobs: [],
  uploadTriggers: [],
  workQueues: [],
  nag: false,
};
const ORIGIN = {
  domainName: 'api-origin.pay.example.my',
  certificateArn: 'arn:aws:acm:ap-southeast-1:1:certificate/x',
};

let platform: ReturnType<typeof synthPlatform>;
let withOrigin: ReturnType<typeof synthPlatform>;

beforeAll(() => {
  platform = synthPlatform(small);
  withOrigin = synthPlatform({ ...small, apiOrigin: ORIGIN });
});

interface WebAcl {
  Properties: {
    Scope: string;
    DefaultAction: unknown;
    Rules: { Name: string; Action: unknown; Statement: { RateBasedStatement: Record<string, unknown> } }[];
    CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
  };
}
const webAclsOf = (stack: Stack) =>
  Object.entries(resourcesOf(stack)).filter(([, r]) => r.Type === 'AWS::WAFv2::WebACL') as unknown as [
    string,
    WebAcl,
  ][];

/** The one rule of a stack's one web ACL, with the body its block answers. */
function ruleOf(stack: Stack) {
  const acls = webAclsOf(stack);
  expect(acls).toHaveLength(1);
  const [[id, acl]] = acls;
  expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
  expect(acl.Properties.Rules).toHaveLength(1);
  const [rule] = acl.Properties.Rules;
  const bodies = Object.values(acl.Properties.CustomResponseBodies);
  expect(bodies).toHaveLength(1);
  return { id, acl, rule, body: JSON.parse(bodies[0].Content) as unknown, contentType: bodies[0].ContentType };
}

const blocked429 = {
  Block: {
    CustomResponse: {
      ResponseCode: 429,
      CustomResponseBodyKey: Match.anyValue(),
      ResponseHeaders: [{ Name: 'retry-after', Value: String(SIGN_IN_ADDRESS_LIMIT.windowSeconds) }],
    },
  },
};

const exactly = (field: object, value: string) => ({
  ByteMatchStatement: {
    FieldToMatch: field,
    PositionalConstraint: 'EXACTLY',
    SearchString: value.toLowerCase(),
    TextTransformations: [
      { Priority: 0, Type: 'URL_DECODE' },
      { Priority: 1, Type: 'LOWERCASE' },
    ],
  },
});

describe("the site's web ACL (the sign-in look-up)", () => {
  it('lives in us-east-1, scope CLOUDFRONT, whatever the region of the app', () => {
    expect(platform.edge?.region).toBe('us-east-1');
    expect(platform.web.region).toBe('ap-southeast-1');
    expect(ruleOf(platform.edge!).acl.Properties.Scope).toBe('CLOUDFRONT');
  });

  it("limits each client address (its own, not X-Forwarded-For) on the look-up's path to the registry's numbers", () => {
    // prepare / act
    const { rule, body, contentType } = ruleOf(platform.edge!);
    // assess
    expect(rule.Statement.RateBasedStatement).toEqual({
      Limit: SIGN_IN_ADDRESS_LIMIT.requests,
      EvaluationWindowSec: SIGN_IN_ADDRESS_LIMIT.windowSeconds,
      AggregateKeyType: 'IP',
      ScopeDownStatement: exactly({ UriPath: {} }, '/api/orgs-getOrgTenantId'),
    });
    expect(rule.Statement.RateBasedStatement.ForwardedIPConfig).toBeUndefined();
    templateOf(platform.edge!).hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: [Match.objectLike({ Action: blocked429 })],
    });
    expect(contentType).toBe('APPLICATION_JSON');
    expect(body).toEqual(LOOK_UP_BLOCKED_BODY);
    expect(LOOK_UP_BLOCKED_BODY.errorInfo.code).toBe('TOO_MANY_REQUESTS');
  });

  it('is the distribution’s web ACL, read from us-east-1 through a cross-region reference', () => {
    // prepare
    const [dist] = Object.values(resourcesOf(platform.web)).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
    const webAclId = (dist.Properties as { DistributionConfig: { WebACLId?: unknown } }).DistributionConfig.WebACLId;
    const writers = Object.values(resourcesOf(platform.edge!)).filter(
      (r) => r.Type === 'Custom::CrossRegionExportWriter',
    );
    // act: the parameter the Edge stack writes its ACL's ARN to, and the one the distribution reads
    const written = JSON.stringify(writers.map((w) => w.Properties));
    const [, exportName] = (webAclId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    // assess
    expect(exportName).toMatch(/^\/cdk\/exports\/AdvancePay-Web\//);
    expect(written).toContain(exportName);
    expect(written).toContain(`"Fn::GetAtt":["${ruleOf(platform.edge!).id}","Arn"]`);
  });
});

describe("the user pool's web ACL (Cognito sign-in)", () => {
  it("limits each client address on the sign-in operations to the registry's numbers, answering as Cognito would", () => {
    // prepare / act
    const { acl, rule, body } = ruleOf(platform.auth);
    // assess
    expect(acl.Properties.Scope).toBe('REGIONAL');
    expect(rule.Statement.RateBasedStatement).toEqual({
      Limit: SIGN_IN_ADDRESS_LIMIT.requests,
      EvaluationWindowSec: SIGN_IN_ADDRESS_LIMIT.windowSeconds,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        OrStatement: {
          Statements: COGNITO_SIGN_IN_OPERATIONS.map((op) =>
            exactly({ SingleHeader: { Name: 'x-amz-target' } }, `AWSCognitoIdentityProviderService.${op}`),
          ),
        },
      },
    });
    expect(COGNITO_SIGN_IN_OPERATIONS).toEqual(expect.arrayContaining(['InitiateAuth', 'RespondToAuthChallenge']));
    templateOf(platform.auth).hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: [Match.objectLike({ Action: blocked429 })],
    });
    expect(body).toEqual(SIGN_IN_BLOCKED_BODY);
  });

  it('is associated with the user pool', () => {
    const { id } = ruleOf(platform.auth);
    const pool = Object.entries(resourcesOf(platform.auth)).find(([, r]) => r.Type === 'AWS::Cognito::UserPool')![0];
    templateOf(platform.auth).hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [pool, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [id, 'Arn'] },
    });
  });
});

describe("the API's execute-api endpoint (which would bypass the site's web ACL)", () => {
  const apiOf = (p: typeof platform) =>
    Object.values(resourcesOf(p.api)).find((r) => r.Type === 'AWS::ApiGatewayV2::Api')!.Properties as {
      DisableExecuteApiEndpoint?: boolean;
    };

  it('is switched off when the API has a domain of its own, which CloudFront then reaches it through', () => {
    // prepare
    const [dist] = Object.values(resourcesOf(withOrigin.web)).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
    const origins = (dist.Properties as { DistributionConfig: { Origins: { DomainName: unknown }[] } })
      .DistributionConfig.Origins;
    // act / assess
    expect(apiOf(withOrigin).DisableExecuteApiEndpoint).toBe(true);
    templateOf(withOrigin.api).hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: ORIGIN.domainName,
      DomainNameConfigurations: [Match.objectLike({ CertificateArn: ORIGIN.certificateArn })],
    });
    templateOf(withOrigin.api).resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    expect(origins.map((o) => o.DomainName)).toContain(ORIGIN.domainName);
  });

  it('stays open without one, and the synthesis warns that it bypasses the web ACL', () => {
    expect(apiOf(platform).DisableExecuteApiEndpoint ?? false).toBe(false);
    Annotations.fromStack(platform.api).hasWarning(
      `/${platform.api.stackName}`,
      Match.stringLikeRegexp('bypasses the distribution web ACL'),
    );
    Annotations.fromStack(withOrigin.api).hasNoWarning('*', Match.stringLikeRegexp('execute-api'));
  });
});
