import { randomBytes } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where the local S3 keeps the versions of a versioned bucket's objects (s3-versioning.ts): in a
 * companion bucket, `<bucket>.versions`, every version under `<key>/<versionId>` and a delete
 * marker as an empty `<key>/<versionId>.delete-marker`. Version ids sort in the order they were
 * made, so a listing tells the newest without reading any object.
 * The proxy is the only writer of the companion buckets, so their listing is read once, at start,
 * and kept in memory from then on: answering which version is current costs no request to s3rver,
 * whose listings walk the directory tree and would otherwise double the cost of every read.
 */
export const VERSIONS_BUCKET_SUFFIX = '.versions';
const MARKER_SUFFIX = '.delete-marker';
const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

export interface StoredVersion {
  key: string;
  versionId: string;
  deleteMarker: boolean;
  lastModified: Date;
  size: number;
  etag: string;
}

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => XML_ENTITIES[char] ?? char);
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

const newestFirst = (a: StoredVersion, b: StoredVersion) => b.versionId.localeCompare(a.versionId);

export class VersionStore {
  private lastStamp = 0;
  /** Per versioned bucket, per key, its versions newest first. */
  private readonly history = new Map<string, Map<string, StoredVersion[]>>();

  /** `client` talks to s3rver itself, not through the proxy; `warn` hears what loading had to skip. */
  constructor(
    private readonly client: S3Client,
    private readonly warn: (message: string) => void = console.warn,
  ) {}

  /** The path of a stored version (or marker), as a request to s3rver names it. */
  static storedPath(bucket: string, version: Pick<StoredVersion, 'key' | 'versionId' | 'deleteMarker'>): string {
    return `${bucket}${VERSIONS_BUCKET_SUFFIX}/${encodeKey(storedKey(version))}`;
  }

  /** A new version id: later ones sort after earlier ones, even within one millisecond. */
  newVersionId(): string {
    this.lastStamp = Math.max(Date.now() * 1000, this.lastStamp + 1);
    return `${this.lastStamp.toString(36).padStart(11, '0')}${randomBytes(4).toString('hex')}`;
  }

  /**
   * Reads a bucket's history into memory, then makes it agree with the bucket: a current object
   * the history lacks (stored before versioning was on, or written just before the process was
   * killed, ahead of its copy) gets its version, and a key whose object is gone though its newest
   * version is not a delete marker (killed between the two steps of a delete) gets its marker.
   * An object s3rver cannot copy (left half-written by a kill) is skipped with a warning, so the
   * local S3 always comes back up.
   */
  async load(bucket: string): Promise<void> {
    const byKey = new Map<string, StoredVersion[]>();
    for await (const object of this.listAll(bucket + VERSIONS_BUCKET_SUFFIX)) {
      const stored = object.Key ?? '';
      const slash = stored.lastIndexOf('/');
      if (slash < 0) continue;
      const key = stored.slice(0, slash);
      const name = stored.slice(slash + 1);
      const deleteMarker = name.endsWith(MARKER_SUFFIX);
      const versions = byKey.get(key) ?? [];
      versions.push({
        key,
        versionId: deleteMarker ? name.slice(0, -MARKER_SUFFIX.length) : name,
        deleteMarker,
        lastModified: object.LastModified ?? new Date(0),
        size: object.Size ?? 0,
        etag: object.ETag ?? '',
      });
      byKey.set(key, versions);
    }
    for (const versions of byKey.values()) versions.sort(newestFirst);
    this.history.set(bucket, byKey);

    const present = new Set<string>();
    for await (const object of this.listAll(bucket)) {
      const key = object.Key ?? '';
      present.add(key);
      const [newest] = byKey.get(key) ?? [];
      if (newest && !newest.deleteMarker && newest.etag === object.ETag) continue;
      await this.snapshot(bucket, key).catch((error: unknown) =>
        this.warn(`[s3] ${bucket}/${key} could not be given a version and is left out of its history: ${error}`),
      );
    }
    for (const [key, [newest]] of byKey) {
      if (newest && !newest.deleteMarker && !present.has(key)) await this.addDeleteMarker(bucket, key);
    }
  }

  private async *listAll(bucket: string): AsyncGenerator<NonNullable<ListObjectsV2CommandOutput['Contents']>[number]> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
      yield* page.Contents ?? [];
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
  }

  private keysOf(bucket: string): Map<string, StoredVersion[]> {
    const keys = this.history.get(bucket);
    if (!keys) throw new Error(`${bucket} is not a loaded versioned bucket`);
    return keys;
  }

  private record(version: StoredVersion, bucket: string): void {
    const keys = this.keysOf(bucket);
    keys.set(version.key, [version, ...(keys.get(version.key) ?? [])].sort(newestFirst));
  }

  /** The versions of one key, newest first. */
  versionsOf(bucket: string, key: string): StoredVersion[] {
    return [...(this.keysOf(bucket).get(key) ?? [])];
  }

  /** The versions of the keys that start with `prefix`: by key, newest first within each. */
  list(bucket: string, prefix: string): StoredVersion[] {
    return [...this.keysOf(bucket).entries()]
      .filter(([key]) => key.startsWith(prefix))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap(([, versions]) => versions);
  }

  /** Copies the current object of `key` into the history as a new version; answers its id. */
  async snapshot(bucket: string, key: string): Promise<string> {
    const versionId = this.newVersionId();
    const Key = storedKey({ key, versionId, deleteMarker: false });
    const Bucket = bucket + VERSIONS_BUCKET_SUFFIX;
    await this.client.send(new CopyObjectCommand({ Bucket, Key, CopySource: `${bucket}/${encodeKey(key)}` }));
    const copy = await this.client.send(new HeadObjectCommand({ Bucket, Key }));
    this.record(
      {
        key,
        versionId,
        deleteMarker: false,
        lastModified: copy.LastModified ?? new Date(),
        size: copy.ContentLength ?? 0,
        etag: copy.ETag ?? '',
      },
      bucket,
    );
    return versionId;
  }

  async addDeleteMarker(bucket: string, key: string): Promise<string> {
    const versionId = this.newVersionId();
    await this.client.send(
      new PutObjectCommand({
        Bucket: bucket + VERSIONS_BUCKET_SUFFIX,
        Key: storedKey({ key, versionId, deleteMarker: true }),
        Body: '',
      }),
    );
    this.record({ key, versionId, deleteMarker: true, lastModified: new Date(), size: 0, etag: '' }, bucket);
    return versionId;
  }

  /**
   * Removes one version of `key` for good; when it was the newest, the next one decides what is
   * current: its copy, or no object when it is a delete marker or there is none. Answers the
   * removed version, undefined when there was none of that id.
   */
  async remove(bucket: string, key: string, versionId: string): Promise<StoredVersion | undefined> {
    const versions = this.versionsOf(bucket, key);
    const index = versions.findIndex((candidate) => candidate.versionId === versionId);
    const version = versions[index];
    if (!version) return undefined;
    await this.client.send(
      new DeleteObjectCommand({ Bucket: bucket + VERSIONS_BUCKET_SUFFIX, Key: storedKey(version) }),
    );
    const rest = versions.filter((_, at) => at !== index);
    const keys = this.keysOf(bucket);
    if (rest.length > 0) keys.set(key, rest);
    else keys.delete(key);
    if (index !== 0) return version;
    const [next] = rest;
    if (next && !next.deleteMarker) {
      const CopySource = VersionStore.storedPath(bucket, next);
      await this.client.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource }));
    } else {
      await this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    }
    return version;
  }

  /** The ListObjectVersions answer: every version in one page, as S3 orders them. */
  listVersionsXml(bucket: string, prefix: string): string {
    const versions = this.list(bucket, prefix);
    const entries = versions.map((version, index) => {
      const latest = index === 0 || versions[index - 1]?.key !== version.key;
      const common =
        `<Key>${escapeXml(version.key)}</Key><VersionId>${version.versionId}</VersionId>` +
        `<IsLatest>${latest}</IsLatest><LastModified>${version.lastModified.toISOString()}</LastModified>`;
      return version.deleteMarker
        ? `<DeleteMarker>${common}</DeleteMarker>`
        : `<Version>${common}<ETag>${escapeXml(version.etag)}</ETag><Size>${version.size}</Size><StorageClass>STANDARD</StorageClass></Version>`;
    });
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListVersionsResult xmlns="${XMLNS}"><Name>${bucket}</Name>` +
      `<Prefix>${escapeXml(prefix)}</Prefix><KeyMarker></KeyMarker><VersionIdMarker></VersionIdMarker>` +
      `<MaxKeys>${Math.max(versions.length, 1000)}</MaxKeys><IsTruncated>false</IsTruncated>${entries.join('')}</ListVersionsResult>`
    );
  }
}

function storedKey(version: Pick<StoredVersion, 'key' | 'versionId' | 'deleteMarker'>): string {
  return `${version.key}/${version.versionId}${version.deleteMarker ? MARKER_SUFFIX : ''}`;
}
