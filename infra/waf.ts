import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one address may make in five minutes before the WAF blocks it for a while. */
export interface RateLimit {
  limit: number;
  /** Counted only on paths starting with one of these; everything when absent. */
  pathPrefixes?: readonly string[];
}

export interface WebAclProps {
  /** CLOUDFRONT ACLs exist only in us-east-1; REGIONAL ones protect the user pool. */
  scope: 'CLOUDFRONT' | 'REGIONAL';
  /** Name of the ACL, and of the CloudWatch metrics of the ACL and its rules. */
  name: string;
  rateLimits: readonly RateLimit[];
}

/**
 * The Core rule set's rules that read request bodies. They count instead of blocking: bodies
 * here are a diary's free text (and passwords at sign-up), where "../", "<" or an 8 KB import are
 * ordinary, and a 403 on a save written on someone's worst night is the one thing not to risk.
 * The app validates every body with zod and React escapes what it shows.
 */
export const countedBodyRules = [
  'SizeRestrictions_BODY',
  'CrossSiteScripting_BODY',
  'GenericLFI_BODY',
  'GenericRFI_BODY',
  'EC2MetaDataSSRF_BODY',
] as const;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  // Sampled requests keep full headers (bearer tokens included) for hours: off, as the app logs none.
  sampledRequestsEnabled: false,
});

const managedRule = (
  name: string,
  priority: number,
  metricPrefix: string,
  countedRules: readonly string[] = [],
): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ruleActionOverrides: countedRules.length
        ? countedRules.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
        : undefined,
    },
  },
  visibilityConfig: visibility(`${metricPrefix}-${name}`),
});

const startsWith = (prefix: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

function scopeDown(prefixes: readonly string[] | undefined) {
  if (!prefixes?.length) return undefined;
  if (prefixes.length === 1) return startsWith(prefixes[0]!);
  return { orStatement: { statements: prefixes.map(startsWith) } };
}

const rateRule = (
  rate: RateLimit,
  index: number,
  priority: number,
  metricPrefix: string,
): wafv2.CfnWebACL.RuleProperty => {
  const name = `RateLimit${index}`;
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit: rate.limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: scopeDown(rate.pathPrefixes),
      },
    },
    visibilityConfig: visibility(`${metricPrefix}-${name}`),
  };
};

/**
 * A web ACL: known bad addresses first, then the per-address rate limits, then AWS's rules for
 * known exploit inputs and the Core rule set (its body rules counted, see countedBodyRules).
 */
export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;
  readonly name: string;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    this.name = props.name;
    const metricPrefix = props.name;
    const rateRules = props.rateLimits.map((rate, i) => rateRule(rate, i, i + 1, metricPrefix));
    const next = rateRules.length + 1;
    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      name: props.name,
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: visibility(metricPrefix),
      rules: [
        managedRule('AWSManagedRulesAmazonIpReputationList', 0, metricPrefix),
        ...rateRules,
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', next, metricPrefix),
        managedRule('AWSManagedRulesCommonRuleSet', next + 1, metricPrefix, countedBodyRules),
      ],
    });
  }
}
