import path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, type ICommandHooks, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLE_SCHEMA } from '#lambdas/lib/db/table-schema.ts';
import { FUNCTION_TIMEOUT_SECONDS } from '#shared/constants.ts';
import { aliasArguments, handlerEntry, lambdaBundling, REPO_ROOT } from '../bundling';
import type { GroupPermissions } from '../stacks/endpoint-permissions';
import type { ContentBucket } from './content-bucket';
import { bindJwtKey, type JwtKey, type JwtSettings } from './jwt-signing-key';
import type { MediaBucket } from './media-bucket';

export interface EndpointResources {
  readonly table: ITableV2;
  readonly contentBucket: ContentBucket;
  /** The SES identity (Api stack), for functions that send mail. */
  readonly emailIdentity?: IEmailIdentity;
  /** The key that signs session tokens, in KMS or a secret (Stateful stack), for functions that use it. */
  readonly jwtKey?: JwtKey;
  /** The mail outbox (infra/constructs/mail-outbox.ts), for groups that queue mail. */
  readonly mailQueue?: IQueue;
  /** Uploaded images and their sizes (Stateful stack), for the functions that handle them. */
  readonly mediaBucket?: MediaBucket;
}

/** Runtime settings every handler reads (lambdas/lib/config.ts and the mail code). */
export interface EndpointSettings {
  readonly appVersion: string;
  readonly senderEmail: string;
  readonly siteOwnerEmail: string;
  /** Origin used in links inside emails (context `siteUrl`); empty while the site's address is unknown. */
  readonly siteUrl: string;
  readonly demoAccounts: boolean;
  /** Token claims; given only to groups that sign or verify tokens. */
  readonly jwt: JwtSettings;
}

/**
 * Item and index operations only, named one by one: no Scan (every request is answered by a
 * Query/GetItem/BatchGet) and no table management. Transactions are authorised per item action.
 */
const TABLE_ACTIONS = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  write: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
};

export interface EndpointFunctionProps {
  /**
   * An endpoint group of shared/routes.ts or a worker of shared/workers.ts; its handler is
   * lambdas/<group>/handler.ts.
   */
  readonly group: string;
  readonly resources: EndpointResources;
  readonly settings: EndpointSettings;
  /**
   * A worker whose work is longer or heavier than a request's (the page renderer): its timeout,
   * memory and reserved concurrency. Endpoint groups keep the defaults.
   */
  readonly limits?: WorkerLimits;
  /**
   * Extra bundling steps and their environment (the page renderer ships the SPA's server build), and
   * packages left out of the esbuild bundle, added to the shared ones (the resize worker installs sharp's
   * native build itself).
   */
  readonly bundling?: Pick<BundlingOptions, 'commandHooks' | 'environment' | 'externalModules'>;
}

interface WorkerLimits {
  /** Default: FUNCTION_TIMEOUT_SECONDS, which the SDK time budgets of a request are sized to. */
  readonly timeout?: Duration;
  /** Default: 512 MB. */
  readonly memorySize?: number;
  /** Default: none, the account's unreserved pool. */
  readonly reservedConcurrentExecutions?: number;
}

/** Runs infra/tools/side-packages.ts on the asset folder after esbuild, before the group's own steps. */
function sidePackagesCommand(outputDir: string): string {
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  return [tsx, path.join(REPO_ROOT, 'infra', 'tools', 'side-packages.ts'), outputDir].map(quote).join(' ');
}

/**
 * The function's bundling hooks: the side packages of infra/bundling.ts bundled beside the handler
 * after esbuild, then whatever the function adds (the page renderer's server build, sharp).
 */
function withSidePackages(hooks: ICommandHooks | undefined): ICommandHooks {
  return {
    beforeBundling: (inputDir, outputDir) => hooks?.beforeBundling(inputDir, outputDir) ?? [],
    beforeInstall: (inputDir, outputDir) => hooks?.beforeInstall(inputDir, outputDir) ?? [],
    afterBundling: (inputDir, outputDir) => [
      sidePackagesCommand(outputDir),
      ...(hooks?.afterBundling(inputDir, outputDir) ?? []),
    ],
  };
}

/**
 * `lambdaBundling` (infra/bundling.ts) as CDK's NodejsFunction takes it, for every function of the
 * site: `externalModules` left out of the bundle, `esbuildArgs` added to the command line.
 */
export function nodejsBundling(externalModules: string[], esbuildArgs: Record<string, string> = {}): BundlingOptions {
  return {
    format: OutputFormat.CJS,
    target: lambdaBundling.target,
    mainFields: [...lambdaBundling.mainFields],
    minify: lambdaBundling.minify,
    sourceMap: lambdaBundling.sourcemap,
    externalModules,
    esbuildArgs: { '--legal-comments': lambdaBundling.legalComments, ...esbuildArgs },
  };
}

/**
 * One endpoint group's (or worker's) Lambda with every default in one place. The bundle is built
 * from the same options as `npm run bench` (infra/bundling.ts), so the benchmark measures what is
 * deployed.
 */
export class EndpointFunction extends Construct {
  readonly function: NodejsFunction;
  /**
   * The log group's name, known at synth time: `/aws/lambda/<stack name>/<construct path>`. The
   * operations dashboard's cold-start query lists it as it is, without a reference to this stack.
   */
  readonly logGroupName: string;
  private readonly role: Role;
  private readonly resources: EndpointResources;
  private readonly settings: EndpointSettings;

  constructor(scope: Construct, id: string, props: EndpointFunctionProps) {
    super(scope, id);
    this.resources = props.resources;
    this.settings = props.settings;

    const { externalModules = [], commandHooks, ...extraBundling } = props.bundling ?? {};
    const stack = Stack.of(this);
    this.logGroupName = `/aws/lambda/${stack.stackName}/${this.node.path.slice(stack.node.path.length + 1)}`;
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: this.logGroupName,
      retention: RetentionDays.ONE_MONTH,
    });
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to its log group and nothing else.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    this.role = role;

    this.function = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(props.group),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      tracing: Tracing.ACTIVE,
      // Lambda allocates CPU in proportion to memory: 512 MB roughly halves the cold start (module
      // init of the bundled SDK) and the scrypt password hashing compared with 128 MB, at a cost
      // per request that stays in the free tier for a personal site.
      memorySize: props.limits?.memorySize ?? 512,
      // The SDK clients' time budgets and middy's early answer are sized to it (lib/aws/time-budget.ts).
      timeout: props.limits?.timeout ?? Duration.seconds(FUNCTION_TIMEOUT_SECONDS),
      ...(props.limits?.reservedConcurrentExecutions === undefined
        ? {}
        : { reservedConcurrentExecutions: props.limits.reservedConcurrentExecutions }),
      role,
      logGroup,
      bundling: {
        ...nodejsBundling([...lambdaBundling.external, ...externalModules], aliasArguments()),
        ...extraBundling,
        commandHooks: withSidePackages(commandHooks),
      },
      environment: {
        TABLE_NAME: props.resources.table.tableName,
        CONTENT_BUCKET: props.resources.contentBucket.bucketName,
        APP_VERSION: props.settings.appVersion,
        SES_FROM_ADDRESS: props.settings.senderEmail,
        SITE_OWNER_EMAIL: props.settings.siteOwnerEmail,
        SITE_URL: props.settings.siteUrl,
        DEMO_ACCOUNTS: String(props.settings.demoAccounts),
        // The API is same-origin behind CloudFront: no cross-origin caller is allowed.
        CORS_ORIGINS: '',
      },
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active tracing adds xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level ' +
        'permissions: AWS documents Resource "*" for them.',
    });
  }

  /**
   * Grants exactly what the group's row in infra/stacks/endpoint-permissions.ts allows, and gives
   * the JWT settings only to groups that may use the key.
   */
  bind(permissions: GroupPermissions): void {
    const { table, contentBucket, emailIdentity, jwtKey } = this.resources;

    if (permissions.table !== 'none') {
      const indexArns = TABLE_SCHEMA.globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`);
      const itemActions =
        permissions.table === 'read' ? TABLE_ACTIONS.read : [...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write];
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions: itemActions, resources: [table.tableArn] }));
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: indexArns }));
    }

    if (permissions.contentBucket !== 'none') {
      // HeadBucket and listing are both authorised by s3:ListBucket on the bucket itself; a writer
      // also lists a document's versions (its history).
      const actions =
        permissions.contentBucket === 'readwrite' ? ['s3:ListBucket', 's3:ListBucketVersions'] : ['s3:ListBucket'];
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [contentBucket.bucketArn] }));
    }
    if (permissions.contentBucket === 'read' || permissions.contentBucket === 'readwrite') {
      contentBucket.grantObjectAccess(this.role, permissions.contentBucket);
    }

    if (permissions.ses) {
      if (!emailIdentity) throw new Error('A function that sends mail needs the SES identity among its resources');
      emailIdentity.grantSendEmail(this.role);
    }

    if (permissions.mailQueue) {
      const { mailQueue } = this.resources;
      if (!mailQueue) throw new Error('A function that queues mail needs the mail queue among its resources');
      mailQueue.grantSendMessages(this.role);
      this.function.addEnvironment('MAIL_QUEUE_URL', mailQueue.queueUrl);
    }

    if (permissions.mediaBucket !== 'none') {
      const { mediaBucket } = this.resources;
      if (!mediaBucket) throw new Error('A function that handles images needs the media bucket among its resources');
      mediaBucket.grantObjectAccess(this.role, permissions.mediaBucket);
      this.function.addEnvironment('MEDIA_BUCKET', mediaBucket.bucketName);
    }

    if (permissions.jwt !== 'none') {
      if (!jwtKey) throw new Error('A function that signs or verifies tokens needs the JWT key among its resources');
      for (const [name, value] of Object.entries(bindJwtKey(jwtKey, permissions.jwt, this.role, this.settings.jwt))) {
        this.function.addEnvironment(name, value);
      }
    }
  }
}
