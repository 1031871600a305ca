import { Duration, Lazy, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/** What the functions granted `dataKey` may do with the key, and nothing else may. */
const dataKeyActions = {
  /** Opening a user's wrapped data key: every function that reads their text. */
  unwrap: 'kms:Decrypt',
  /** A user's first sealed write creates their data key. */
  generate: 'kms:GenerateDataKey',
} as const;

type DataKeyUse = keyof typeof dataKeyActions;

/**
 * Managing the key without using it. CDK's default key policy gives the account `kms:*`, which
 * lets any identity whose IAM policies allow KMS on "*" (administrators, a service role with a
 * broad managed policy) open every journal. Here the account may administer the key (so
 * CloudFormation can still update it and no one is locked out), and cryptographic use is a
 * separate statement limited to the functions' roles. CreateGrant is left out: a grant would
 * hand out use without a trace in the key policy.
 */
const administration = [
  'kms:Describe*',
  'kms:List*',
  'kms:Get*',
  'kms:Put*',
  'kms:Update*',
  'kms:Enable*',
  'kms:Disable*',
  'kms:Revoke*',
  'kms:Delete*',
  'kms:CreateAlias',
  'kms:TagResource',
  'kms:UntagResource',
  'kms:RotateKeyOnDemand',
  'kms:ScheduleKeyDeletion',
  'kms:CancelKeyDeletion',
];

/**
 * The customer-managed KMS key that wraps each user's data key (envelope encryption of journal
 * text: lambdas/adapters/keys/). Rotated yearly by KMS; kept if the stack is deleted, since
 * without it no journal could be read again.
 */
export class Encryption extends Construct {
  readonly dataKey: kms.Key;
  private readonly users: Record<DataKeyUse, iam.IRole[]> = { unwrap: [], generate: [] };

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.dataKey = new kms.Key(this, 'DataKey', {
      description: 'Emotion Journal: wraps each user’s data key (journal text encryption)',
      enableKeyRotation: true,
      rotationPeriod: Duration.days(365),
      removalPolicy: RemovalPolicy.RETAIN,
      pendingWindow: Duration.days(30),
      policy: new iam.PolicyDocument({
        statements: [
          new iam.PolicyStatement({
            sid: 'Administration',
            principals: [new iam.AccountRootPrincipal()],
            actions: administration,
            resources: ['*'],
          }),
        ],
      }),
    });
  }

  /** Lets a function's role use the key for `use`: in its own policy and in the key's. */
  grant(role: iam.IRole, use: DataKeyUse): void {
    iam.Grant.addToPrincipal({
      grantee: role,
      actions: [dataKeyActions[use]],
      resourceArns: [this.dataKey.keyArn],
    });
    const users = this.users[use];
    users.push(role);
    if (users.length > 1) return;
    // Added with the first role, so that the key never carries a use statement naming no one.
    // The account, not the roles, is the principal: KMS refuses a policy that names a role IAM
    // has not propagated yet, as roles created in the same deploy may be. The condition names
    // them, and each role's own policy must allow the action as well.
    this.dataKey.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: `${use}DataKeys`,
        principals: [new iam.AccountRootPrincipal()],
        actions: [dataKeyActions[use]],
        resources: ['*'],
        conditions: {
          ArnEquals: {
            'aws:PrincipalArn': Lazy.list({ produce: () => users.map((r) => r.roleArn) }),
          },
        },
      }),
    );
  }
}
