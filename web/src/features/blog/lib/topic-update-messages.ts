import { TOPIC_UPDATE_FAILED, TOPIC_UPDATE_UNEXPECTED } from '#shared/blog.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { readText } from '#web/shared/lib/record-fields.ts';

/** How long the topic-edit success alert stays in view before the dashboard opens. */
export const TOPIC_UPDATED_REDIRECT_MS = 1500;

export interface TopicUpdateFailure {
  /** `Failed to update the topic…` for an answer, `An unexpected error occurred…` for anything else. */
  message: string;
  /** The server's own reason, when its answer had one (e.g. `Slug exists`). */
  detail?: string;
}

/** The alert of a topic edit that failed: an HTTP error answer, or a failure without one. */
export function topicUpdateFailure(error: unknown): TopicUpdateFailure {
  if (error instanceof ApiError && error.status > 0) {
    return { message: TOPIC_UPDATE_FAILED, detail: readText(error.body, 'message') };
  }
  return { message: TOPIC_UPDATE_UNEXPECTED };
}
