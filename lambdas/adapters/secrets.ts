import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { traced } from './tracer';

const client = traced(new SecretsManagerClient({}));
const cache = new Map<string, Promise<string>>();

/** A secret's string, read once per container. */
export function readSecret(arn: string): Promise<string> {
  let value = cache.get(arn);
  if (!value) {
    value = client.send(new GetSecretValueCommand({ SecretId: arn })).then((r) => {
      if (!r.SecretString) throw new Error('secret has no string value');
      return r.SecretString;
    });
    value.catch(() => cache.delete(arn));
    cache.set(arn, value);
  }
  return value;
}
