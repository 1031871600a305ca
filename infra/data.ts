import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinitions, type TableKey } from '../lambdas/adapters/tables';

/** The DynamoDB tables, built from the same definitions the local stack uses. */
export class Data extends Construct {
  readonly tables: Record<TableKey, dynamodb.Table>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const build = (key: TableKey): dynamodb.Table => {
      const def: { partitionKey: string; sortKey?: string; ttlAttribute?: string } =
        tableDefinitions[key];
      return new dynamodb.Table(this, key, {
        partitionKey: { name: def.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: def.sortKey
          ? { name: def.sortKey, type: dynamodb.AttributeType.STRING }
          : undefined,
        timeToLiveAttribute: def.ttlAttribute,
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
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
}
