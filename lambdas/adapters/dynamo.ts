import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/** One client per container; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB locally. */
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tables = {
  get journal() {
    return env().TABLE_NAME;
  },
  get system() {
    return env().SYSTEM_TABLE_NAME;
  },
};
