/**
 * Federated sign-in (Google, Facebook) as Cognito reports it to the triggers. Pure: what the
 * trigger event says about who is signing in.
 */

/** `Google_1234567890` → `{name: 'Google', subject: '1234567890'}` (Cognito's external username). */
export function externalIdentity(userName: string): { name: string; subject: string } | undefined {
  const match = /^(Google|Facebook|SignInWithApple|LoginWithAmazon)_(.+)$/i.exec(userName);
  if (!match) return undefined;
  const name = match[1]!.toLowerCase() === 'google' ? 'Google' : 'Facebook';
  return { name, subject: match[2]! };
}

/**
 * Whether a sign-in came through Google or Facebook: Cognito marks such users EXTERNAL_PROVIDER
 * and gives them `identities`. They solved no human check of ours (the provider signed them in),
 * so PreAuthentication must let them through.
 */
export function isFederatedSignIn(attributes: Record<string, string | undefined>): boolean {
  return (
    attributes['cognito:user_status'] === 'EXTERNAL_PROVIDER' || Boolean(attributes.identities)
  );
}
