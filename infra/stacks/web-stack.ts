import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { newLogsBucket, newSecureBucket } from '../constructs/secure-bucket';
import { fromRoot } from '../paths';

/** Props of {@link WebStack}. */
export interface WebStackProps extends StackProps {
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** `<api-id>.execute-api.<region>.amazonaws.com`: where `/api/*` goes. */
  apiDomainName: string;
  /** The built site (default `web/dist`); when missing, only config.json is deployed. */
  siteDir?: string;
  /** `stage` in config.json (default 'prod'). */
  stage?: string;
  /**
   * The CLOUDFRONT web ACL (infra/stacks/edge-stack.ts): the sign-in look-up's per-address limit.
   * Absent only when no callable is limited per address (test platforms without the registry).
   */
  webAclArn?: string;
}

/**
 * Rewrites a site route (a path without a file extension) to /index.html so the single-page
 * app can route it. Runs on the site behaviour only: `/api/*` answers, errors included, pass
 * through untouched (a distribution-wide 403/404 error page would rewrite API errors too).
 */
const SPA_ROUTING = `
function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * The site (docs/architecture.md#deployment): a private S3 bucket behind CloudFront (origin access control),
 * `/api/*` forwarded to the HTTP API so the browser stays same-origin, security headers, and
 * `/config.json` written at deploy time from the pool's and client's real ids.
 */
export class WebStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logsBucket = newLogsBucket(this, 'LogsBucket', { days: 90, acls: true, removalPolicy: RemovalPolicy.RETAIN });
    this.siteBucket = newSecureBucket(this, 'SiteBucket', {
      accessLogs: { bucket: logsBucket, prefix: 'site-bucket/' },
      // Rebuilt from web/dist on every deploy, but kept on stack deletion: deleting a
      // non-empty bucket needs another custom resource, for no gain.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const cognitoHost = `cognito-idp.${this.region}.amazonaws.com`;
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Advance Pay site: security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          preload: false,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: {
          override: true,
          // Cognito for sign-in; S3 for presigned uploads and downloads; Cloudscape sets inline styles.
          contentSecurityPolicy: [
            "default-src 'self'",
            `connect-src 'self' https://${cognitoHost} https://*.amazonaws.com`,
            "img-src 'self' data: blob: https://*.amazonaws.com",
            "style-src 'self' 'unsafe-inline'",
            "font-src 'self' data:",
            "script-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "frame-ancestors 'none'",
            "form-action 'self'",
          ].join('; '),
        },
      },
    });

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      code: cloudfront.FunctionCode.fromInline(SPA_ROUTING),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Site routes to /index.html (not /api/*)',
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Advance Pay / eBenefits site and API',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway needs its own host name); CloudFront
          // passes Authorization on for POST, which is every callable.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    const config: RuntimeConfig = {
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      apiBasePath: '/api',
      stage: props.stage ?? 'prod',
    };
    const siteDir = props.siteDir ?? fromRoot('web/dist');
    const hasSite = existsSync(path.join(siteDir, 'index.html'));
    if (!hasSite) {
      const message = `${path.relative(fromRoot('.'), siteDir) || siteDir} has no index.html: deploying config.json only. Run \`npm run build\` before \`cdk deploy\` to deploy the site.`;
      Annotations.of(this).addWarningV2('advance-pay:no-site-build', message);
    }

    let assets: s3deploy.BucketDeployment | undefined;
    if (hasSite && existsSync(path.join(siteDir, 'assets'))) {
      // Hashed file names: cached for a year. Old files are kept (no prune) for open tabs.
      assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        sources: [s3deploy.Source.asset(path.join(siteDir, 'assets'))],
        destinationBucket: this.siteBucket,
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
      });
    }
    // index.html, the other top-level files and config.json: revalidated on every load.
    const entry = new s3deploy.BucketDeployment(this, 'DeploySite', {
      sources: [
        ...(hasSite ? [s3deploy.Source.asset(siteDir, { exclude: ['assets', 'assets/**', 'config.json'] })] : []),
        s3deploy.Source.jsonData('config.json', config),
      ],
      destinationBucket: this.siteBucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json', '/'],
      memoryLimit: 512,
    });
    if (assets) entry.node.addDependency(assets);

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: employees use the site from wherever they are (travel, roaming); access is by Cognito login.',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'No web ACL: no callable of this platform is limited per address (shared/registry/throttling.ts), so there is no rule to hold.',
            },
          ]),
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, for which CloudFront does not apply the minimum protocol version; add a custom domain and certificate with minimumProtocolVersion TLSv1.2_2021 to raise it.',
      },
    ]);
    // BucketDeployment's provider (a CDK-managed singleton Lambda) is not ours to shape.
    for (const provider of this.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      NagSuppressions.addResourceSuppressions(
        provider,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason:
              "CDK's BucketDeployment provider Lambda uses the AWS managed basic execution policy; it runs only at deploy time.",
          },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              "CDK's BucketDeployment provider copies objects from the CDK assets bucket to the site bucket and invalidates the distribution; its grants are object wildcards of those two buckets.",
          },
          {
            id: 'AwsSolutions-L1',
            reason: "CDK's BucketDeployment provider Lambda: its runtime is chosen by aws-cdk-lib.",
          },
        ],
        true,
      );
    }

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
  }
}
