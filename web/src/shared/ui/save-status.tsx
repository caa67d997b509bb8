import type { AutosaveState } from '#web/shared/lib/use-autosave.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import './save-status.css';

/**
 * The autosave's line beside the Save button: "Saving…", "Saved 10:42" or why it failed. A polite
 * live region, so a screen reader hears a failure without losing its place; `extra` adds the
 * form's own state ("Unpublished changes").
 */
export function SaveStatus({ state, extra }: { state: AutosaveState; extra?: string }) {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'saved'
        ? `Saved ${formatForViewer(state.at, 'clock')}`
        : state.kind === 'failed'
          ? `Not saved: ${state.message}`
          : '';
  return (
    <p className={`save-status save-status--${state.kind}`} role="status" data-state={state.kind}>
      {[text, extra].filter(Boolean).join(' · ')}
    </p>
  );
}
