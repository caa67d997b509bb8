import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { KeyLocks } from './key-locks';
import { type ConditionFailure, isConditionalPut, putConditionFailure } from './s3-conditions';
import { escapeXml, VERSIONS_BUCKET_SUFFIX, VersionStore } from './s3-version-store';

/**
 * S3 object versioning in front of s3rver, which has none. The proxy listens where the stack's
 * clients send S3 requests and passes every request to s3rver, except on a versioned bucket, where
 * it keeps a copy of every version in a companion bucket (s3-version-store.ts, hidden from the
 * bucket list and from requests).
 * The current object stays where s3rver keeps it, so plain reads and listings are s3rver's own.
 * What it answers as S3 does: PutObject and CopyObject answer `x-amz-version-id`, GetObject and
 * HeadObject read `?versionId=`, DeleteObject adds a delete marker (and with `?versionId=` removes
 * that version for good), CopyObject copies from `x-amz-copy-source: bucket/key?versionId=…`, and
 * `GET /bucket?versions` lists every version (newest first per key, in one answer, never truncated).
 * Writes of one key are serialised here, so a version and its snapshot always match. Multipart
 * uploads and DeleteObjects would bypass the history, so a versioned bucket refuses them (501).
 * On every bucket it also judges S3's conditional writes (`If-Match`, `If-None-Match` on PutObject,
 * which s3rver ignores) against the stored object, under the key's lock: parallel writers that
 * check-then-write (the render workers) are ordered as in S3. And on every bucket a read of an
 * object holds its key (shared) until its whole answer has gone, and a write or delete holds it
 * alone, so a read never meets s3rver's half-written file (key-locks.ts says what that did).
 */
export interface VersioningProxyOptions {
  port: number;
  /** The port s3rver listens on (127.0.0.1). */
  upstreamPort: number;
  /** A client of s3rver itself, for the copies the proxy makes. */
  client: S3Client;
  versionedBuckets: readonly string[];
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export class VersioningProxy {
  private readonly versioned: ReadonlySet<string>;
  private readonly locks = new KeyLocks();
  private readonly store: VersionStore;
  private server: http.Server | undefined;

  constructor(private readonly options: VersioningProxyOptions) {
    this.versioned = new Set(options.versionedBuckets);
    this.store = new VersionStore(options.client);
  }

  /** Reads each versioned bucket's history (s3-version-store.ts says how it is repaired), then listens. */
  async start(): Promise<AddressInfo> {
    for (const bucket of this.versioned) await this.store.load(bucket);
    const server = http.createServer((request, response) => {
      this.route(request, response).catch((error: unknown) => {
        if (response.headersSent) response.destroy(error as Error);
        else this.error(response, request, 500, 'InternalError', String(error));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.options.port, '127.0.0.1', resolve));
    return server.address() as AddressInfo;
  }

  close(): Promise<void> {
    const { server } = this;
    if (!server) return Promise.resolve();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    return closed;
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const query = url.searchParams;
    const method = request.method ?? 'GET';
    if (bucket === '') return this.listBuckets(request, response);
    if (
      bucket.endsWith(VERSIONS_BUCKET_SUFFIX) &&
      this.versioned.has(bucket.slice(0, -VERSIONS_BUCKET_SUFFIX.length))
    ) {
      return this.error(response, request, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (!this.versioned.has(bucket)) {
      const special = ['uploadId', 'uploads', 'acl', 'tagging'].some((name) => query.has(name));
      if (key === '' || special) return this.pipe(request, response);
      if (method === 'PUT' || method === 'DELETE') return this.plainWrite(bucket, key, request, response);
      if (method === 'GET' || method === 'HEAD') return this.read(bucket, key, request, response);
      return this.pipe(request, response);
    }
    if (query.has('uploads') || query.has('uploadId') || (key === '' && method === 'POST')) {
      return this.error(
        response,
        request,
        501,
        'NotImplemented',
        'This versioned bucket takes single-request writes only',
      );
    }
    if (key === '') {
      if (method === 'GET' && query.has('versions')) {
        const body = this.store.listVersionsXml(bucket, query.get('prefix') ?? '');
        response.writeHead(200, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
        return void response.end(body);
      }
      return this.pipe(request, response);
    }
    if (query.has('acl') || query.has('tagging')) return this.pipe(request, response);
    const versionId = query.get('versionId');
    if (method === 'GET' || method === 'HEAD') {
      return versionId === null
        ? this.getCurrent(bucket, key, request, response)
        : this.getVersion(bucket, key, versionId, url, request, response);
    }
    if (method === 'PUT') return this.put(bucket, key, request, response);
    if (method === 'DELETE') {
      return versionId === null
        ? this.deleteCurrent(bucket, key, request, response)
        : this.deleteVersion(bucket, key, versionId, response);
    }
    return this.pipe(request, response);
  }

  /** Runs `work` holding the key alone: after every earlier read and write of it has finished. */
  private withLock<T>(bucket: string, key: string, work: () => Promise<T>): Promise<T> {
    return this.locks.run(`${bucket}/${key}`, true, work);
  }

  /**
   * Answers a read of the current object holding its key shared until the answer has gone (or its
   * client has); `headers` (worked out under the lock) are added to s3rver's answer.
   */
  private async read(
    bucket: string,
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    headers: () => Record<string, string> = () => ({}),
  ): Promise<void> {
    let release: (() => void) | undefined;
    let closed = false;
    response.on('close', () => {
      closed = true;
      release?.();
    });
    release = await this.locks.acquire(`${bucket}/${key}`, false);
    if (closed) return release();
    try {
      this.send(response, await this.upstream(request), headers());
    } catch (error) {
      release();
      throw error;
    }
  }

  private upstream(
    request: IncomingMessage,
    changes: { path?: string; headers?: IncomingHttpHeaders } = {},
  ): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      // A client that went away while its request waited for the key's lock: its body is gone
      // with it, so s3rver would wait for it forever. Nobody is left to hear the answer anyway.
      if (request.destroyed) return reject(new Error('The client closed its request before it was forwarded'));
      const forwarded = http.request(
        {
          host: '127.0.0.1',
          port: this.options.upstreamPort,
          method: request.method,
          path: changes.path ?? request.url,
          headers: changes.headers ?? request.headers,
        },
        resolve,
      );
      forwarded.on('error', reject);
      // A client that goes away before its body has arrived (a timeout, or a process paused and
      // resumed) must not leave s3rver waiting for the rest, with the key's write lock held.
      request.on('close', () => {
        if (!request.complete) forwarded.destroy(new Error('The client closed its request before its body ended'));
      });
      request.pipe(forwarded);
    });
  }

  private send(response: ServerResponse, from: IncomingMessage, extra: Record<string, string> = {}): void {
    response.writeHead(from.statusCode ?? 500, { ...from.headers, ...extra });
    from.pipe(response);
  }

  private async pipe(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.send(response, await this.upstream(request));
  }

  private error(
    response: ServerResponse,
    request: IncomingMessage,
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
  ): void {
    const body =
      request.method === 'HEAD'
        ? ''
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;
    response.writeHead(status, {
      'content-type': 'application/xml',
      'content-length': Buffer.byteLength(body),
      ...headers,
    });
    response.end(body);
  }

  /** The stored object's ETag, or undefined when there is none. */
  private async storedEtag(bucket: string, key: string): Promise<string | undefined> {
    try {
      return (await this.options.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ETag;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  /** A refused conditional write: its body is read and dropped, so the connection serves the next request. */
  private refuse(request: IncomingMessage, response: ServerResponse, failure: ConditionFailure): void {
    request.resume();
    this.error(response, request, failure.status, failure.code, failure.message);
  }

  /**
   * A PutObject, CopyObject or DeleteObject on a bucket without versions: judged (when it is a
   * conditional PutObject) and written holding the key alone.
   */
  private async plainWrite(bucket: string, key: string, request: IncomingMessage, response: ServerResponse) {
    const written = await this.withLock(bucket, key, async () => {
      if (request.method === 'PUT' && isConditionalPut(request.headers)) {
        const failure = putConditionFailure(request.headers, await this.storedEtag(bucket, key));
        if (failure) return { failure };
      }
      const upstream = await this.upstream(request);
      return { upstream, body: await readAll(upstream) };
    });
    if (written.failure) return this.refuse(request, response, written.failure);
    response.writeHead(written.upstream.statusCode ?? 500, written.upstream.headers);
    response.end(written.body);
  }

  private async listBuckets(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const answer = await this.upstream(request);
    const body = (await readAll(answer))
      .toString('utf-8')
      .replace(new RegExp(`<Bucket><Name>[^<]*\\${VERSIONS_BUCKET_SUFFIX}</Name>.*?</Bucket>`, 'g'), '');
    response.writeHead(answer.statusCode ?? 500, { ...answer.headers, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  }

  private getCurrent(bucket: string, key: string, request: IncomingMessage, response: ServerResponse) {
    return this.read(bucket, key, request, response, () => {
      const [latest] = this.store.versionsOf(bucket, key);
      const headers: Record<string, string> = latest ? { 'x-amz-version-id': latest.versionId } : {};
      if (latest?.deleteMarker) headers['x-amz-delete-marker'] = 'true';
      // The current object is its newest version, as in S3: the same Last-Modified whichever way it
      // is read. s3rver's own would be a moment earlier than its copy's, a second earlier across a
      // second's boundary.
      else if (latest) headers['last-modified'] = latest.lastModified.toUTCString();
      return headers;
    });
  }

  private async getVersion(
    bucket: string,
    key: string,
    versionId: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const version = this.store.versionsOf(bucket, key).find((candidate) => candidate.versionId === versionId);
    if (!version) return this.error(response, request, 404, 'NoSuchVersion', 'The specified version does not exist.');
    if (version.deleteMarker) {
      return this.error(
        response,
        request,
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
        {
          'x-amz-delete-marker': 'true',
          'x-amz-version-id': versionId,
          'last-modified': version.lastModified.toUTCString(),
        },
      );
    }
    const query = new URLSearchParams(url.searchParams);
    query.delete('versionId');
    const search = query.size > 0 ? `?${query}` : '';
    const path = `/${VersionStore.storedPath(bucket, version)}${search}`;
    this.send(response, await this.upstream(request, { path }), { 'x-amz-version-id': versionId });
  }

  /** PutObject and CopyObject: s3rver writes the current object, then it is copied into the history. */
  private async put(bucket: string, key: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const copySource = request.headers['x-amz-copy-source'];
    const headers = { ...request.headers };
    const extra: Record<string, string> = {};
    if (typeof copySource === 'string' && copySource.includes('?')) {
      const [source = '', search = ''] = copySource.split('?');
      const [sourceBucket = '', ...sourceKey] = source.replace(/^\//, '').split('/');
      const sourceVersionId = new URLSearchParams(search).get('versionId');
      if (sourceVersionId !== null && this.versioned.has(sourceBucket)) {
        const versions = this.store.versionsOf(sourceBucket, decodeURIComponent(sourceKey.join('/')));
        const version = versions.find((candidate) => candidate.versionId === sourceVersionId);
        if (!version)
          return this.error(response, request, 404, 'NoSuchVersion', 'The specified version does not exist.');
        if (version.deleteMarker) {
          return this.error(
            response,
            request,
            400,
            'InvalidRequest',
            'The source of a copy request may not be a delete marker.',
          );
        }
        headers['x-amz-copy-source'] = VersionStore.storedPath(sourceBucket, version);
        extra['x-amz-copy-source-version-id'] = sourceVersionId;
      }
    }
    const written = await this.withLock(bucket, key, async () => {
      if (isConditionalPut(request.headers)) {
        const failure = putConditionFailure(request.headers, await this.storedEtag(bucket, key));
        if (failure) return { failure };
      }
      const upstream = await this.upstream(request, { headers });
      const body = await readAll(upstream);
      const versionId = upstream.statusCode === 200 ? await this.store.snapshot(bucket, key) : undefined;
      return { upstream, body, versionId };
    });
    if (written.failure) return this.refuse(request, response, written.failure);
    response.writeHead(written.upstream.statusCode ?? 500, {
      ...written.upstream.headers,
      ...(written.versionId ? { ...extra, 'x-amz-version-id': written.versionId } : {}),
    });
    response.end(written.body);
  }

  private async deleteCurrent(bucket: string, key: string, request: IncomingMessage, response: ServerResponse) {
    const deleted = await this.withLock(bucket, key, async () => {
      const upstream = await this.upstream(request);
      await readAll(upstream);
      if (upstream.statusCode !== 204) return { upstream };
      const versionId = await this.store.addDeleteMarker(bucket, key);
      return { upstream, versionId };
    });
    if (!deleted.versionId) return this.send(response, deleted.upstream);
    response.writeHead(204, { 'x-amz-delete-marker': 'true', 'x-amz-version-id': deleted.versionId });
    response.end();
  }

  /** Removes one version for good (s3-version-store.ts says what becomes current). */
  private async deleteVersion(bucket: string, key: string, versionId: string, response: ServerResponse) {
    const removed = await this.withLock(bucket, key, () => this.store.remove(bucket, key, versionId));
    const headers: Record<string, string> = { 'x-amz-version-id': versionId };
    if (removed?.deleteMarker) headers['x-amz-delete-marker'] = 'true';
    response.writeHead(204, headers);
    response.end();
  }
}
