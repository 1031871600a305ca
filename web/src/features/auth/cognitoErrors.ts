/** The Cognito exception name that Amplify puts on its errors (e.g. NotAuthorizedException). */
export function errorName(error: unknown): string {
  return error instanceof Error && error.name ? error.name : 'UnknownError';
}

/**
 * Our triggers reject with a stable code in the message (`captcha_invalid`, `terms_required`);
 * Cognito wraps it as UserLambdaValidationException, so the code is looked for in the text.
 */
export function triggerRejected(error: unknown, code: 'captcha_invalid' | 'terms_required') {
  return (
    errorName(error) === 'UserLambdaValidationException' &&
    error instanceof Error &&
    error.message.includes(code)
  );
}
