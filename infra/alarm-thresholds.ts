import { Duration } from 'aws-cdk-lib';

/**
 * Every alarm threshold of the Operations stack and the WAF rate limit, each with why that value.
 * An alarm fires when its statistic over one period reaches the threshold; no data is not breaching
 * (a quiet site sends no metric at all).
 */
export const ALARM_THRESHOLDS = {
  /** Lambda errors of any function in five minutes: every handler answers its own failures, so one escaped error is already a bug. */
  functionErrors: { threshold: 1, period: Duration.minutes(5) },
  /** Lambda throttles of any function in five minutes: a throttle is a refused request or a delayed event, never expected at this traffic. */
  functionThrottles: { threshold: 1, period: Duration.minutes(5) },
  /** HTTP API 5xx answers as a percentage of requests over five minutes: 5 % is a few failing requests in a hundred, well above one bad deploy's single stray error. */
  api5xxRatePercent: { threshold: 5, period: Duration.minutes(5) },
  /** Messages visible in a dead-letter queue: every message there is an event the site gave up on. */
  deadLetterMessages: { threshold: 1, period: Duration.minutes(5) },
  /** SES bounce rate (0 to 1): SES reviews the account at 5 % and may pause sending at 10 %, so alarm at 5 %. */
  sesBounceRate: { threshold: 0.05, period: Duration.hours(1) },
  /** SES complaint rate (0 to 1): SES reviews the account at 0.1 % and may pause sending at 0.5 %, so alarm at 0.1 %. */
  sesComplaintRate: { threshold: 0.001, period: Duration.hours(1) },
  /** CloudFront 5xx error rate in percent over five minutes: 5 % of readers getting an error page is an outage, not noise. */
  cloudFront5xxRatePercent: { threshold: 5, period: Duration.minutes(5) },
} as const;

/**
 * Requests one IP address may send in five minutes before the WAF rate-based rule blocks it: a
 * reader browsing fast makes well under 100 page and API requests a minute (pages are cached, the
 * SPA's assets mostly in the browser), so 1000 in five minutes leaves room for a whole office
 * behind one address and still stops a scraper or a password-guessing script.
 */
export const WAF_RATE_LIMIT_PER_5_MINUTES = 1000;
