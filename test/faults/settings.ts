/** The fault suite's load, fault and time budgets (test/faults/faults.faults.ts; docs/reliability.md prints them). */

export const CLIENTS = 8;
/** Each client waits this long between two requests (a closed loop without it saturates 2 cores). */
export const THINK_MS = 50;
export const BEFORE_FAULT_MS = 3_000;
export const PAUSE_MS = 10_000;
export const AFTER_FAULT_MS = 8_000;
export const ANSWER_WITHIN_MS = 6_000;
export const RECOVERY_WITHIN_MS = 5_000;
export const RESTART_WITHIN_MS = 30_000;
/**
 * SES outages are kept within what the local mail queue absorbs as `npm start` runs it (5 attempts,
 * 1 s backoff doubling: the fifth attempt comes about 15 s plus the failed attempts' own time after
 * the first), so the mails are delivered late rather than dead-lettered.
 */
export const SES_REFUSE_MS = 5_000;
export const SES_HANG_MS = 8_000;
export const MAILS_PER_FAULT = 3;
export const MAIL_WITHIN_MS = 40_000;
export const COLLECTIONS = [
  'tech-docs',
  'legal-docs',
  'essential-insights',
  'changelogs',
  'projects',
  'current-projects',
];
