import type { LocalCopy } from '#web/shared/lib/local-copy.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';

interface LocalCopyOfferProps<Value> {
  offer: LocalCopy<Value> | undefined;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * "Restore unsaved changes from 10:41?": text this browser kept for the form that the server does
 * not have, with Restore and Discard. Shown above the form until answered.
 */
export function LocalCopyOffer<Value>({ offer, onRestore, onDiscard }: LocalCopyOfferProps<Value>) {
  if (!offer) return null;
  return (
    <div className="alert alert--info local-copy-offer" role="status">
      <p>
        <strong>Restore unsaved changes from {formatForViewer(offer.savedAt, 'clock')}?</strong> This browser kept text
        you typed here that was never saved.
      </p>
      <p className="form__actions">
        <button className="button" type="button" onClick={onRestore}>
          Restore unsaved changes
        </button>
        <button className="button button--secondary" type="button" onClick={onDiscard}>
          Discard them
        </button>
      </p>
    </div>
  );
}
