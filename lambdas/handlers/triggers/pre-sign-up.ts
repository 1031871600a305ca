import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { checkCaptcha } from '../../adapters/captcha';
import { findPasswordUser, linkIdentity } from '../../adapters/federation';
import { logger } from '../../adapters/logger';
import { externalIdentity } from '../../domain/federation';

/**
 * Before Cognito creates a user.
 *
 * From the sign-up form: the terms and privacy policy must be accepted and the human check solved
 * (a one-use solution, in the validation data or the client metadata). Throwing refuses the
 * sign-up, so no user exists without both.
 *
 * From Google or Facebook: the provider verified the email, so the user is confirmed and the
 * email marked verified (Facebook sends no `email_verified`). When someone already has an account
 * with that email, the identity is linked to it instead of making a second account; Cognito then
 * refuses this one attempt (the link is made, the duplicate is not), and the next sign-in goes
 * straight to the existing account. Terms are accepted on the first sign-in, in the app.
 */
export const handler = async (event: PreSignUpTriggerEvent) => {
  if (event.triggerSource === 'PreSignUp_ExternalProvider') return federated(event);
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const { validationData, clientMetadata } = event.request;
  if (clientMetadata?.termsAccepted !== 'true') throw new Error('terms_required');
  const rejection = await checkCaptcha(
    validationData?.captchaToken ?? clientMetadata?.captchaToken,
    new Date(),
    'signup',
  );
  if (rejection) {
    logger.info('sign-up refused', { reason: rejection });
    throw new Error('captcha_invalid');
  }
  return event;
};

async function federated(event: PreSignUpTriggerEvent) {
  const identity = externalIdentity(event.userName);
  const email = event.request.userAttributes.email?.trim().toLowerCase();
  if (identity && email) {
    const existing = await findPasswordUser(event.userPoolId, email);
    if (existing) {
      await linkIdentity(event.userPoolId, existing.username, identity);
      logger.info('federated identity linked to the existing account', {
        provider: identity.name,
      });
      // Cognito would create a second user otherwise; the error reaches the sign-in page once.
      throw new Error('account_linked');
    }
  }
  event.response.autoConfirmUser = true;
  if (email) event.response.autoVerifyEmail = true;
  return event;
}
