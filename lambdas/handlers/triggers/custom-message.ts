import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { env } from '../../adapters/env';
import { verificationEmail, resetCodeEmail } from '../../domain/emails';
import { pickLanguage } from '../../domain/i18n-languages';

/**
 * Cognito's emails in the user's language: the sign-up and resend emails carry a link to
 * /verify-email with Cognito's code placeholder, which Cognito fills in.
 */
export const handler = async (event: CustomMessageTriggerEvent) => {
  const { clientMetadata, userAttributes, codeParameter } = event.request;
  const language = pickLanguage(clientMetadata?.language, userAttributes.locale);
  const email = userAttributes.email ?? '';
  let message: { subject: string; html: string } | undefined;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      message = verificationEmail({ language, appUrl: env().APP_URL, email, code: codeParameter });
      break;
    case 'CustomMessage_ForgotPassword':
      message = resetCodeEmail({ language, code: codeParameter });
      break;
  }
  if (message) {
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
  }
  return event;
};
