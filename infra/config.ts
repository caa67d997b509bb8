import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IConstruct } from 'constructs';
import { REPO_ROOT } from './bundling';

/**
 * Deployment settings, read from CDK context (`cdk.json` or `npx cdk deploy -c key=value`). Each key,
 * its default and its meaning: docs/configuration.md, "CDK context" (test/docs/configuration.test.ts
 * holds that table to the keys read here).
 *
 * Booleans also accept the strings `true`/`false`, since `-c key=value` always passes strings.
 */
export interface AppConfig {
  readonly stage: string;
  /**
   * The stage's data outlives `cdk destroy`: the table keeps deletion protection, the table, buckets,
   * signing key and log groups are retained, and the stage owns its SES identity. Otherwise every
   * resource goes with its stack and the stage sends mail through an identity it does not own.
   */
  readonly keepData: boolean;
  /** Printed by `cdk synth` and `cdk deploy` as warnings of the Stateful stack. */
  readonly warnings: readonly string[];
  readonly domainName?: string;
  readonly certificateArn?: string;
  readonly senderEmail: string;
  readonly siteOwnerEmail: string;
  readonly demoAccounts: boolean;
  readonly externalBlogUrl: string;
  /** An https origin without trailing slash, or empty while the site's address is unknown. */
  readonly siteUrl: string;
  /**
   * Reserved concurrency of the page renderer, or undefined for none. Lambda keeps 100 of the
   * account's concurrency unreserved, so an account whose quota is 10 (new accounts) cannot reserve any.
   */
  readonly renderConcurrency?: number;
  /**
   * Units of a full render rendered at once: the maximum concurrency of the render queue's event
   * source, or undefined for its default (infra/constructs/render-queue.ts).
   */
  readonly renderUnitConcurrency?: number;
  /** Subscribed to the alarm topic and mailed by the budget; undefined: nobody is mailed. */
  readonly alarmEmail?: string;
  /** The monthly cost budget in US dollars. */
  readonly monthlyBudgetUsd: number;
  /** A WAF web ACL on the CloudFront distribution (off by default: it costs about $6 a month). */
  readonly waf: boolean;
  /** Where the private key that signs session tokens lives (infra/constructs/jwt-signing-key.ts). */
  readonly signingKey: SigningKeyStore;
  /** With `signingKey` = `secret`: changing it makes a new key pair at the next deploy. */
  readonly signingKeyVersion: number;
  /** Reported by `GET /api/health`; taken from package.json, not from context. */
  readonly appVersion: string;
}

/** `secret`: a Secrets Manager secret ($0.40 a month); `kms`: an asymmetric KMS key ($1 a month). */
const SIGNING_KEY_STORES = ['secret', 'kms'] as const;
export type SigningKeyStore = (typeof SIGNING_KEY_STORES)[number];

export const CONTEXT_DEFAULTS = {
  stage: 'dev',
  senderEmail: 'no-reply@example.com',
  demoAccounts: false,
  externalBlogUrl: '',
  monthlyBudgetUsd: 10,
  waf: false,
  signingKey: 'secret',
  signingKeyVersion: 1,
} as const;

/** AWS Budgets takes any amount, but a budget over this is a typo for a personal site. */
const MAX_MONTHLY_BUDGET_USD = 100_000;

/** Stages that always keep their data; `-c keepData=false` is refused for them. */
const PRODUCTION_STAGES: readonly string[] = ['prod'];

const STAGE_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,19}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

export function readConfig(scope: IConstruct): AppConfig {
  const node = scope.node;
  const text = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}`);
    return value.trim();
  };
  const flagOrUndefined = (key: string): boolean | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw new Error(`Context "${key}" must be true or false, got ${JSON.stringify(value)}`);
  };
  const flag = (key: string, fallback: boolean): boolean => flagOrUndefined(key) ?? fallback;

  const stage = text('stage') ?? CONTEXT_DEFAULTS.stage;
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Context "stage" must be a letter then up to 19 letters, digits or dashes, got "${stage}"`);
  }

  const domainName = text('domainName')?.toLowerCase();
  const certificateArn = text('certificateArn');
  if (domainName !== undefined && !DOMAIN_PATTERN.test(domainName)) {
    throw new Error(`Context "domainName" is not a domain name: "${domainName}"`);
  }
  if (domainName !== undefined && certificateArn === undefined) {
    throw new Error('Context "domainName" needs "certificateArn": an ACM certificate for that domain in us-east-1');
  }
  if (certificateArn !== undefined && domainName === undefined) {
    throw new Error('Context "certificateArn" is set but "domainName" is not: CloudFront needs both');
  }
  if (certificateArn !== undefined && !US_EAST_1_CERTIFICATE.test(certificateArn)) {
    throw new Error(`Context "certificateArn" must be an ACM certificate ARN in us-east-1, got "${certificateArn}"`);
  }

  const senderEmail = text('senderEmail') ?? CONTEXT_DEFAULTS.senderEmail;
  const siteOwnerEmail = text('siteOwnerEmail') ?? senderEmail;
  for (const [key, email] of [
    ['senderEmail', senderEmail],
    ['siteOwnerEmail', siteOwnerEmail],
  ] as const) {
    if (!EMAIL_PATTERN.test(email)) throw new Error(`Context "${key}" is not an email address: "${email}"`);
  }
  // With a domain, the SES identity is the domain: a From address elsewhere could not be sent.
  if (domainName !== undefined && !senderEmail.toLowerCase().endsWith(`@${domainName}`)) {
    throw new Error(`Context "senderEmail" (${senderEmail}) must be an address at "${domainName}"`);
  }

  const externalBlogUrl = text('externalBlogUrl') ?? CONTEXT_DEFAULTS.externalBlogUrl;
  // Empty: no external blog, and /blog says so and links the site's own posts.
  if (externalBlogUrl !== '' && (!URL.canParse(externalBlogUrl) || !externalBlogUrl.startsWith('https://'))) {
    throw new Error(`Context "externalBlogUrl" must be an https URL, got "${externalBlogUrl}"`);
  }

  // Without a custom domain the CloudFront name exists only after the first deploy: the operator sets it then.
  const siteUrlSetting = text('siteUrl');
  const domainUrl = domainName === undefined ? '' : `https://${domainName}`;
  const siteUrl = siteUrlSetting === undefined ? domainUrl : httpsOrigin(siteUrlSetting);
  const { keepData, warnings } = dataRetention(stage, siteUrl || undefined, flagOrUndefined('keepData'));

  // A number in cdk.json, a string from `-c renderConcurrency=1`.
  const renderConcurrencySetting: unknown = node.tryGetContext('renderConcurrency');
  const renderConcurrency = positiveInteger(
    typeof renderConcurrencySetting === 'number' ? String(renderConcurrencySetting) : text('renderConcurrency'),
    'renderConcurrency',
  );

  const renderUnitConcurrencySetting: unknown = node.tryGetContext('renderUnitConcurrency');
  const renderUnitConcurrency = positiveInteger(
    typeof renderUnitConcurrencySetting === 'number'
      ? String(renderUnitConcurrencySetting)
      : text('renderUnitConcurrency'),
    'renderUnitConcurrency',
  );
  // SQS event sources take a maximum concurrency from 2 to 1000.
  if (renderUnitConcurrency !== undefined && (renderUnitConcurrency < 2 || renderUnitConcurrency > 1000)) {
    throw new Error(`Context "renderUnitConcurrency" must be from 2 to 1000, got ${renderUnitConcurrency}`);
  }

  const alarmEmail = text('alarmEmail');
  if (alarmEmail !== undefined && !EMAIL_PATTERN.test(alarmEmail)) {
    throw new Error(`Context "alarmEmail" is not an email address: "${alarmEmail}"`);
  }

  // A number in cdk.json, a string from `-c monthlyBudgetUsd=25`.
  const budgetSetting: unknown = node.tryGetContext('monthlyBudgetUsd');
  const budgetText = typeof budgetSetting === 'number' ? String(budgetSetting) : text('monthlyBudgetUsd');
  const monthlyBudgetUsd = budgetText === undefined ? CONTEXT_DEFAULTS.monthlyBudgetUsd : Number(budgetText);
  if (
    !/^\d+(\.\d{1,2})?$/.test(budgetText ?? String(monthlyBudgetUsd)) ||
    monthlyBudgetUsd <= 0 ||
    monthlyBudgetUsd > MAX_MONTHLY_BUDGET_USD
  ) {
    throw new Error(
      `Context "monthlyBudgetUsd" must be an amount in dollars above 0 and up to ${MAX_MONTHLY_BUDGET_USD}, got "${budgetText}"`,
    );
  }

  const signingKey = text('signingKey') ?? CONTEXT_DEFAULTS.signingKey;
  if (!(SIGNING_KEY_STORES as readonly string[]).includes(signingKey)) {
    throw new Error(`Context "signingKey" must be ${SIGNING_KEY_STORES.join(' or ')}, got "${signingKey}"`);
  }
  const signingKeyVersionSetting: unknown = node.tryGetContext('signingKeyVersion');
  const signingKeyVersion =
    positiveInteger(
      typeof signingKeyVersionSetting === 'number' ? String(signingKeyVersionSetting) : text('signingKeyVersion'),
      'signingKeyVersion',
    ) ?? CONTEXT_DEFAULTS.signingKeyVersion;

  return {
    stage,
    keepData,
    warnings,
    ...(domainName === undefined ? {} : { domainName, certificateArn }),
    senderEmail,
    siteOwnerEmail,
    demoAccounts: flag('demoAccounts', CONTEXT_DEFAULTS.demoAccounts),
    externalBlogUrl,
    siteUrl,
    ...(renderConcurrency === undefined ? {} : { renderConcurrency }),
    ...(renderUnitConcurrency === undefined ? {} : { renderUnitConcurrency }),
    ...(alarmEmail === undefined ? {} : { alarmEmail }),
    monthlyBudgetUsd,
    waf: flag('waf', CONTEXT_DEFAULTS.waf),
    signingKey: signingKey as SigningKeyStore,
    signingKeyVersion,
    appVersion: packageVersion(),
  };
}

/**
 * Whether the stage keeps its data. A stage that serves a site (a `siteUrl` or `domainName`) may be
 * a production deployed before stages meant anything, under the default `dev`: without an explicit
 * `keepData` it keeps its data, and synth warns until the operator says which it is.
 */
function dataRetention(
  stage: string,
  siteAddress: string | undefined,
  keepDataSetting: boolean | undefined,
): { keepData: boolean; warnings: string[] } {
  const production = PRODUCTION_STAGES.includes(stage);
  if (production && keepDataSetting === false) {
    throw new Error(`Context "keepData" cannot be false for the production stage "${stage}"`);
  }
  if (production || keepDataSetting !== undefined)
    return { keepData: production || keepDataSetting === true, warnings: [] };
  if (siteAddress === undefined) return { keepData: false, warnings: [] };
  return {
    keepData: true,
    warnings: [
      `Stage "${stage}" serves ${siteAddress} and so keeps its data (table deletion protection, retained buckets, ` +
        'key and log groups). If it is production, add -c keepData=true to say so; if it is disposable, ' +
        '-c keepData=false. See docs/deploying.md, "Stages".',
    ],
  };
}

/** A whole number from 1 up, from a context string (`-c key=1` passes strings). */
function positiveInteger(value: string | undefined, key: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw new Error(`Context "${key}" must be a whole number from 1 up, got "${value}"`);
  }
  return number;
}

/** `https://host[:port]`, a trailing slash allowed: mail links append the SPA's paths to it. */
function httpsOrigin(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' || url.origin !== value.replace(/\/$/, '').toLowerCase()) {
    throw new Error(
      `Context "siteUrl" must be an https origin such as https://d1234abcd.cloudfront.net, got "${value}"`,
    );
  }
  return url.origin;
}

function packageVersion(): string {
  const manifest: { version?: unknown } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  if (typeof manifest.version !== 'string') throw new Error('package.json has no "version"');
  return manifest.version;
}
