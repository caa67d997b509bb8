import type { BulkPostStatus, BulkStatusResult } from '#shared/blog.ts';
import { Alert } from '#web/shared/ui/alert.tsx';

const DONE_WORD: Record<BulkPostStatus, string> = { published: 'published', draft: 'moved back to draft' };

const postsText = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

export interface BulkStatusReport {
  status: BulkPostStatus;
  result: BulkStatusResult;
  /** The titles of the posts sent, to name a failed one (its id when not known). */
  titles: ReadonlyMap<string, string>;
}

/** What a bulk publish or unpublish did: how many changed, and each post that did not with the server's reason. */
export function BulkStatusOutcome({ report }: { report: BulkStatusReport }) {
  const { status, result, titles } = report;
  return (
    <>
      {result.updated.length > 0 && (
        <Alert tone="success">
          {postsText(result.updated.length)} {DONE_WORD[status]}.
        </Alert>
      )}
      {result.failed.length > 0 && (
        <Alert tone="error">
          <p>{postsText(result.failed.length)} could not be changed:</p>
          <ul>
            {result.failed.map((failure) => (
              <li key={failure.id}>
                {titles.get(failure.id) ?? failure.id}: {failure.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
