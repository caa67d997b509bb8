import { randomBytes } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where the local S3 keeps the versions of a versioned bucket's objects (s3-versioning.ts): in a
 * companion bucket, `<bucket>.versions`, every version under `<key>/<versionId>` and a delete
 * marker as an empty `<key>/<versionId>.delete-marker`. Version ids sort in the order they were
 * made, so a listing tells the newest without reading any object.
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
export const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export class VersionStore {
  private lastStamp = 0;

  /** `client` talks to s3rver itself, not through the proxy. */
  constructor(private readonly client: S3Client) {}

  /** The path of a stored version (or marker), as a request to s3rver names it. */
  static storedPath(bucket: string, version: Pick<StoredVersion, 'key' | 'versionId' | 'deleteMarker'>): string {
    return `${bucket}${VERSIONS_BUCKET_SUFFIX}/${encodeKey(storedKey(version))}`;
  }

  /** A new version id: later ones sort after earlier ones, even within one millisecond. */
  newVersionId(): string {
    this.lastStamp = Math.max(Date.now() * 1000, this.lastStamp + 1);
    return `${this.lastStamp.toString(36).padStart(11, '0')}${randomBytes(4).toString('hex')}`;
  }

  /** The versions of keys that start with `prefix` (or only of `exactKey`): by key, newest first within each. */
  async list(bucket: string, prefix: string, exactKey?: string): Promise<StoredVersion[]> {
    const versions: StoredVersion[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: bucket + VERSIONS_BUCKET_SUFFIX,
          Prefix: exactKey === undefined ? prefix : `${exactKey}/`,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const stored = object.Key ?? '';
        const slash = stored.lastIndexOf('/');
        const key = stored.slice(0, slash);
        const name = stored.slice(slash + 1);
        if (slash < 0 || !(exactKey === undefined ? key.startsWith(prefix) : key === exactKey)) continue;
        const deleteMarker = name.endsWith(MARKER_SUFFIX);
        versions.push({
          key,
          versionId: deleteMarker ? name.slice(0, -MARKER_SUFFIX.length) : name,
          deleteMarker,
          lastModified: object.LastModified ?? new Date(0),
          size: object.Size ?? 0,
          etag: object.ETag ?? '',
        });
      }
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    return versions.sort((a, b) => (a.key === b.key ? b.versionId.localeCompare(a.versionId) : a.key < b.key ? -1 : 1));
  }

  versionsOf(bucket: string, key: string): Promise<StoredVersion[]> {
    return this.list(bucket, key, key);
  }

  /** Copies the current object of `key` into the history as a new version; answers its id. */
  async snapshot(bucket: string, key: string): Promise<string> {
    const versionId = this.newVersionId();
    await this.client.send(
      new CopyObjectCommand({
        Bucket: bucket + VERSIONS_BUCKET_SUFFIX,
        Key: storedKey({ key, versionId, deleteMarker: false }),
        CopySource: `${bucket}/${encodeKey(key)}`,
      }),
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
    return versionId;
  }

  /**
   * Removes one version for good; when it was the newest, the next one decides what is current:
   * its copy, or no object when it is a delete marker or there is none.
   */
  async remove(bucket: string, versions: readonly StoredVersion[], index: number): Promise<void> {
    const version = versions[index];
    if (!version) return;
    await this.client.send(
      new DeleteObjectCommand({ Bucket: bucket + VERSIONS_BUCKET_SUFFIX, Key: storedKey(version) }),
    );
    if (index !== 0) return;
    const next = versions[1];
    if (next && !next.deleteMarker) {
      const CopySource = VersionStore.storedPath(bucket, next);
      await this.client.send(new CopyObjectCommand({ Bucket: bucket, Key: version.key, CopySource }));
    } else {
      await this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: version.key }));
    }
  }

  /** Gives every object without a version (stored before versioning was on) its first one. */
  async adoptUnversioned(bucket: string): Promise<void> {
    const versionedKeys = new Set((await this.list(bucket, '')).map((version) => version.key));
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key && !versionedKeys.has(object.Key)) await this.snapshot(bucket, object.Key);
      }
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
  }

  /** The ListObjectVersions answer: every version in one page, as S3 orders them. */
  async listVersionsXml(bucket: string, prefix: string): Promise<string> {
    const versions = await this.list(bucket, prefix);
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
