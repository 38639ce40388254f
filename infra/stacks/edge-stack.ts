import { Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { callablePath, type CallableDefinition } from '../../shared/registry/define';
import { ADDRESS_LIMITED_CALLABLES, SIGN_IN_ADDRESS_LIMIT } from '../../shared/registry/throttling';
import { AddressRateAcl, exactlyOneOf } from '../constructs/address-rate-acl';

/** Props of {@link EdgeStack}. */
export interface EdgeStackProps extends StackProps {
  /** The registry: the rule counts the paths of its callables limited per address. */
  callables: readonly CallableDefinition[];
}

/** What a blocked look-up answers: the API's error shape, which the site's client shows as it is. */
export const LOOK_UP_BLOCKED_BODY = {
  errorInfo: {
    code: 'TOO_MANY_REQUESTS',
    message: `Too many sign-in attempts from your network right now. Please wait a minute and try again.`,
  },
};

/**
 * The site distribution's web ACL (docs/architecture.md#sign-in-limits). CloudFront takes only a
 * web ACL of scope CLOUDFRONT, which must be made in us-east-1, so it has this stack of its own
 * there; the Web stack reads its ARN through a cross-region reference. (WAF cannot be attached to
 * an HTTP API: the distribution, which routes `/api/*` to it, is where requests can be counted.)
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    // One rule for every callable that has the sign-in limit (today, the organisation look-up).
    const paths = props.callables
      .filter((c) => ADDRESS_LIMITED_CALLABLES.get(c.name) === SIGN_IN_ADDRESS_LIMIT)
      .map((c) => callablePath(c.name));
    if (!paths.length) throw new Error('EdgeStack: no callable has the sign-in limit per address');
    const acl = new AddressRateAcl(this, 'SiteAcl', {
      scope: 'CLOUDFRONT',
      description: 'Advance Pay site: the sign-in look-up limited per client address',
      ruleName: 'SignInLookUpPerAddress',
      scopeDown: exactlyOneOf({ uriPath: {} }, paths),
      limit: SIGN_IN_ADDRESS_LIMIT,
      blockedBody: LOOK_UP_BLOCKED_BODY,
    });
    this.webAclArn = acl.webAcl.attrArn;
  }
}
