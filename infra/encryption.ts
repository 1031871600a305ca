import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/**
 * The customer-managed KMS key that wraps each user's data key (envelope encryption of journal
 * text: lambdas/adapters/keys/). Rotated yearly by KMS; kept if the stack is deleted, since
 * without it no journal could be read again.
 */
export class Encryption extends Construct {
  readonly dataKey: kms.Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.dataKey = new kms.Key(this, 'DataKey', {
      description: 'Emotion Journal: wraps each user’s data key (journal text encryption)',
      enableKeyRotation: true,
      rotationPeriod: Duration.days(365),
      removalPolicy: RemovalPolicy.RETAIN,
      pendingWindow: Duration.days(30),
    });
  }

  /**
   * Only the functions that read or write journal text: generate a user's data key and unwrap it.
   * Nothing may encrypt arbitrary data with the key or change it.
   */
  grantDataKey(grantee: IGrantable): void {
    this.dataKey.grant(grantee, 'kms:GenerateDataKey', 'kms:Decrypt');
  }
}
