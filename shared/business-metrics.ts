/**
 * The site's business metrics: counts the functions write to their logs in CloudWatch's embedded
 * metric format (Powertools Metrics, no extra call), which the operations dashboard charts. One
 * namespace and one `service` dimension for all, so a metric is found by its name alone whichever
 * function wrote it (posts are published by the blog group and by the scheduled publisher).
 */
export const METRICS_NAMESPACE = 'Portfolio';
export const METRICS_SERVICE = 'portfolio';

export const BUSINESS_METRICS = {
  SignIns: 'Sign-ins that succeeded, by password or passkey',
  FailedSignIns: 'Sign-ins refused for a wrong password or an unknown account',
  Lockouts: 'Accounts locked after too many failed sign-ins',
  PasswordResets: 'Passwords reset through a reset link',
  Registrations: 'Accounts registered',
  ContactMessages: 'Contact messages received',
  PageViews: 'Page views recorded',
  PostsPublished: 'Posts published, by an editor or on their schedule',
  PagesRendered: 'Pages rendered and stored',
  RenderFailures: 'Pages whose render failed',
  MailsSent: 'Mails handed to SES',
  MailsFailed:
    'Mail deliveries that failed: SES refused or was out, or the message was unreadable (retried, then dead-lettered)',
} as const;

export type BusinessMetric = keyof typeof BUSINESS_METRICS;
