import { type Term, type TermKind, TOPIC_UPDATED } from '#shared/blog.ts';
import { TERM_KINDS_TEXT } from './blog-kinds';
import { saveFailureMessage } from './form-errors';
import { topicUpdateFailure } from './topic-update-messages';

/** The alert above the term form after a save. */
export interface SaveAlert {
  tone: 'success' | 'error';
  message: string;
  detail?: string;
}

/**
 * What the term form does after a save: `created` announces the new term and empties the form,
 * `stay` keeps the edit open with the alert, `leave` shows the alert and then opens the dashboard
 * (after a successful topic edit).
 */
export type AfterSave = 'created' | 'stay' | 'leave';

export type SaveResult = { ok: true; term: Term } | { ok: false; error: unknown };

/**
 * The alert and next step of a topic, tag or category save. A topic edit has its own texts:
 * `Topic updated successfully!`, or `Failed to update the topic…` for an HTTP error answer and
 * `An unexpected error occurred…` for a failure without one.
 */
export function termSaveOutcome(
  kind: TermKind,
  editing: boolean,
  result: SaveResult,
): { alert?: SaveAlert; next: AfterSave } {
  const text = TERM_KINDS_TEXT[kind];
  const topicEdit = editing && kind === 'topic';
  if (!result.ok) {
    const alert: SaveAlert = topicEdit
      ? { tone: 'error', ...topicUpdateFailure(result.error) }
      : { tone: 'error', message: saveFailureMessage(result.error, `The ${text.singular} could not be saved.`) };
    return { alert, next: 'stay' };
  }
  if (!editing) return { next: 'created' };
  if (topicEdit) return { alert: { tone: 'success', message: TOPIC_UPDATED }, next: 'leave' };
  return { alert: { tone: 'success', message: `${text.title} “${result.term.name}” saved.` }, next: 'stay' };
}
