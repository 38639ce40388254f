import { Annotations, CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { CallableDefinition } from '../../shared/registry/define';
import { AppFunction } from '../constructs/app-function';
import type { AppResources } from '../constructs/app-resources';
import { CallableRoutesStack, groupCallables } from '../constructs/callable-routes';
import { ApiAreaMetrics, callableAreas } from '../constructs/area-metrics';
import { routeKeyOf, throttleOf } from '../../shared/registry/throttling';

/** Props of {@link ApiStack}. */
export interface ApiStackProps extends StackProps {
  resources: AppResources;
  userPoolClient: cognito.IUserPoolClient;
  /** The registry (shared/callables): one Lambda and one route each. */
  callables: readonly CallableDefinition[];
  /**
   * Steady-state requests per second of a route the registry does not set (the OpenAPI document;
   * default 100). Every callable's route has its own limit from shared/registry/throttling.ts.
   */
  throttleRate?: number;
  /** Burst of those routes (default 200). */
  throttleBurst?: number;
  /**
   * The API's own domain name (its certificate in the API's region), through which CloudFront
   * reaches it. Given, the default `execute-api` endpoint is switched off, so every request passes
   * the distribution's web ACL; absent, that endpoint stays open and a client that calls it directly
   * bypasses the per-address limit (a synth warning says so).
   */
  originDomain?: ApiOriginDomain;
}

/** A custom domain of the HTTP API (see {@link ApiStackProps.originDomain}). */
export interface ApiOriginDomain {
  /** e.g. `api-origin.pay.example.my`; its DNS name must point at the `ApiOriginTarget` output. */
  domainName: string;
  /** An ACM certificate for that name, in the API's region. */
  certificateArn: string;
}

/**
 * The HTTP API (docs/architecture.md#request-path): `POST /api/<name>` per callable behind a Cognito JWT
 * authorizer (issuer = the pool, audience = the site's client), `GET /api/openapi.json`,
 * a `$default` stage throttled per route from the registry (docs/architecture.md#throttling) with JSON
 * access logs. The callables live in nested stacks, one per area.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly authorizer: apigwv2.HttpAuthorizer;
  readonly routeStacks: CallableRoutesStack[] = [];
  /** `<api-id>.execute-api.<region>.amazonaws.com`, the CloudFront origin. */
  readonly apiDomainName: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { userPool } = props.resources;

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Advance Pay / eBenefits callables (POST /api/<name>)',
      createDefaultStage: false,
      // Only through the distribution (and its web ACL) once the API has a domain of its own.
      disableExecuteApiEndpoint: props.originDomain !== undefined,
    });
    const origin = props.originDomain;
    const originDomain = origin
      ? new apigwv2.DomainName(this, 'OriginDomain', {
          domainName: origin.domainName,
          certificate: acm.Certificate.fromCertificateArn(this, 'OriginCertificate', origin.certificateArn),
        })
      : undefined;

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      ...(originDomain ? { domainMapping: { domainName: originDomain } } : {}),
      throttle: { rateLimit: props.throttleRate ?? 100, burstLimit: props.throttleBurst ?? 200 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        // No request bodies or tokens: they carry personal data.
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sub: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    this.authorizer = new apigwv2.HttpAuthorizer(this, 'JwtAuthorizer', {
      httpApi: this.httpApi,
      type: apigwv2.HttpAuthorizerType.JWT,
      authorizerName: 'cognito-id-token',
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: `https://cognito-idp.${this.region}.amazonaws.com/${userPool.userPoolId}`,
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });
    const authorizerId = this.authorizer.authorizerId;
    // Routes in the nested stacks reference this one authorizer (by id) instead of each
    // binding an authorizer object of its own.
    const routeAuthorizer: apigwv2.IHttpRouteAuthorizer = {
      bind: () => ({ authorizerId, authorizationType: 'JWT' }),
    };

    for (const group of groupCallables(props.callables)) {
      this.routeStacks.push(
        new CallableRoutesStack(this, `${group.id}Callables`, {
          description: `Callables ${group.definitions[0].name} … ${group.definitions[group.definitions.length - 1].name}`,
          httpApi: this.httpApi,
          authorizer: routeAuthorizer,
          definitions: group.definitions,
          resources: props.resources,
        }),
      );
    }

    throttleRoutes(stage, props.callables, this.routeStacks);
    // Per-area requests, 5xx and 429 for the alarms (infra/stacks/monitoring-stack.ts).
    new ApiAreaMetrics(this, 'AreaMetrics', { accessLogs, areas: callableAreas(props.callables) });

    const openApi = new AppFunction(this, 'OpenApi', {
      handlerPath: 'lambdas/triggers/openapi.ts',
      usedBy: 'GET /api/openapi.json',
      description: 'The OpenAPI 3.1 document of every callable, generated from the registry.',
      timeoutSeconds: 10,
      memoryMb: 512,
    });
    const openApiRoute = new apigwv2.HttpRoute(this, 'OpenApiRoute', {
      httpApi: this.httpApi,
      routeKey: apigwv2.HttpRouteKey.with('/api/openapi.json', apigwv2.HttpMethod.GET),
      integration: new HttpLambdaIntegration('OpenApiIntegration', openApi.fn),
    });
    NagSuppressions.addResourceSuppressions(openApiRoute, [
      {
        id: 'AwsSolutions-APIG4',
        reason: 'The OpenAPI document is public by design: it describes the API and holds no data.',
      },
    ]);

    if (origin && originDomain) {
      this.apiDomainName = origin.domainName;
      new CfnOutput(this, 'ApiOriginTarget', {
        description: `Point ${origin.domainName} here (CNAME or alias)`,
        value: originDomain.regionalDomainName,
      });
    } else {
      this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
      Annotations.of(this).addWarningV2(
        'advance-pay:execute-api-open',
        'The API keeps its default execute-api endpoint: a client calling it directly bypasses the distribution web ACL (the sign-in look-up limit per address). Set the apiOriginDomain and apiOriginCertificateArn contexts to give the API a domain of its own and switch that endpoint off.',
      );
      new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
    }
  }
}

/**
 * Each callable's route gets its own limit (shared/registry/throttling.ts): HttpStage has no
 * per-route setting, so it goes on the CloudFormation stage directly. A route setting must name a
 * route that exists when the stage deploys, hence the dependency on the nested stacks.
 */
function throttleRoutes(
  stage: apigwv2.HttpStage,
  callables: readonly CallableDefinition[],
  routeStacks: readonly CallableRoutesStack[],
): void {
  // The property is untyped (`any`) in CDK, so it is written as CloudFormation spells it.
  const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const def of callables) {
    const limit = throttleOf(def);
    settings[routeKeyOf(def.name)] = { ThrottlingRateLimit: limit.rate, ThrottlingBurstLimit: limit.burst };
  }
  const cfnStage = stage.node.defaultChild as apigwv2.CfnStage;
  cfnStage.routeSettings = settings;
  for (const routeStack of routeStacks) stage.node.addDependency(routeStack);
}
