import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../shared/callables';
import { callablePath } from '../../shared/registry/define';
import { synthPlatform, templateOf } from './synth';
import { entriesOfType, ofType, resourcesOf } from './template';

let platform: ReturnType<typeof synthPlatform>;
/** The Api stack and its nested callable stacks. */
let apiStacks: Stack[];

beforeAll(() => {
  platform = synthPlatform();
  apiStacks = [platform.api, ...platform.api.routeStacks];
});

describe('Api', () => {
  const routes = () => apiStacks.flatMap((s) => ofType(s, 'AWS::ApiGatewayV2::Route'));
  const routeOf = (key: string) => routes().filter((r) => r.Properties.RouteKey === key);

  it.each(callables.map((c) => [c.name, c] as const))('%s has one POST route and one Lambda', (name, def) => {
    // prepare / act
    const matching = routeOf(`POST ${callablePath(name)}`);
    const functions = apiStacks
      .flatMap((s) => ofType(s, 'AWS::Lambda::Function'))
      .filter((f) => f.Properties.Environment?.Variables?.CALLABLE_NAME === name);
    // assess
    expect(matching).toHaveLength(1);
    expect(functions).toHaveLength(1);
    const fn = functions[0].Properties;
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(fn.Architectures).toEqual(['arm64']);
    expect(fn.Handler).toBe('index.handler');
    expect(fn.Timeout).toBe(def.timeoutSeconds ?? 29);
    expect(fn.MemorySize).toBe(def.memoryMb ?? 512);
    expect(Object.keys(fn.Environment!.Variables!)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID', 'UPLOADS_BUCKET', 'FILES_BUCKET']),
    );
  });

  it('has no route or Lambda beyond the registry and the OpenAPI document', () => {
    expect(routes()).toHaveLength(callables.length + 1);
    const functions = apiStacks.flatMap((s) => ofType(s, 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(callables.length + 1);
  });

  it.each(callables.filter((c) => c.roles !== 'public').map((c) => [c.name]))(
    '%s requires the JWT authorizer',
    (name) => {
      const [route] = routeOf(`POST ${callablePath(name)}`);
      expect(route.Properties.AuthorizationType).toBe('JWT');
      expect(route.Properties.AuthorizerId).toBeDefined();
    },
  );

  it.each(['POST /api/orgs-getOrgTenantId', 'GET /api/openapi.json'])('%s is public', (key) => {
    const [route] = routeOf(key);
    expect(route).toBeDefined();
    expect(route.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(route.Properties.AuthorizerId).toBeUndefined();
  });

  it("the public callables are exactly the registry's public ones", () => {
    const publicKeys = routes()
      .filter((r) => (r.Properties.AuthorizationType ?? 'NONE') === 'NONE')
      .map((r) => r.Properties.RouteKey)
      .sort();
    const expected = [
      ...callables.filter((c) => c.roles === 'public').map((c) => `POST ${callablePath(c.name)}`),
      'GET /api/openapi.json',
    ].sort();
    expect(publicKeys).toEqual(expected);
  });

  it('the authorizer checks Cognito ID tokens of the site client', () => {
    templateOf(platform.api).hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: Match.objectLike({
          'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('https://cognito-idp\\.')])]),
        }),
        Audience: [Match.anyValue()],
      },
    });
  });

  it('throttles the stage and writes access logs', () => {
    templateOf(platform.api).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('Data', () => {
  it('the table is on demand, with PITR, deletion protection, TTL and the four indexes', () => {
    const t = templateOf(platform.data);
    t.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: ['GSI1', 'GSI2', 'GSI3', 'GSI4'].map((name, i) =>
          Match.objectLike({
            IndexName: name,
            KeySchema: [
              { AttributeName: `gsi${i + 1}pk`, KeyType: 'HASH' },
              { AttributeName: `gsi${i + 1}sk`, KeyType: 'RANGE' },
            ],
          }),
        ),
      }),
    });
  });

  it('every bucket of every stack blocks public access, is encrypted and refuses plain HTTP', () => {
    for (const stack of [platform.data, platform.web]) {
      const buckets = entriesOfType(stack, 'AWS::S3::Bucket');
      expect(buckets.length).toBeGreaterThan(0);
      const policies = ofType(stack, 'AWS::S3::BucketPolicy');
      for (const [id, bucket] of buckets) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(
          bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
            .SSEAlgorithm,
        ).toBe('AES256');
        const policy = policies.find((p) => p.Properties.Bucket.Ref === id);
        expect(policy, `${id} has a bucket policy`).toBeDefined();
        expect(policy!.Properties.PolicyDocument.Statement).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        );
      }
    }
  });

  it('the uploads and files buckets are versioned, logged, and allow presigned PUT/GET from the browser', () => {
    const t = templateOf(platform.data);
    const buckets = ofType(platform.data, 'AWS::S3::Bucket').filter((b) => b.Properties.CorsConfiguration);
    expect(buckets).toHaveLength(2);
    for (const b of buckets) {
      expect(b.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(b.Properties.LoggingConfiguration!.DestinationBucketName).toBeDefined();
      expect(b.Properties.CorsConfiguration!.CorsRules[0].AllowedMethods).toEqual(
        expect.arrayContaining(['PUT', 'GET']),
      );
    }
    t.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: { EventBridgeConfiguration: {} },
    });
  });
});

describe('Auth', () => {
  it('signs in by e-mail, case-insensitive, with the password policy and the three custom attributes', () => {
    templateOf(platform.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      Schema: Match.arrayWith(
        ['role', 'tenantId', 'acceptedTerms'].map((name) =>
          Match.objectLike({ Name: name, AttributeDataType: 'String', Mutable: true }),
        ),
      ),
      LambdaConfig: { PreAuthentication: Match.anyValue() },
      DeletionProtection: 'ACTIVE',
    });
  });

  it('the app client has no secret, the three auth flows, reads but never writes custom attributes', () => {
    const [client] = ofType(platform.auth, 'AWS::Cognito::UserPoolClient');
    const p = client.Properties;
    expect(p.GenerateSecret).toBe(false);
    expect(p.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(p.ReadAttributes).toEqual(
      expect.arrayContaining(['custom:role', 'custom:tenantId', 'custom:acceptedTerms']),
    );
    expect(p.WriteAttributes).toBeDefined();
    expect(p.WriteAttributes!.filter((a) => a.startsWith('custom:'))).toEqual([]);
    expect(p.WriteAttributes).not.toContain('email');
  });

  it('the pre-authentication trigger reads the table only', () => {
    const fn = ofType(platform.auth, 'AWS::Lambda::Function')[0].Properties;
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(Object.keys(fn.Environment!.Variables!)).toContain('TABLE_NAME');
    const actions = ofType(platform.auth, 'AWS::IAM::Policy').flatMap((p) =>
      p.Properties.PolicyDocument.Statement.flatMap((s) => [s.Action ?? []].flat()),
    );
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).not.toEqual(expect.arrayContaining(['dynamodb:PutItem']));
  });
});

describe('Web', () => {
  it('serves the site bucket through origin access control and /api/* from the HTTP API, uncached, all methods', () => {
    const [dist] = ofType(platform.web, 'AWS::CloudFront::Distribution');
    const config = dist.Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.Origins.find((o) => o.S3OriginConfig)?.OriginAccessControlId).toBeDefined();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(api.AllowedMethods).toHaveLength(7);
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(api.FunctionAssociations).toBeUndefined();
  });

  it('falls back to /index.html for site routes only: no distribution-wide error pages that would rewrite API errors', () => {
    const [dist] = ofType(platform.web, 'AWS::CloudFront::Distribution');
    const config = dist.Properties.DistributionConfig;
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    templateOf(platform.web).hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.anyValue(),
          ContentSecurityPolicy: Match.anyValue(),
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      },
    });
  });

  it('writes config.json at deploy time from the pool and client ids', () => {
    const deployments = ofType(platform.web, 'Custom::CDKBucketDeployment');
    const markers = JSON.stringify(deployments.map((d) => d.Properties.SourceMarkers ?? []));
    expect(markers).toMatch(/UserPool/);
    expect(markers).toMatch(/WebClient/);
  });
});

describe('Limits', () => {
  it('every stack and nested stack stays under 400 resources', () => {
    const stacks: Stack[] = [platform.data, platform.auth, platform.edge!, platform.web, ...apiStacks];
    for (const stack of stacks) {
      const count = Object.keys(resourcesOf(stack)).length;
      expect(count, `${stack.node.path}: ${count} resources`).toBeLessThan(400);
    }
  });
});

describe('Page cursor secret', () => {
  it('is generated by Secrets Manager in the Data stack, never written in the template', () => {
    // prepare / act
    const secrets = ofType(platform.data, 'AWS::SecretsManager::Secret');
    // assess
    expect(secrets).toHaveLength(1);
    expect(secrets[0].Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secrets[0].Properties.SecretString).toBeUndefined();
  });

  it('reaches every function that can open a cursor (callables, jobs, upload triggers) as a deploy-time dynamic reference', () => {
    // prepare
    const stacks: Stack[] = [...apiStacks, ...(platform.events ? [platform.events] : [])];
    const appFunctions = stacks
      .flatMap((s) => ofType(s, 'AWS::Lambda::Function'))
      .filter(
        (f) =>
          f.Properties.Environment?.Variables?.TABLE_NAME &&
          (f.Properties.Environment.Variables.CALLABLE_NAME ||
            f.Properties.Environment.Variables.JOB_NAME ||
            f.Properties.Environment.Variables.TRIGGER_NAME),
      );
    // act
    const values = appFunctions.map((f) => JSON.stringify(f.Properties.Environment!.Variables!.CURSOR_SECRET));
    // assess
    expect(appFunctions.length).toBeGreaterThanOrEqual(callables.length);
    for (const value of values) expect(value).toMatch(/\{\{resolve:secretsmanager:.*:SecretString:::\}\}/);
  });
});

describe('Messages and the fresh sign-in window', () => {
  const callableFunctions = () =>
    apiStacks
      .flatMap((s) => ofType(s, 'AWS::Lambda::Function'))
      .filter((f) => f.Properties.Environment?.Variables?.CALLABLE_NAME);

  it('every callable sends through SES / SNS (nothing stored) from the configured sender, with the support address and the window', () => {
    // prepare / act
    const configured = synthPlatform({
      prefix: 'Configured',
      senderEmail: 'no-reply@pay.example.my',
      supportEmail: 'help@pay.example.my',
      reauthWindowSeconds: 120,
      siteUrl: 'https://pay.example.my',
      nag: false,
    });
    const fns = [configured.api, ...configured.api.routeStacks]
      .flatMap((s) => ofType(s, 'AWS::Lambda::Function'))
      .filter((f) => f.Properties.Environment?.Variables?.CALLABLE_NAME);
    // assess
    expect(fns.length).toBe(callables.length);
    for (const fn of fns) {
      expect(fn.Properties.Environment!.Variables).toMatchObject({
        OUTBOX_DELIVERY: 'aws',
        OUTBOX_FROM_EMAIL: 'no-reply@pay.example.my',
        SUPPORT_EMAIL: 'help@pay.example.my',
        REAUTH_WINDOW_SECONDS: '120',
        SITE_URL: 'https://pay.example.my',
      });
    }
  });

  it('defaults to a 5-minute window and an example sender that SES refuses until one is configured', () => {
    for (const fn of callableFunctions()) {
      expect(fn.Properties.Environment!.Variables).toMatchObject({
        OUTBOX_DELIVERY: 'aws',
        OUTBOX_FROM_EMAIL: 'no-reply@advance-pay.example',
        REAUTH_WINDOW_SECONDS: '300',
      });
      expect(fn.Properties.Environment!.Variables!.SITE_URL).toBeUndefined();
    }
  });
});
