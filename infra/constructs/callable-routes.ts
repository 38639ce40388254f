import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { CallableDefinition } from '../../shared/registry/define';
import { callableArea, callablePath } from '../../shared/registry/define';
import type { AppResources } from './app-resources';
import { CallableFunction } from './callable-function';
import { addLambdaAreaMetrics } from './area-metrics';

/** Props of {@link CallableRoutesStack}. */
export interface CallableRoutesStackProps extends NestedStackProps {
  httpApi: apigwv2.IHttpApi;
  /** Route authorizer for every non-public callable (the API's JWT authorizer). */
  authorizer: apigwv2.IHttpRouteAuthorizer;
  definitions: readonly CallableDefinition[];
  resources: AppResources;
}

/**
 * The callables of one area (or one slice of a large area): a Lambda and a
 * `POST /api/<name>` route each, in a nested stack of its own so that no stack nears
 * CloudFormation's 500-resource limit as the registry grows (about 7 resources per callable).
 */
export class CallableRoutesStack extends NestedStack {
  readonly functions: CallableFunction[] = [];

  constructor(scope: Construct, id: string, props: CallableRoutesStackProps) {
    super(scope, id, props);
    for (const def of props.definitions) {
      const fn = new CallableFunction(this, def.name, { definition: def, resources: props.resources });
      this.functions.push(fn);
      addLambdaAreaMetrics(fn, callableArea(def.name));
      const isPublic = def.roles === 'public';
      const route = new apigwv2.HttpRoute(this, `${def.name}Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(callablePath(def.name), apigwv2.HttpMethod.POST),
        integration: new HttpLambdaIntegration(`${def.name}Integration`, fn.fn, {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
        }),
        authorizer: isPublic ? undefined : props.authorizer,
      });
      if (isPublic) {
        NagSuppressions.addResourceSuppressions(route, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${def.name} is a public pre-login callable (the organisation code look-up); its handler answers one generic error for unknown input and the stage is throttled.`,
          },
        ]);
      }
    }
  }
}

/**
 * Groups of callables, one nested stack each: by area, and an area with more than
 * `maxPerStack` callables is split into numbered slices.
 */
export function groupCallables(
  definitions: readonly CallableDefinition[],
  maxPerStack = 40,
): { id: string; definitions: CallableDefinition[] }[] {
  const byArea = new Map<string, CallableDefinition[]>();
  for (const def of definitions) {
    const area = callableArea(def.name);
    byArea.set(area, [...(byArea.get(area) ?? []), def]);
  }
  const groups: { id: string; definitions: CallableDefinition[] }[] = [];
  for (const [area, defs] of [...byArea.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...defs].sort((a, b) => a.name.localeCompare(b.name));
    const slices = Math.ceil(sorted.length / maxPerStack);
    for (let i = 0; i < slices; i++) {
      const pascal = area.charAt(0).toUpperCase() + area.slice(1);
      groups.push({
        id: slices === 1 ? pascal : `${pascal}${i + 1}`,
        definitions: sorted.slice(i * maxPerStack, (i + 1) * maxPerStack),
      });
    }
  }
  return groups;
}
