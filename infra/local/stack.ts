import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ViteDevServer } from 'vite';
import { DEFAULT_LOCAL_TABLE_NAME } from '#lambdas/lib/db/table-schema.ts';
import { endpointGroups, routes } from '#shared/routes.ts';
import { REPO_ROOT } from '../bundling';
import { LocalDeadLetterStore } from './events/dead-letters';
import { LocalMailQueue, type MailWorker } from './events/mail-queue';
import { LocalMediaEvents, type ResizeWorker } from './events/media-events';
import { LocalPublisherSchedule, type PublisherWorker } from './events/publisher-schedule';
import { type LambdaHandler, startGateway } from './gateway/server';
import { LOCAL_CREDENTIALS, localS3Client, startS3Local } from './s3/s3-local';
import { seedBlog } from './seed/blog-seed';
import { seedDemoAccounts } from './seed/demo-accounts';
import { seedLocalData } from './seed/seed';
import type { RunningChild } from './services/child-process';
import { startDynamoDbLocal } from './services/dynamodb-local';
import { localSigningJwk } from './services/jwt-key';
import { claimPort, claimPorts, type PortMap } from './services/ports';
import { ensureTable } from './services/resources';
import { type SesLocal, startSesLocal } from './services/ses-local';
import {
  type ServiceDefinition,
  type ServiceInstance,
  type SupervisedService,
  type SupervisionOptions,
  supervise,
} from './services/supervisor';

export const LOCAL_CONTENT_BUCKET = 'portfolio-content-local';
/** Uploaded images (shared/media.ts): not versioned, open to the browser's cross-origin POST. */
export const LOCAL_MEDIA_BUCKET = 'portfolio-media-local';
export const LOCAL_REGION = 'eu-west-1';

/** Vite's dependency cache for the dev server of `npm start` (the one web/vite.config.ts names). */
export const START_VITE_CACHE_DIR = path.join(REPO_ROOT, '.cache', 'vite');
/**
 * Vite's dependency cache for every other dev server this module starts (a test's, such as the
 * content-delivery test's). Vite's optimizer hash includes NODE_ENV, which vitest sets to `test`,
 * so a test's dev server found `npm start`'s cache stale and re-optimized it in place: the running
 * site then failed every lazily loaded page (`504 Outdated Optimize Dep`) until restarted. The dev
 * servers of one test run have the same hash, so they share this one safely.
 */
export const TEST_VITE_CACHE_DIR = path.join(REPO_ROOT, '.cache', 'vite-test');

export interface LocalStackOptions {
  ports: PortMap;
  /** Where DynamoDB and S3 keep their data; without it both live in memory / a temp folder. */
  dataDir?: string;
  /** Start the Vite dev server too. */
  web?: boolean;
  /** Print one line per API request. */
  logRequests?: boolean;
  /** Seed the demo accounts and offer them on the login page. */
  demoAccounts?: boolean;
  /** Vite's dependency cache (default TEST_VITE_CACHE_DIR; `npm start` uses START_VITE_CACHE_DIR). */
  viteCacheDir?: string;
  /** Restart DynamoDB Local, local S3 or the SES inbox when one ends unexpectedly (see supervisor.ts). */
  supervise?: SupervisionOptions;
}

export interface LocalStack {
  ports: PortMap;
  urls: { site?: string; api: string; inbox: string; s3: string; dynamodb: string };
  seedReport: string[];
  stop(): Promise<void>;
}

/** Imports each endpoint group's handler module: the same code the Lambda functions run. */
async function loadHandlers(): Promise<Map<string, LambdaHandler>> {
  const handlers = new Map<string, LambdaHandler>();
  for (const group of endpointGroups) {
    const module = (await import(path.join(REPO_ROOT, 'lambdas', group, 'handler.ts'))) as { handler: LambdaHandler };
    handlers.set(group, module.handler);
  }
  return handlers;
}

export interface BackingServices {
  ports: PortMap;
  /** The environment the handler modules read (table, bucket, endpoints, credentials). */
  env: Record<string, string>;
  urls: { inbox: string; s3: string; dynamodb: string };
  seedReport: string[];
  /** With `supervise`: each service's supervisor (its running instance, its restarts). */
  supervision?: { dynamodb: SupervisedService; s3: SupervisedService; ses: SupervisedService<SesLocal> };
  stop(): Promise<void>;
}

function childInstance(child: RunningChild): ServiceInstance {
  return { ended: child.exited, pid: child.process.pid, stop: () => child.stop() };
}

/**
 * Starts what the handlers depend on: DynamoDB Local, local S3 and SES, then creates the table
 * and bucket and seeds them. Used by `npm start`, the test run and the benchmark.
 *
 * With `supervise`, a service that ends unexpectedly is restarted on its port with its data
 * (`npm start` turns it on). The test run leaves it off: its DynamoDB Local is in memory, so a
 * restarted one would come back without the test files' tables, and a dying service should fail
 * the run where it happened rather than be hidden.
 */
export async function startBackingServices(options: {
  ports: PortMap;
  dataDir?: string;
  supervise?: SupervisionOptions;
}): Promise<BackingServices> {
  const ports = await claimPorts(options.ports);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch((error) => console.error(error));
  };
  /** Starts a service and, with `supervise`, watches it; stop() ends it either way. */
  const run = async <T extends ServiceInstance>(definition: ServiceDefinition<T>) => {
    const first = await definition.start();
    if (!options.supervise) {
      stops.push(() => first.stop());
      return { first };
    }
    const supervised = supervise(first, definition, options.supervise);
    stops.push(() => supervised.stop());
    return { first, supervised };
  };
  const shown = (directory: string) => path.relative(process.cwd(), directory) || directory;
  try {
    const dynamoData = options.dataDir && path.join(options.dataDir, 'dynamodb');
    const dynamo = await run({
      name: 'DynamoDB Local',
      port: ports.dynamodb,
      keeps: dynamoData ? `its tables in ${shown(dynamoData)} are kept` : 'its tables were in memory and are lost',
      start: async () => childInstance((await startDynamoDbLocal({ port: ports.dynamodb, dataDir: dynamoData })).child),
    });
    const dynamoEndpoint = `http://127.0.0.1:${ports.dynamodb}`;

    const s3Directory = options.dataDir
      ? path.join(options.dataDir, 's3')
      : mkdtempSync(path.join(os.tmpdir(), 'portfolio-s3-'));
    if (!options.dataDir) stops.push(async () => rmSync(s3Directory, { recursive: true, force: true }));
    const s3Local = await run({
      name: 'local S3 (s3rver)',
      port: ports.s3,
      keeps: `its objects in ${shown(s3Directory)} are kept`,
      start: async () =>
        childInstance(
          (
            await startS3Local({
              port: ports.s3,
              directory: s3Directory,
              buckets: [LOCAL_CONTENT_BUCKET, LOCAL_MEDIA_BUCKET],
              versioned: [LOCAL_CONTENT_BUCKET],
              cors: [LOCAL_MEDIA_BUCKET],
            })
          ).child,
        ),
    });
    const s3Endpoint = `http://127.0.0.1:${ports.s3}`;

    const ses = await run({
      name: 'SES inbox',
      port: ports.ses,
      keeps: 'the mails it holds are kept (they live in the memory of this process, lost only when it stops)',
      start: () => startSesLocal(ports.ses),
    });

    const env = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME: DEFAULT_LOCAL_TABLE_NAME,
      CONTENT_BUCKET: LOCAL_CONTENT_BUCKET,
      MEDIA_BUCKET: LOCAL_MEDIA_BUCKET,
      DYNAMODB_ENDPOINT: dynamoEndpoint,
      S3_ENDPOINT: s3Endpoint,
      SES_ENDPOINT: ses.first.endpoint,
      SES_FROM_ADDRESS: 'no-reply@example.com',
      SITE_OWNER_EMAIL: 'owner@example.com',
      JWT_PRIVATE_JWK: localSigningJwk(options.dataDir),
      JWT_ISSUER: 'portfolio-local',
      JWT_AUDIENCE: 'portfolio-local-api',
    };

    const dynamodb = new DynamoDBClient({
      endpoint: dynamoEndpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const s3 = localS3Client(s3Endpoint);
    await ensureTable(dynamodb, DEFAULT_LOCAL_TABLE_NAME);
    const seedReport = await seedLocalData({ s3, contentBucket: LOCAL_CONTENT_BUCKET });
    dynamodb.destroy();
    s3.destroy();

    return {
      ports,
      env,
      urls: { inbox: ses.first.endpoint.replace('127.0.0.1', 'localhost'), s3: s3Endpoint, dynamodb: dynamoEndpoint },
      seedReport,
      supervision:
        dynamo.supervised && s3Local.supervised && ses.supervised
          ? { dynamodb: dynamo.supervised, s3: s3Local.supervised, ses: ses.supervised }
          : undefined,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface ApiAndSite {
  ports: { api: number; web: number };
  apiUrl: string;
  siteUrl?: string;
  /** The dev server's dependency cache, as Vite resolved it (with `web`). */
  viteCacheDir?: string;
  seedReport: string[];
  stop(): Promise<void>;
}

/**
 * Starts the local API gateway over the handler modules (configured by `env`, the backing
 * services' settings) and, when `web` is set, the SPA dev server in front of it.
 */
export async function startApiAndSite(options: {
  env: Record<string, string>;
  ports: { api: number; web: number };
  web?: boolean;
  logRequests?: boolean;
  /** Seed the demo accounts (idempotent) and offer them on the login page. */
  demoAccounts?: boolean;
  /** Vite's dependency cache; default TEST_VITE_CACHE_DIR, apart from the one of `npm start`. */
  viteCacheDir?: string;
  /** Where the mail queue and the image events keep their dead letters (dead-letters.ts); default in memory. */
  deadLettersDir?: string;
}): Promise<ApiAndSite> {
  const ports = { api: await claimPort('api', options.ports.api), web: await claimPort('web', options.ports.web) };
  const siteUrl = `http://localhost:${ports.web}`;
  const corsOrigins = [siteUrl, `http://127.0.0.1:${ports.web}`];
  // Handler modules read their settings at import time, so the environment comes first.
  Object.assign(process.env, options.env, {
    CORS_ORIGINS: corsOrigins.join(','),
    SITE_URL: siteUrl,
    DEMO_ACCOUNTS: String(Boolean(options.demoAccounts)),
    VITE_DEMO_ACCOUNTS: String(Boolean(options.demoAccounts)),
  });
  // The blog's seed content is written by the demo admin, so it comes with the demo accounts. The
  // seed is written in the current form, so no migration runs here (docs/local-development.md).
  const seedReport = options.demoAccounts ? [await seedDemoAccounts(), await seedBlog()] : [];
  // The mail queue: the same worker the SQS event source drives in AWS, polled every 250 ms,
  // with backoff and a dead-letter list (infra/local/events/mail-queue.ts).
  const mailWorker = (await import(path.join(REPO_ROOT, 'lambdas', 'mail', 'handler.ts'))) as { handler: MailWorker };
  const mailQueue = await new LocalMailQueue({
    worker: () => mailWorker.handler,
    deadLetterStore: new LocalDeadLetterStore('mail', options.deadLettersDir),
  }).start();
  // The publisher's schedule: the same handler the EventBridge schedule starts in AWS, run every
  // 5 s with a 5 s look-ahead (infra/local/events/publisher-schedule.ts), so scheduled posts go out on time.
  const publisher = (await import(path.join(REPO_ROOT, 'lambdas', 'publisher', 'handler.ts'))) as {
    handler: PublisherWorker;
  };
  const publisherSchedule = new LocalPublisherSchedule({ worker: () => publisher.handler }).start();
  // The media bucket's object events: the same resize worker, on each new upload (infra/local/events/media-events.ts).
  const resize = (await import(path.join(REPO_ROOT, 'lambdas', 'resize', 'handler.ts'))) as { handler: ResizeWorker };
  const mediaS3 = localS3Client(options.env.S3_ENDPOINT ?? '');
  const mediaEvents = new LocalMediaEvents({
    worker: () => resize.handler,
    s3: mediaS3,
    mediaBucket: options.env.MEDIA_BUCKET ?? LOCAL_MEDIA_BUCKET,
    region: options.env.AWS_REGION ?? LOCAL_REGION,
    deadLetterStore: new LocalDeadLetterStore('resize', options.deadLettersDir),
  }).start();
  const gateway = await startGateway({
    port: ports.api,
    routes,
    handlers: await loadHandlers(),
    corsOrigins,
    log: options.logRequests ? (line) => console.log(`[api] ${line}`) : undefined,
  });
  const stopApi = async () => {
    await gateway.stop();
    await mailQueue.stop();
    await publisherSchedule.stop();
    await mediaEvents.stop();
    mediaS3.destroy();
  };
  if (!options.web) return { ports, apiUrl: gateway.url, seedReport, stop: stopApi };
  try {
    const vite = await startVite({
      port: ports.web,
      apiUrl: gateway.url,
      proxyTarget: `http://localhost:${ports.api}`,
      cacheDir: options.viteCacheDir ?? TEST_VITE_CACHE_DIR,
    });
    return {
      ports,
      apiUrl: gateway.url,
      siteUrl,
      viteCacheDir: vite.config.cacheDir,
      seedReport,
      stop: async () => {
        await vite.close();
        await stopApi();
      },
    };
  } catch (error) {
    await stopApi();
    throw error;
  }
}

/** The whole site on one machine: backing services, API gateway and (optionally) the SPA. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const services = await startBackingServices(options);
  try {
    const front = await startApiAndSite({
      env: services.env,
      ports: services.ports,
      web: options.web,
      logRequests: options.logRequests,
      demoAccounts: options.demoAccounts,
      viteCacheDir: options.viteCacheDir,
      // Kept with the data: `npm run dlq:replay -- <name> --local` replays them.
      deadLettersDir: options.dataDir && path.join(options.dataDir, 'dead-letters'),
    });
    return {
      ports: { ...services.ports, ...front.ports },
      urls: { ...services.urls, site: front.siteUrl, api: front.apiUrl },
      seedReport: [...services.seedReport, ...front.seedReport],
      stop: async () => {
        await front.stop();
        await services.stop();
      },
    };
  } catch (error) {
    await services.stop();
    throw error;
  }
}

async function startVite(options: {
  port: number;
  apiUrl: string;
  proxyTarget: string;
  cacheDir: string;
}): Promise<ViteDevServer> {
  process.env.WEB_PORT = String(options.port);
  process.env.API_PROXY_TARGET = options.proxyTarget;
  process.env.CONTENT_PROXY_TARGET = `${process.env.S3_ENDPOINT}/${process.env.CONTENT_BUCKET}`;
  process.env.MEDIA_PROXY_TARGET = `${process.env.S3_ENDPOINT}/${process.env.MEDIA_BUCKET}`;
  process.env.VITE_API_FALLBACK_URL = options.apiUrl;
  const { createServer } = await import('vite');
  // The inline cacheDir wins over the config file's.
  const server = await createServer({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    cacheDir: options.cacheDir,
    logLevel: 'warn',
  });
  await server.listen();
  return server;
}
