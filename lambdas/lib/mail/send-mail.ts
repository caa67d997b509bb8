import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { watchDependency } from '../aws/dependency-errors';
import { sdkClientBudget } from '../aws/time-budget';
import { config } from '../config';
import { countMetric } from '../metrics';

const sesEndpoint = process.env.SES_ENDPOINT || undefined;

/**
 * One SES client per container; locally it points at the aws-ses-v2-local inbox. Timeouts and
 * retries: lib/aws/time-budget.ts.
 */
const ses = watchDependency(
  new SESClient({ region: config.region, endpoint: sesEndpoint, ...sdkClientBudget(sesEndpoint) }),
  'ses',
);

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * Where a reply goes when it is not the sender address (a contact message: the visitor). Given
   * to SES as an address field, never written into a header by hand, and checked again when the
   * worker reads the message back (`parseOutboxMessage`).
   */
  replyTo?: string;
}

/** Sends a plain-text mail from the site's sender address. */
export async function sendMail(mail: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      Source: config.senderEmail,
      Destination: { ToAddresses: [mail.to] },
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
      },
    }),
  );
  countMetric('MailsSent');
}
