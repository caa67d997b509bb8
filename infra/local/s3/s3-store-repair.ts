import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const METADATA_SUFFIX = '._S3rver_metadata.json';
const MD5_SUFFIX = '._S3rver_object.md5';
const OBJECT_SUFFIX = '._S3rver_object';

/**
 * Mends what a kill left half-written in s3rver's directory, before s3rver starts on it. s3rver
 * keeps each object as three files (the bytes, `.md5`, `metadata.json`) and writes them one after
 * the other, so SIGKILL can leave a metadata file that is missing or not JSON, or an md5 that is
 * missing, not a digest, or the previous write's. s3rver would answer 500 to every listing that
 * meets a broken metadata file, for good, and its CopyObject fails on a missing one, so the
 * versioning proxy could not give the object its version (s3-version-store.ts). Each object keeps
 * its bytes, gets the digest of those bytes, and metadata s3rver reads as its defaults (`{}`).
 * Answers the files rewritten.
 */
export function repairS3Directory(directory: string): string[] {
  const repaired: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith(OBJECT_SUFFIX)) repairObject(file.slice(0, -OBJECT_SUFFIX.length), repaired);
    }
  };
  visit(directory);
  return repaired;
}

function repairObject(base: string, repaired: string[]): void {
  const metadataFile = base + METADATA_SUFFIX;
  if (!parses(metadataFile)) {
    writeFileSync(metadataFile, '{}');
    repaired.push(metadataFile);
  }
  const md5File = base + MD5_SUFFIX;
  const digest = createHash('md5')
    .update(readFileSync(base + OBJECT_SUFFIX))
    .digest('hex');
  if (!existsSync(md5File) || readFileSync(md5File, 'utf8') !== digest) {
    writeFileSync(md5File, digest);
    repaired.push(md5File);
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
