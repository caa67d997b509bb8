/** How long to wait for the dialogs of the action that led here to close. */
const WAIT_MS = 3000;

/**
 * Focuses `element` once no modal dialog is open (the page behind one is inert, so it cannot take
 * the focus before), for a result shown by an action confirmed in a dialog; a dialog that closes
 * gives the focus back to its opener first, and this then moves it on. Answers a function that
 * stops waiting.
 */
export function focusAfterDialogs(element: HTMLElement | null): () => void {
  let frame = 0;
  const started = performance.now();
  const attempt = () => {
    if (!element?.isConnected) return;
    if (!document.querySelector('dialog[open]')) {
      element.focus();
      if (document.activeElement === element) return;
    }
    if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
