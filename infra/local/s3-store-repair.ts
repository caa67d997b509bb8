import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const METADATA_SUFFIX = '._S3rver_metadata.json';
const MD5_SUFFIX = '._S3rver_object.md5';
const OBJECT_SUFFIX = '._S3rver_object';

/**
 * Removes what a kill left half-written in s3rver's directory, before s3rver starts on it. s3rver
 * keeps each object as three files (the bytes, `.md5`, `metadata.json`) and writes them one after
 * the other, so SIGKILL can leave a metadata file that is not JSON, or an md5 that is not a digest
 * or not the bytes' own;
 * s3rver would then answer 500 to every listing that meets the object, for good. Without them it
 * recomputes the md5 and serves the object with default metadata, and the versioning proxy gives it
 * a new version (s3-version-store.ts). Answers the files removed.
 */
export function repairS3Directory(directory: string): string[] {
  const removed: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith(METADATA_SUFFIX) && !parses(file)) {
        rmSync(file);
        rmSync(file.slice(0, -METADATA_SUFFIX.length) + MD5_SUFFIX, { force: true });
        removed.push(file);
      } else if (
        entry.name.endsWith(MD5_SUFFIX) &&
        !isDigestOf(file, file.slice(0, -MD5_SUFFIX.length) + OBJECT_SUFFIX)
      ) {
        rmSync(file, { force: true });
        removed.push(file);
      }
    }
  };
  visit(directory);
  return removed;
}

/**
 * Whether the md5 file holds the digest of the object's bytes: a kill after the bytes were written
 * and before their md5 leaves the previous write's digest, which s3rver would answer as the
 * object's ETag. True for a digest removed along with its metadata earlier in the same folder.
 */
function isDigestOf(file: string, objectFile: string): boolean {
  let digest: string;
  try {
    digest = readFileSync(file, 'utf8');
  } catch {
    return true;
  }
  if (!/^[0-9a-f]{32}$/.test(digest)) return false;
  try {
    return createHash('md5').update(readFileSync(objectFile)).digest('hex') === digest;
  } catch {
    return true;
  }
}

function parses(file: string): boolean {
  try {
    JSON.parse(readFileSync(file, 'utf8'));
    return true;
  } catch {
    return false;
  }
}
