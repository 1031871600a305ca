import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from './env';

/** One client per container; the endpoint comes from AWS_ENDPOINT_URL_SESV2 locally. */
const ses = new SESv2Client({});

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: { name: string; value: string }[];
}

/** Sends through the product's sender (SES in AWS, the local outbox under `npm start`). */
export async function sendEmail(email: OutgoingEmail): Promise<void> {
  const { EMAIL_FROM, SES_CONFIGURATION_SET } = env();
  if (!EMAIL_FROM) throw new Error('no email sender configured (EMAIL_FROM)');
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: EMAIL_FROM,
      Destination: { ToAddresses: [email.to] },
      ConfigurationSetName: SES_CONFIGURATION_SET,
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: email.html, Charset: 'UTF-8' },
            Text: { Data: email.text, Charset: 'UTF-8' },
          },
          Headers: email.headers?.map(({ name, value }) => ({ Name: name, Value: value })),
        },
      },
    }),
  );
}
