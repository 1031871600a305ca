import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

const cognito = new CognitoIdentityProviderClient({});

/** Deletes the Cognito user; one already gone is fine (erasure may be repeated). */
export async function deleteCognitoUser(userId: string): Promise<void> {
  const userPoolId = env().USER_POOL_ID;
  if (!userPoolId) throw new Error('erasure needs USER_POOL_ID');
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: userId }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
