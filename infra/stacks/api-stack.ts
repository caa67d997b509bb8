import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  type IHttpApi,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import {
  COLLECTIONS,
  CONTENT_KEY_PREFIX,
  RENDER_DOCUMENTS_ACTION,
  RENDERED_FOLDER,
  SEED_KEY_PREFIX,
} from '#shared/content.ts';
import { UPLOAD_KEY_PREFIX } from '#shared/media.ts';
import { API_PREFIX, endpointGroups, gatewayRouteKey, routesOfGroup } from '#shared/routes.ts';
import { PUBLISHER_INTERVAL_SECONDS, PUBLISHER_LOOK_AHEAD_MS } from '#shared/workers.ts';
import type { AppConfig } from '../config';
import type { ContentBucket } from '../constructs/content-bucket';
import { asyncFailureQueue, replayableDeadLetters } from '../constructs/dead-letter-queue';
import { EndpointFunction, type EndpointFunctionProps } from '../constructs/endpoint-function';
import { invokeAfterDeploy } from '../constructs/invoke-after-deploy';
import { type JwtKey, jwtSettings } from '../constructs/jwt-signing-key';
import { MailOutbox } from '../constructs/mail-outbox';
import type { MediaBucket } from '../constructs/media-bucket';
import { sharpBundling } from '../constructs/sharp-bundling';
import {
  MAIL_WORKER_PERMISSIONS,
  PUBLISHER_PERMISSIONS,
  permissionsOf,
  RESIZE_WORKER_PERMISSIONS,
} from './endpoint-permissions';

export interface ApiStackProps extends StackProps {
  readonly config: AppConfig;
  readonly table: ITableV2;
  readonly contentBucket: ContentBucket;
  readonly mediaBucket: MediaBucket;
  /** Signs and verifies the session tokens; endpoint-permissions.ts says which group may do which. */
  readonly jwtKey: JwtKey;
}

/**
 * A personal site sees a few requests a second. These limits let a page's handful of parallel
 * calls through while capping cost and Lambda concurrency under a flood; CloudFront absorbs the rest.
 */
const THROTTLE = { burstLimit: 100, rateLimit: 50 };

/**
 * A markdown object event on its way to the content function: EventBridge retries a delivery that
 * failed, and Lambda retries a run that failed (the event arrives as an asynchronous invocation);
 * after either, the event waits in the content index dead-letter queue.
 */
export const CONTENT_INDEX_RETRIES = { delivery: 2, run: 2 } as const;

/**
 * The publisher's run (lambdas/publisher/handler.ts): EventBridge Scheduler retries a delivery
 * that failed, and Lambda a run that failed (Scheduler invokes asynchronously); after either the
 * event waits in the publisher's dead-letter queue. A retry only repeats conditional writes, and
 * the next minute's run would do the same work anyway.
 */
export const PUBLISHER_RETRIES = { delivery: 2, run: 2 } as const;

/** The publisher's timeout: its look-ahead wait plus room for the writes of the posts it publishes. */
export const PUBLISHER_TIMEOUT_SECONDS = PUBLISHER_LOOK_AHEAD_MS / 1000 + 20;

/**
 * An upload's object event on its way to the resize worker: EventBridge retries a delivery, Lambda
 * a run (asynchronous invocation); after either the event waits in the resize dead-letter queue. A
 * retry repeats nothing already done: the worker leaves an item that is ready or rejected as it is.
 */
export const RESIZE_RETRIES = { delivery: 2, run: 2 } as const;

/**
 * Decoding an image of up to 8000×8000 pixels and encoding three WebP sizes: sharp's memory (the
 * decoded pixels) and CPU (given in proportion to memory) are what a run costs, seconds not minutes.
 */
const RESIZE_LIMITS = { memorySize: 1536, timeout: Duration.seconds(60) } as const;

/** HTTP API variables ($context.*), one JSON object per request so Logs Insights can query fields. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integration.latency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** The HTTP API: one Lambda per endpoint group and one route per row of shared/routes.ts. */
export class ApiStack extends Stack {
  readonly api: IHttpApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const httpApi = new HttpApi(this, 'HttpApi', {
      apiName: this.stackName,
      description: `Portfolio ${config.stage} API, reached through CloudFront under ${API_PREFIX}/`,
      createDefaultStage: false,
    });
    this.api = httpApi;

    new HttpStage(this, 'DefaultStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH }),
        ),
        format: ACCESS_LOG_FORMAT,
      },
    });

    // An SES identity exists once per account and region. A stage that keeps its data owns it; a
    // disposable stage sends through it (made by such a stage, or by hand) and so cannot delete
    // the production sender when it is destroyed.
    const identityName = config.domainName ?? config.senderEmail;
    const emailIdentity = config.keepData
      ? new EmailIdentity(this, 'EmailIdentity', {
          identity: config.domainName ? Identity.domain(config.domainName) : Identity.email(config.senderEmail),
        })
      : EmailIdentity.fromEmailIdentityName(this, 'EmailIdentity', identityName);

    const mailOutbox = new MailOutbox(this, 'MailOutbox');
    const resources = {
      table: props.table,
      contentBucket: props.contentBucket,
      mediaBucket: props.mediaBucket,
      emailIdentity,
      jwtKey: props.jwtKey,
      mailQueue: mailOutbox.queue,
    };
    const settings = {
      appVersion: config.appVersion,
      senderEmail: config.senderEmail,
      siteOwnerEmail: config.siteOwnerEmail,
      // Without a custom domain the CloudFront name is only known in the Web stack, which depends on
      // this one: the operator sets the `siteUrl` context once the distribution exists.
      siteUrl: config.siteUrl,
      demoAccounts: config.demoAccounts,
      jwt: jwtSettings(config.stage),
    };

    this.addMailWorker(mailOutbox, resources, settings);
    this.addPublisher(resources, settings);
    this.addResizeWorker(props.mediaBucket, resources, settings);

    for (const group of endpointGroups) {
      const endpoint = new EndpointFunction(this, `Endpoint-${group}`, { group, resources, settings });
      endpoint.bind(permissionsOf(group));
      if (group === 'content') this.rebuildIndexesOnContentChanges(props.contentBucket, endpoint);
      if (group === 'auth') {
        for (const [name, value] of Object.entries(passkeyEnvironment(config.siteUrl))) {
          endpoint.function.addEnvironment(name, value);
        }
      }

      const integration = new HttpLambdaIntegration(`Integration-${group}`, endpoint.function);
      for (const route of routesOfGroup(group)) {
        const httpRoute = new HttpRoute(this, `Route-${gatewayRouteKey(route).replace(/[^A-Za-z0-9]+/g, '-')}`, {
          httpApi,
          routeKey: HttpRouteKey.with(`${API_PREFIX}${route.path}`, HttpMethod[route.method]),
          integration,
        });
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            route.access === 'public'
              ? 'Public by design (shared/routes.ts access "public"): anonymous visitors call it.'
              : `Access "${route.access}" is enforced in the Lambda: the JWT middleware verifies the ES256 token ` +
                'and its live session, then checks the role from shared/routes.ts.',
        });
      }
    }
  }

  /**
   * The mail worker (lambdas/mail/handler.ts): the outbox queue's SQS event source hands it up to
   * 10 messages at a time; it reports the ones that failed (`reportBatchItemFailures`), so only
   * those come back, and they reach the dead-letter queue after the queue's maxReceiveCount.
   */
  private addMailWorker(
    mailOutbox: MailOutbox,
    resources: EndpointFunctionProps['resources'],
    settings: EndpointFunctionProps['settings'],
  ): void {
    const worker = new EndpointFunction(this, 'Worker-mail', { group: 'mail', resources, settings });
    replayableDeadLetters('mail', mailOutbox.deadLetterQueue, { redriveTo: mailOutbox.queue });
    // For the operations tools that write what the API writes, its mail included (npm run admin:grant).
    new CfnOutput(this, 'MailQueueUrl', { value: mailOutbox.queue.queueUrl });
    worker.bind(MAIL_WORKER_PERMISSIONS);
    // For its backoff: it stretches a failed message's visibility timeout (ChangeMessageVisibility).
    worker.function.addEnvironment('MAIL_QUEUE_URL', mailOutbox.queue.queueUrl);
    worker.function.addEventSource(
      new SqsEventSource(mailOutbox.queue, {
        batchSize: 10,
        maxBatchingWindow: Duration.seconds(1),
        reportBatchItemFailures: true,
      }),
    );
  }

  /**
   * The publisher of scheduled posts (docs/decisions.md, "Scheduled posts: a sweep"): an EventBridge
   * Scheduler schedule starts it every minute, with retries and a dead-letter queue on both legs
   * (the delivery and the run). No schedule per post: nothing to keep in step with the posts.
   */
  private addPublisher(
    resources: EndpointFunctionProps['resources'],
    settings: EndpointFunctionProps['settings'],
  ): void {
    const worker = new EndpointFunction(this, 'Worker-publisher', {
      group: 'publisher',
      resources,
      settings,
      limits: { timeout: Duration.seconds(PUBLISHER_TIMEOUT_SECONDS) },
    });
    worker.bind(PUBLISHER_PERMISSIONS);
    const deadLetterQueue = asyncFailureQueue(this, 'publisher', worker.function, {
      id: 'PublisherDeadLetterQueue',
      whatHappensToMessages:
        'This is the dead-letter queue of the scheduled-post publisher: nothing moves its messages on; an operator ' +
        'reads them and fixes the cause; the next run publishes what is still due (docs/blog-and-projects.md).',
      retryAttempts: PUBLISHER_RETRIES.run,
      maxEventAge: Duration.minutes(5),
    });
    // Its own role, so the one permission it has is acknowledged where it is granted.
    const invoker = new Role(this, 'PublisherScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
    });
    const functionId = this.getLogicalId(worker.function.node.defaultChild as CfnFunction);
    Validations.of(invoker).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason:
        'lambda:InvokeFunction on the publisher function and its versions (`:*`), as the Scheduler target grants ' +
        'it: the role may invoke that one function and nothing else.',
    });
    new Schedule(this, 'PublisherSchedule', {
      description: 'Publish the scheduled posts that are due',
      schedule: ScheduleExpression.rate(Duration.seconds(PUBLISHER_INTERVAL_SECONDS)),
      target: new LambdaInvoke(worker.function, {
        role: invoker,
        input: ScheduleTargetInput.fromObject({ lookAheadMs: PUBLISHER_LOOK_AHEAD_MS }),
        retryAttempts: PUBLISHER_RETRIES.delivery,
        maxEventAge: Duration.minutes(5),
        deadLetterQueue,
      }),
    });
  }

  /**
   * The resize worker (lambdas/resize/handler.ts): each object created under `uploads/` in the
   * media bucket reaches it through EventBridge as an asynchronous invocation. Retries, then a
   * dead-letter queue, on both legs, as for the content index rebuilds. An upload whose event is
   * lost stays `pending` and expires with the bucket's lifecycle rule (a day).
   */
  private addResizeWorker(
    mediaBucket: MediaBucket,
    resources: EndpointFunctionProps['resources'],
    settings: EndpointFunctionProps['settings'],
  ): void {
    const worker = new EndpointFunction(this, 'Worker-resize', {
      group: 'resize',
      resources,
      settings,
      limits: RESIZE_LIMITS,
      bundling: sharpBundling(),
    });
    worker.bind(RESIZE_WORKER_PERMISSIONS);
    const deadLetterQueue = asyncFailureQueue(this, 'resize', worker.function, {
      id: 'ResizeDeadLetterQueue',
      whatHappensToMessages:
        'This is the dead-letter queue of the resize worker: nothing moves its messages on; an operator reads ' +
        'them and fixes the cause; the image stays pending and its upload expires after a day (docs/deploying.md).',
      retryAttempts: RESIZE_RETRIES.run,
    });
    new Rule(this, 'MediaUploaded', {
      description: 'Check an uploaded image and make its web sizes',
      eventPattern: mediaBucket.objectEvents(['Object Created'], [{ prefix: UPLOAD_KEY_PREFIX }]),
      targets: [new LambdaFunction(worker.function, { retryAttempts: RESIZE_RETRIES.delivery, deadLetterQueue })],
    });
  }

  /**
   * Markdown created, replaced or deleted in the content bucket (through the site, or by the copy of
   * a deploy's seed) makes the content function rebuild that collection's index from the bucket and
   * render the file; a deploy's seed (`_seed/…`) makes it copy the seed to the document unless the
   * document was edited or deleted in the browser. Only `.md` keys: the index and rendered documents
   * the function writes itself start nothing.
   *
   * Retries, then a dead-letter queue, on both legs of the path: EventBridge's delivery (an event
   * it could not hand to Lambda arrives with ERROR_CODE and ERROR_MESSAGE attributes) and the run
   * itself (Lambda's on-failure destination: the request and the error). A message there is a
   * collection whose index may miss that change: docs/deploying.md, "The content index dead-letter queue".
   */
  private rebuildIndexesOnContentChanges(contentBucket: ContentBucket, endpoint: EndpointFunction): void {
    // Only the EventBridge invocations of the content function and the deploy's render-documents
    // are asynchronous (the API's are not).
    const deadLetterQueue = asyncFailureQueue(this, 'content-index', endpoint.function, {
      id: 'ContentIndexDeadLetterQueue',
      whatHappensToMessages:
        'This is the dead-letter queue of the content index rebuilds: nothing moves its messages on; an operator ' +
        'reads them, fixes the cause and writes the markdown again (docs/deploying.md).',
      retryAttempts: CONTENT_INDEX_RETRIES.run,
    });
    // A renderer that makes other HTML names a new rendered folder: each collection is rendered
    // into it once, after the deploy that brings it (lambdas/content/render-documents.ts).
    for (const collection of COLLECTIONS) {
      invokeAfterDeploy(this, `RenderDocuments-${collection.id}`, endpoint.function, {
        action: RENDER_DOCUMENTS_ACTION,
        collection: collection.id,
        renderedFolder: RENDERED_FOLDER,
      });
    }
    new Rule(this, 'ContentChanged', {
      description: 'Rebuild a collection index and render the document when its markdown changes',
      eventPattern: contentBucket.objectEvents(
        ['Object Created', 'Object Deleted'],
        [{ wildcard: `${CONTENT_KEY_PREFIX}*.md` }, { wildcard: `${SEED_KEY_PREFIX}*.md` }],
      ),
      targets: [
        new LambdaFunction(endpoint.function, { retryAttempts: CONTENT_INDEX_RETRIES.delivery, deadLetterQueue }),
      ],
    });
  }
}

/**
 * The passkeys' relying party (lambdas/lib/config.ts, the auth group only): the id is the site's
 * host name (the custom domain, or the CloudFront name given as `siteUrl`) and the one origin the
 * site's. Both empty while the site's address is unknown: the passkey endpoints answer 503 then.
 */
function passkeyEnvironment(siteUrl: string): { WEBAUTHN_RP_ID: string; WEBAUTHN_ORIGINS: string } {
  return { WEBAUTHN_RP_ID: siteUrl ? new URL(siteUrl).hostname : '', WEBAUTHN_ORIGINS: siteUrl };
}
