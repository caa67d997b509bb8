import type { IncomingHttpHeaders } from 'node:http';

/** An S3 error answer: its status, code and message. */
export interface ConditionFailure {
  status: number;
  code: string;
  message: string;
}

/** Whether a PutObject is conditional (S3's conditional writes), so the stored object must be judged first. */
export function isConditionalPut(headers: IncomingHttpHeaders): boolean {
  return headers['if-match'] !== undefined || headers['if-none-match'] !== undefined;
}

/** ETags compare without their quotes (s3rver stores them quoted, clients send them either way). */
const bare = (etag: string) => etag.trim().replace(/^W\//, '').replace(/"/g, '');

/**
 * How S3 judges a conditional PutObject against the stored object (its ETag, undefined when there
 * is none): `If-None-Match: *` fails when an object exists, `If-Match` when none does (404
 * NoSuchKey) or when it is another one (412). Answers undefined when the write may go ahead.
 */
export function putConditionFailure(
  headers: IncomingHttpHeaders,
  storedEtag: string | undefined,
): ConditionFailure | undefined {
  const ifNoneMatch = headers['if-none-match'];
  const ifMatch = headers['if-match'];
  if (typeof ifNoneMatch === 'string' && storedEtag !== undefined) {
    if (ifNoneMatch.trim() === '*' || bare(ifNoneMatch) === bare(storedEtag)) {
      return {
        status: 412,
        code: 'PreconditionFailed',
        message: 'At least one of the pre-conditions you specified did not hold',
      };
    }
  }
  if (typeof ifMatch === 'string') {
    if (storedEtag === undefined)
      return { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' };
    const accepted = ifMatch.split(',').map(bare);
    if (!accepted.includes('*') && !accepted.includes(bare(storedEtag))) {
      return {
        status: 412,
        code: 'PreconditionFailed',
        message: 'At least one of the pre-conditions you specified did not hold',
      };
    }
  }
  return undefined;
}
