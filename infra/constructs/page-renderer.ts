import path from 'node:path';
import { Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type CfnFunction, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PERSON_ENTITY, RENDERED_ENTITIES } from '#lambdas/lib/render/dependants.ts';
import { SOCIAL_CARD_BUNDLE_FILES } from '#lambdas/lib/render/social-card/package-files.ts';
import { COLLECTIONS, CONTENT_KEY_PREFIX, INDEX_FOLDER, indexPath, RENDERED_ROOT } from '#shared/content.ts';
import { RENDERED_PAGES_PREFIX } from '#shared/rendered-pages.ts';
import { API_PREFIX } from '#shared/routes.ts';
import { SEARCH_OBJECTS_PREFIX } from '#shared/search/search-contract.ts';
import { RENDER_ALL_ACTION, type WorkerFunction } from '#shared/workers.ts';
import type { AppConfig } from '../config';
import { RENDER_WORKER_PERMISSIONS } from '../stacks/endpoint-permissions';
import type { ContentBucket } from './content-bucket';
import { deadLetterQueue, replayableDeadLetters } from './dead-letter-queue';
import { EndpointFunction } from './endpoint-function';
import { invokeAfterDeploy } from './invoke-after-deploy';
import { jwtSettings } from './jwt-signing-key';
import { DEFAULT_RENDER_UNIT_CONCURRENCY, RenderQueue } from './render-queue';
import { SPA_SERVER_MODULE, spaBuildEnvironment, spaServerBuildArgs } from './spa-source';

/** The worker of shared/workers.ts this construct deploys; it lives in the Web stack, beside the bucket it writes. */
export const RENDER_WORKER: WorkerFunction = 'render';

/**
 * A full render reads every public item through the API and writes each page, one after the
 * other: minutes, not the 10 s a request gets (FUNCTION_TIMEOUT_SECONDS, to which the endpoints'
 * SDK time budgets are sized; each call the renderer makes keeps that short budget).
 */
export const RENDER_TIMEOUT = Duration.minutes(5);
/** React's server rendering and the social cards are CPU-bound: Lambda gives CPU in proportion to memory. */
export const RENDER_MEMORY_MB = 1024;

/** The folder of the function bundle that holds the SPA's server build (web/dist-ssr's layout). */
const SERVER_BUILD_FOLDER = 'ssr';
/** Where Lambda unpacks the bundle. */
const LAMBDA_TASK_ROOT = '/var/task';
/** RENDER_BUNDLE: the server build's module inside the deployed function. */
export const RENDER_BUNDLE_PATH = path.posix.join(LAMBDA_TASK_ROOT, SERVER_BUILD_FOLDER, SPA_SERVER_MODULE);

/** Content objects the content function writes after a markdown change, which name the pages to render. */
const RENDERED_CONTENT_PREFIXES = [
  `${CONTENT_KEY_PREFIX}${INDEX_FOLDER}/`,
  `${CONTENT_KEY_PREFIX}${RENDERED_ROOT}/`,
] as const;

/** Stream batches: up to 25 changed items, gathered for up to 5 s (a page is fresh within 60 s). */
export const STREAM_BATCH = { size: 25, window: Duration.seconds(5), retryAttempts: 3 } as const;
/**
 * The stream records that reach the renderer: those whose new image (a put or an update) or old
 * image (an update or a delete) is an item of an entity shown on rendered pages (RENDERED_ENTITIES:
 * posts, projects, topics and tags, and the uses of images, which render pages only when their
 * image changed or was deleted: a sixth filter to pass those alone would pass the default limit),
 * and those of an account (PERSON_ENTITY) that is deleted (new
 * image), was deleted (old image: restored) or is removed for good: the pages that show a person
 * leave out a deleted account. The filters of an event source mapping are alternatives (at most 5
 * by default), the fields of one filter all have to match. Page views, visitor sessions, counters
 * and sign-ins never invoke the function; Lambda drops those records and moves on. The handler still
 * judges each record it gets (a post's view count changes no page, nor a deleted account's
 * reactivation request).
 */
const deletedPerson = {
  __edb_e__: { S: FilterRule.isEqual(PERSON_ENTITY) },
  isDeleted: { BOOL: FilterRule.isEqual(true) },
};
const STREAM_RECORD_FILTERS = [
  ...(['NewImage', 'OldImage'] as const).map((image) =>
    FilterCriteria.filter({ dynamodb: { [image]: { __edb_e__: { S: FilterRule.or(...RENDERED_ENTITIES) } } } }),
  ),
  FilterCriteria.filter({ dynamodb: { NewImage: deletedPerson } }),
  FilterCriteria.filter({ dynamodb: { OldImage: deletedPerson } }),
  FilterCriteria.filter({
    eventName: FilterRule.isEqual('REMOVE'),
    dynamodb: { OldImage: { __edb_e__: { S: FilterRule.isEqual(PERSON_ENTITY) } } },
  }),
];
/** Asynchronous invocations (content events, render-all): Lambda's own retries, at most 2. */
export const ASYNC_RETRY_ATTEMPTS = 2;
/** EventBridge's delivery of a content event to the function (not the render itself). */
export const CONTENT_EVENT_DELIVERY = { retryAttempts: 4, maxEventAge: Duration.hours(2) } as const;

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The bundling steps after esbuild (`commandHooks.afterBundling`): the SPA's server build
 * (web/src/ssr/render-page.tsx, self-contained) built into `<bundle>/ssr/` as an ES module package,
 * and the files the social cards read at run time (SOCIAL_CARD_BUNDLE_FILES) under
 * `<bundle>/node_modules/`. The server build is made here, from the same source and build
 * environment as the SPA the Web stack uploads, so a deployed page always hydrates with the markup
 * it was rendered with; a stale web/dist-ssr can never be shipped.
 */
export function renderBundlingCommands(inputDir: string, outputDir: string): string[] {
  const serverBuild = path.posix.join(outputDir, SERVER_BUILD_FOLDER);
  return [
    `cd ${shellQuote(inputDir)}`,
    ['npx', ...spaServerBuildArgs(serverBuild)].map(shellQuote).join(' '),
    // The handler bundle is CommonJS; the server build's `.js` files are ES modules.
    `printf '%s\\n' '{"type":"module"}' > ${shellQuote(path.posix.join(serverBuild, 'package.json'))}`,
    ...SOCIAL_CARD_BUNDLE_FILES.map((file) => {
      const target = path.posix.join(outputDir, 'node_modules', file);
      return `mkdir -p ${shellQuote(path.posix.dirname(target))} && cp ${shellQuote(path.posix.join(inputDir, 'node_modules', file))} ${shellQuote(target)}`;
    }),
  ];
}

export interface PageRendererProps {
  readonly config: AppConfig;
  readonly table: ITableV2;
  readonly contentBucket: ContentBucket;
  /** The bucket CloudFront serves the site from (same stack): the SPA, and the pages under `_pages/`. */
  readonly siteBucket: Bucket;
  /** The HTTP API's own URL (`https://<id>.execute-api.<region>.amazonaws.com`), without a trailing slash. */
  readonly apiEndpoint: string;
  /** Origin of the pages' canonical and Open Graph links. */
  readonly siteUrl: string;
  /** The upload of the SPA's index.html, which every page is rendered into: render-all runs after it. */
  readonly spaEntryDeployment: BucketDeployment;
}

/**
 * The page renderer in AWS (docs/rendering.md): the `render` worker (lambdas/render/handler.ts) and
 * what drives it.
 *
 * - The table's stream (NEW_AND_OLD_IMAGES), filtered to the items rendered pages show
 *   (STREAM_RECORD_FILTERS): batches of changed items; a failed batch is retried, split in two,
 *   and after STREAM_BATCH.retryAttempts its position goes to the dead-letter queue.
 * - The content bucket's S3 events, through EventBridge: a collection index or a rendered document
 *   the content function wrote. EventBridge retries a failed delivery, then the dead-letter queue;
 *   a render that fails is retried by Lambda (ASYNC_RETRY_ATTEMPTS), then the dead-letter queue.
 * - `{ "action": "render-all" }` after each deploy that changes the SPA build or the renderer: it
 *   plans a run and sends its units to the render queue, whose event source hands them back to
 *   this function (RenderQueue), each retried, then kept in that queue's dead-letter queue.
 *
 * Every render is idempotent (it writes whole pages from the data of the moment), so retries and a
 * later render-all repair whatever a failure left stale.
 */
export class PageRenderer extends Construct {
  readonly function: NodejsFunction;
  /**
   * The id the deploy's `render-all` carries (the SPA build's and the renderer code's object keys),
   * by which `render-status` finds its run: the Web stack's output `DeployRenderId`.
   */
  readonly deployRenderId: string;
  /** A full render's units, rendered by this function (infra/constructs/render-queue.ts). */
  readonly renderQueue: RenderQueue;
  /** Failed stream batches, content events and render-all runs, kept 14 days for an operator. */
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: PageRendererProps) {
    super(scope, id);
    const { config, siteBucket } = props;

    this.deadLetterQueue = deadLetterQueue(
      this,
      'DeadLetterQueue',
      'This is the dead-letter queue of the page renderer: nothing moves its messages on; an operator reads ' +
        'them, fixes the cause and renders everything again (docs/deploying.md).',
    );

    const worker = new EndpointFunction(this, `Worker-${RENDER_WORKER}`, {
      group: RENDER_WORKER,
      resources: { table: props.table, contentBucket: props.contentBucket },
      settings: {
        appVersion: config.appVersion,
        senderEmail: config.senderEmail,
        siteOwnerEmail: config.siteOwnerEmail,
        siteUrl: props.siteUrl,
        demoAccounts: config.demoAccounts,
        jwt: jwtSettings(config.stage),
      },
      limits: {
        timeout: RENDER_TIMEOUT,
        memorySize: RENDER_MEMORY_MB,
        // Optional (context `renderConcurrency`), best left unset: a page rendered from older data
        // never replaces a newer one whatever the concurrency (the stamps of site-bucket.ts), while
        // one render at a time holds stream batches back during a full render, against their retries.
        ...(config.renderConcurrency === undefined ? {} : { reservedConcurrentExecutions: config.renderConcurrency }),
      },
      bundling: {
        // The server build reads the same VITE_* settings as the SPA build (spa-source.ts).
        environment: spaBuildEnvironment(config),
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: renderBundlingCommands,
        },
      },
    });
    worker.bind(RENDER_WORKER_PERMISSIONS);
    const fn = worker.function;
    this.function = fn;
    fn.addEnvironment('SITE_BUCKET', siteBucket.bucketName);
    // Public data only, read as an anonymous visitor would, straight from the API (not the edge cache).
    fn.addEnvironment('RENDER_API_URL', `${props.apiEndpoint}${API_PREFIX}`);
    fn.addEnvironment('RENDER_BUNDLE', RENDER_BUNDLE_PATH);

    this.grantSiteBucket(worker, siteBucket);
    this.grantIndexVersions(props.contentBucket);

    // The render queue carries a full render's units and the units of a content event of more than
    // FAN_OUT_ABOVE_PAGES (50) pages (lambdas/lib/render/render-queue.ts), in units of 25 pages
    // rendered within the queue's concurrency, as the local stack's worker processes do.
    this.renderQueue = new RenderQueue(this, 'RenderQueue', {
      worker,
      table: props.table,
      functionTimeout: RENDER_TIMEOUT,
      maxConcurrency: config.renderUnitConcurrency ?? DEFAULT_RENDER_UNIT_CONCURRENCY,
    });

    // Content events and render-all arrive as asynchronous invocations.
    replayableDeadLetters('render', this.deadLetterQueue, { invoke: fn });
    fn.configureAsyncInvoke({
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: STREAM_BATCH.size,
        maxBatchingWindow: STREAM_BATCH.window,
        retryAttempts: STREAM_BATCH.retryAttempts,
        bisectBatchOnError: true,
        // The handler names the first record of a batch that failed; Lambda retries from there.
        reportBatchItemFailures: true,
        filters: STREAM_RECORD_FILTERS,
        onFailure: new SqsDlq(this.deadLetterQueue),
      }),
    );

    new Rule(this, 'ContentRendered', {
      description: 'Render the pages of a collection index or a rendered document the content function wrote',
      eventPattern: props.contentBucket.objectEvents(
        ['Object Created', 'Object Deleted'],
        RENDERED_CONTENT_PREFIXES.map((prefix) => ({ prefix })),
      ),
      targets: [new LambdaFunction(fn, { ...CONTENT_EVENT_DELIVERY, deadLetterQueue: this.deadLetterQueue })],
    });

    this.deployRenderId = this.renderAllAfterDeploy(props.spaEntryDeployment);
  }

  /**
   * Its own objects only: read and write under `_pages/` (pages and social cards) and `_search/`
   * (the search index: records, versions, the pointer), read the SPA's index.html (the template
   * every page is rendered into) and list both prefixes. It deletes only under `_search/` (old
   * index versions, the records of pages gone); a page whose item is gone is overwritten with the
   * not-found page, stored as a 404.
   */
  private grantSiteBucket(worker: EndpointFunction, siteBucket: Bucket): void {
    const fn = worker.function;
    const pages = `${RENDERED_PAGES_PREFIX}/*`;
    const search = `${SEARCH_OBJECTS_PREFIX}/*`;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [siteBucket.arnForObjects(pages), siteBucket.arnForObjects(search)],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [siteBucket.arnForObjects(search)] }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [siteBucket.arnForObjects('index.html')] }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [siteBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [pages, search] } },
      }),
    );
    const bucketId = Stack.of(siteBucket).getLogicalId(siteBucket.node.defaultChild as CfnBucket);
    Validations.of(worker).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${pages}]`,
        reason:
          'The renderer writes one object per public page and social card under _pages/, named after pages created ' +
          'at run time (posts, projects, documents), so their keys cannot be listed in advance.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${search}]`,
        reason:
          'The search index is one record per public page and one folder per index version under _search/, named ' +
          'after pages and content hashes known only at run time.',
      },
    );
  }

  /**
   * A collection index's write is compared with the version before it (lambdas/lib/render/index-changes.ts),
   * so the renderer lists the indexes' versions and reads old ones: the six index objects only.
   */
  private grantIndexVersions(contentBucket: ContentBucket): void {
    const keys = COLLECTIONS.map(({ id }) => indexPath(id).replace(/^\//, ''));
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObjectVersion'],
        resources: keys.map((key) => contentBucket.arnForObjects(key)),
      }),
    );
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucketVersions'],
        resources: [contentBucket.bucketArn],
        conditions: { StringEquals: { 's3:prefix': keys } },
      }),
    );
  }

  /**
   * `{ "action": "render-all" }`, sent after the upload of the SPA's index.html, asynchronously
   * (the deploy does not wait for minutes of rendering; a failure is retried and lands in the
   * dead-letter queue like any other render). CloudFormation calls it again whenever its payload
   * changes, and the payload names what the pages are made of: the SPA build's asset (the template's
   * script and style links, which every page must point at) and the renderer's code asset, joined
   * as the `deployId`. So every deploy that can change a page re-renders them all (data changes are
   * the events' job), and `npm run deploy` finds the run by that id to follow it (`render-status`).
   */
  private renderAllAfterDeploy(spaEntryDeployment: BucketDeployment): string {
    const code = (this.function.node.defaultChild as CfnFunction).code as CfnFunction.CodeProperty;
    // Resolved at deploy time from the upload's result: it also orders this after the upload.
    const deployId = Fn.join('+', [Fn.join(',', spaEntryDeployment.objectKeys), code.s3Key ?? 'code']);
    invokeAfterDeploy(this, 'RenderAllAfterDeploy', this.function, { action: RENDER_ALL_ACTION, deployId });
    return deployId;
  }
}
