import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tableDefinitions, type TableDefinition, type TableKey } from '../lambdas/adapters/tables';

/** The DynamoDB tables, built from the same definitions the local stack uses. */
export class Data extends Construct {
  readonly tables: Record<TableKey, dynamodb.Table>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const build = (key: TableKey): dynamodb.Table => {
      const def: TableDefinition = tableDefinitions[key];
      return new dynamodb.Table(this, key, {
        partitionKey: { name: def.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: def.sortKey
          ? { name: def.sortKey, type: dynamodb.AttributeType.STRING }
          : undefined,
        timeToLiveAttribute: def.ttlAttribute,
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        // The keys table is kept out of every backup on purpose: deleting a wrapped key there is
        // what makes every copy of its user's text unreadable (crypto-shredding).
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: def.backedUp },
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        // Journals are personal data that cannot be rebuilt: a stack deletion must not take them.
        removalPolicy: RemovalPolicy.RETAIN,
        deletionProtection: true,
      });
    };
    this.tables = Object.fromEntries(
      (Object.keys(tableDefinitions) as TableKey[]).map((key) => [key, build(key)]),
    ) as Record<TableKey, dynamodb.Table>;
  }

  grantReadWrite(grantee: IGrantable): void {
    for (const table of Object.values(this.tables)) table.grantReadWriteData(grantee);
  }
}
