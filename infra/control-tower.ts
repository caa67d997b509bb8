import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { type App, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { PortfolioStacks } from './stacks/portfolio-app';

/** The validator's name in the synth report and the prefix of its rules' acknowledgement ids. */
export const CONTROL_TOWER_PLUGIN = 'cdk-validator-cfnguard';

/**
 * cfn-guard's JSON answer lists every violating resource, the acknowledged ones too (one per API
 * route for some rules); Node's default 1 MiB would cut it off as the API grows.
 */
const GUARD_OUTPUT_BUFFER_BYTES = 32 * 1024 * 1024;

/** A finding the site accepts: the control, its cfn-guard rule, where it applies and why. */
export interface ControlTowerAcknowledgement {
  /** The control's id in AWS Control Tower's catalogue. */
  readonly control: string;
  /** The cfn-guard rule that implements it: what the synth report names. */
  readonly rule: string;
  /** A stack, or a construct below it by its path; the acknowledgement covers everything under it. */
  readonly where: readonly { readonly stack: keyof PortfolioStacks; readonly path?: string }[];
  readonly reason: string;
  /** Only when the account is not known at synth (no CDK_DEFAULT_ACCOUNT): the template names it by reference. */
  readonly whileAccountUnknown?: boolean;
}

const WITH_FUNCTIONS = [{ stack: 'stateful' }, { stack: 'api' }, { stack: 'web' }] as const;
const LOG_BUCKETS = [
  { stack: 'stateful', path: 'AccessLogs' },
  { stack: 'web', path: 'AccessLogs' },
] as const;
const DISTRIBUTION = [{ stack: 'web', path: 'Distribution' }] as const;
const DEFAULT_CERTIFICATE =
  'Without a custom domain the distribution serves the default *.cloudfront.net certificate, for which ' +
  'CloudFront fixes the TLS policy and needs no SNI. With the domainName and certificateArn context it ' +
  'serves the ACM certificate over SNI with TLSv1.2_2021.';

export const CONTROL_TOWER_ACKNOWLEDGEMENTS: readonly ControlTowerAcknowledgement[] = [
  {
    control: 'CT.LAMBDA.PR.3',
    rule: 'lambda_inside_vpc_check',
    where: WITH_FUNCTIONS,
    reason:
      'No function talks to a private network: DynamoDB, S3, SES, SQS and KMS are AWS endpoints behind IAM. ' +
      'A VPC would need NAT gateways or an interface endpoint per service (each billed by the hour) and ' +
      'adds network setup to cold starts, for nothing it could hide.',
  },
  {
    control: 'CT.CLOUDWATCH.PR.2',
    rule: 'cloudwatch_log_group_retention_period_check',
    where: WITH_FUNCTIONS,
    reason:
      'Function and API access logs are kept one month: long enough to debug, and they hold visitors’ IP ' +
      'addresses and user ids, which the site keeps no longer than it needs. A year would multiply their storage.',
  },
  {
    control: 'CT.CLOUDWATCH.PR.3',
    rule: 'cloudwatch_log_group_encrypted_check',
    where: WITH_FUNCTIONS,
    reason:
      'CloudWatch Logs encrypts every log group at rest already. A customer key would cost a key per stack ' +
      'and a key policy for the logs service, and guard only against someone allowed to read logs but not ' +
      'the key: in this single-owner account they are the same person.',
  },
  {
    control: 'CT.S3.PR.10',
    rule: 's3_bucket_default_encryption_kms_check',
    where: [{ stack: 'stateful' }, { stack: 'web' }],
    reason:
      'Every bucket is encrypted with S3-managed keys. SSE-KMS would bill a KMS request for each CloudFront ' +
      'miss, render and upload and need key grants for CloudFront; server access logs cannot be delivered ' +
      'to a KMS-encrypted bucket at all.',
  },
  {
    control: 'CT.S3.PR.9',
    rule: 's3_bucket_object_lock_enabled_check',
    where: [{ stack: 'stateful' }, { stack: 'web' }],
    reason:
      'Object Lock forbids deleting objects for its retention period, and the site must delete them: a ' +
      'deleted account’s uploads, replaced SPA files at each deploy, access logs after a year.',
  },
  {
    control: 'CT.S3.PR.11',
    rule: 's3_bucket_versioning_enabled_check',
    where: [...LOG_BUCKETS, { stack: 'stateful', path: 'MediaBucket' }, { stack: 'web', path: 'SpaBucket' }],
    reason:
      'The content bucket, the one source that exists nowhere else, is versioned. Access logs are written ' +
      'once and expire; the SPA bucket is rebuilt from the repository at each deploy; an uploaded image ' +
      'must be gone when its owner deletes it or their account, which old versions would keep.',
  },
  {
    control: 'CT.S3.PR.2',
    rule: 's3_bucket_logging_enabled_check',
    where: LOG_BUCKETS,
    reason:
      'These are the access-log destinations; logging their own accesses would need another log bucket, and ' +
      'so on without end. Only the S3 and CloudFront log services write to them.',
  },
  {
    control: 'CT.S3.PR.4',
    rule: 's3_event_notifications_enabled_check',
    where: [...LOG_BUCKETS, { stack: 'web', path: 'SpaBucket' }],
    reason:
      'Nothing reacts to writes there: logs are read when investigating, SPA files change only at deploy, ' +
      'which invalidates the CloudFront cache itself.',
  },
  {
    control: 'CT.APIGATEWAY.PR.5',
    rule: 'api_gw_v2_authorization_type_configured_check',
    where: [{ stack: 'api' }],
    reason:
      'Public routes are public by design (shared/routes.ts access "public"). The others are checked in the ' +
      'Lambda, where the JWT middleware verifies the ES256 token and its live session, then the role from ' +
      'shared/routes.ts: a gateway authorizer cannot see whether the session was revoked.',
  },
  {
    control: 'CT.LAMBDA.PR.2',
    rule: 'lambda_function_public_access_prohibited_check',
    where: [{ stack: 'api' }],
    reason:
      'Every service permission names this account as SourceAccount, but in a synth without an account ' +
      'that is a reference to AWS::AccountId, which the rule cannot read; API Gateway’s source ARN, built ' +
      'with Fn::Join, names this API. With an account (the CLI with credentials) the rule passes.',
    whileAccountUnknown: true,
  },
  {
    control: 'CT.CLOUDFRONT.PR.4',
    rule: 'cloudfront_origin_failover_enabled_check',
    where: DISTRIBUTION,
    reason:
      'Every origin lives in one region (the buckets and the HTTP API over one table); a failover origin ' +
      'would mean replicating the buckets and the table to a second region. The site accepts a regional outage.',
  },
  {
    control: 'CT.CLOUDFRONT.PR.6',
    rule: 'cloudfront_custom_ssl_certificate_check',
    where: DISTRIBUTION,
    reason: DEFAULT_CERTIFICATE,
  },
  {
    control: 'CT.CLOUDFRONT.PR.7',
    rule: 'cloudfront_sni_enabled_check',
    where: DISTRIBUTION,
    reason: DEFAULT_CERTIFICATE,
  },
  {
    control: 'CT.CLOUDFRONT.PR.9',
    rule: 'cloudfront_security_policy_check',
    where: DISTRIBUTION,
    reason: DEFAULT_CERTIFICATE,
  },
];

/** AWS Control Tower's proactive controls, as cfn-guard rules run over every template at synth. */
function controlTowerValidator(): CfnGuardValidator {
  return new CfnGuardValidator({ maxBuffer: GUARD_OUTPUT_BUFFER_BYTES });
}

function constructAt(stacks: PortfolioStacks, where: ControlTowerAcknowledgement['where'][number]): IConstruct {
  const stack: IConstruct = stacks[where.stack];
  return (where.path ?? '').split('/').reduce((parent, id) => (id ? parent.node.findChild(id) : parent), stack);
}

/**
 * Runs the Control Tower rules at synth, beside cdk-nag: an unacknowledged violation fails it and is in
 * cdk.out/validation-report.json. Acknowledgements are CDK's own, on the construct they concern.
 */
export function registerControlTower(app: App, stacks: PortfolioStacks): void {
  Validations.of(app).addPlugins(controlTowerValidator());
  const accountUnknown = Token.isUnresolved(stacks.api.account);
  for (const { control, rule, where, reason, whileAccountUnknown } of CONTROL_TOWER_ACKNOWLEDGEMENTS) {
    if (whileAccountUnknown && !accountUnknown) continue;
    for (const place of where) {
      Validations.of(constructAt(stacks, place)).acknowledge({
        id: `${CONTROL_TOWER_PLUGIN}::${rule}`,
        reason: `${control}: ${reason}`,
      });
    }
  }
}
