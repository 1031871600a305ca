import { CfnResource, Validations } from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges the wildcard findings (AwsSolutions-IAM5) that a construct's policies have *now*,
 * each by its exact finding id, with one reason. Findings are computed by cdk-nag's own rule, so
 * the ids match however tokens (region, partition, logical ids) render; a wildcard granted after
 * this call is not covered and still fails synth. `only` narrows it to the findings one grant
 * brings, so that each wildcard keeps its own reason.
 */
export function acknowledgeCurrentWildcards(
  scope: IConstruct,
  reason: string,
  only: (finding: string) => boolean = () => true,
): void {
  for (const node of scope.node.findAll()) {
    if (!(node instanceof CfnResource)) continue;
    const findings = rules.iam.IAMNoWildcardPermissions(node);
    if (!Array.isArray(findings)) continue;
    Validations.of(node).acknowledge(
      ...findings.filter(only).map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })),
    );
  }
}
