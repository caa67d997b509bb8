import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { config } from '../config';

/** One SES client per container; locally it points at the aws-ses-v2-local inbox. */
const ses = new SESClient({
  region: config.region,
  endpoint: process.env.SES_ENDPOINT || undefined,
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
});

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends a plain-text mail from the site's sender address. */
export async function sendMail(mail: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      Source: config.senderEmail,
      Destination: { ToAddresses: [mail.to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
      },
    }),
  );
}
