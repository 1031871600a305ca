import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';

const cognito = new CognitoIdentityProviderClient({});

/** The pool's user signed up with this email and a password, if there is one. */
export async function findPasswordUser(
  userPoolId: string,
  email: string,
): Promise<{ username: string } | undefined> {
  const { Users } = await cognito.send(
    new ListUsersCommand({
      UserPoolId: userPoolId,
      // The filter needs quotes escaped; an address with a quote cannot be a Cognito email anyway.
      Filter: `email = "${email.replace(/"/g, '')}"`,
      Limit: 10,
    }),
  );
  const native = (Users ?? []).find((user) => user.UserStatus !== 'EXTERNAL_PROVIDER');
  return native?.Username ? { username: native.Username } : undefined;
}

/**
 * Makes a Google or Facebook identity sign in as the existing user: one person, one account,
 * one journal, whichever way they come in.
 */
export async function linkIdentity(
  userPoolId: string,
  username: string,
  provider: { name: string; subject: string },
): Promise<void> {
  await cognito.send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: username },
      SourceUser: {
        ProviderName: provider.name,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: provider.subject,
      },
    }),
  );
}
