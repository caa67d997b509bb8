import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const METADATA_SUFFIX = '._S3rver_metadata.json';
const MD5_SUFFIX = '._S3rver_object.md5';

/**
 * Removes what a kill left half-written in s3rver's directory, before s3rver starts on it. s3rver
 * keeps each object as three files (the bytes, `.md5`, `metadata.json`) and writes them one after
 * the other, so SIGKILL can leave a metadata file that is not JSON or an md5 that is not a digest;
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
      } else if (entry.name.endsWith(MD5_SUFFIX) && !isDigest(file)) {
        rmSync(file, { force: true });
        removed.push(file);
      }
    }
  };
  visit(directory);
  return removed;
}

/** False for a digest removed along with its metadata earlier in the same folder. */
function isDigest(file: string): boolean {
  try {
    return /^[0-9a-f]{32}$/.test(readFileSync(file, 'utf8'));
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
