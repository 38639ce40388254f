import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { AddressLimit } from '../../shared/registry/throttling';

/** Props of {@link AddressRateAcl}. */
export interface AddressRateAclProps {
  /** `CLOUDFRONT` (the web ACL must then be in us-east-1) or `REGIONAL` (a user pool, in its region). */
  scope: 'CLOUDFRONT' | 'REGIONAL';
  /** The rule's name, also its CloudWatch metric (letters, digits, `-`, `_`). */
  ruleName: string;
  /** What the rule counts: requests matching this statement (a path, a Cognito operation). */
  scopeDown: wafv2.CfnWebACL.StatementProperty;
  limit: AddressLimit;
  /** The JSON body of the 429 a blocked client gets (in the shape its caller reads errors). */
  blockedBody: object;
  description: string;
}

/**
 * A web ACL that allows everything but one rate-based rule: requests matching `scopeDown` from one
 * client address past `limit` get 429 with `blockedBody` and `Retry-After` (the window) until the
 * address's rate falls below the limit again (docs/architecture.md#sign-in-limits).
 *
 * The address is the connection's source as WAF sees it (`AggregateKeyType: IP`; behind
 * CloudFront, the viewer's), not `X-Forwarded-For`: a client writes that header itself, so a
 * guesser would send a new value with every request and never be counted twice.
 */
export class AddressRateAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: AddressRateAclProps) {
    super(scope, id);
    const bodyKey = 'tooManyRequests';
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: props.scope,
      description: props.description,
      defaultAction: { allow: {} },
      customResponseBodies: {
        [bodyKey]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(props.blockedBody) },
      },
      rules: [
        {
          name: props.ruleName,
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: bodyKey,
                responseHeaders: [{ name: 'retry-after', value: String(props.limit.windowSeconds) }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: props.limit.requests,
              evaluationWindowSec: props.limit.windowSeconds,
              aggregateKeyType: 'IP',
              scopeDownStatement: props.scopeDown,
            },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            sampledRequestsEnabled: true,
            metricName: props.ruleName,
          },
        },
      ],
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        sampledRequestsEnabled: true,
        metricName: `${props.ruleName}Acl`,
      },
    });
  }
}

/**
 * A statement matching when `field` is exactly one of `values`, compared after URL-decoding and
 * lower-casing both sides (so `%2F` or a changed case cannot slip past the count).
 */
export function exactlyOneOf(
  field: wafv2.CfnWebACL.FieldToMatchProperty,
  values: readonly string[],
): wafv2.CfnWebACL.StatementProperty {
  const statements = values.map((value): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: field,
      positionalConstraint: 'EXACTLY',
      searchString: value.toLowerCase(),
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'LOWERCASE' },
      ],
    },
  }));
  if (!statements.length) throw new Error('exactlyOneOf needs at least one value');
  return statements.length === 1 ? statements[0] : { orStatement: { statements } };
}
