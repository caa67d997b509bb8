interface DisclosureOptions {
  /** Shows or hides the panel. */
  show: (open: boolean) => void;
  /** A press outside it, or focus leaving it, closes the panel (a menu); else only Escape and the button do. */
  container?: HTMLElement;
  /** A change of whether this media query matches closes the panel (growing to desktop). */
  closingMedia?: string;
}

/**
 * A button that opens and closes a panel, as web/src/features/navigation/hooks/use-disclosure.ts
 * does in the app: `aria-expanded` on the button, Escape closes and returns focus to the button.
 */
export function bindDisclosure(button: HTMLButtonElement, { show, container, closingMedia }: DisclosureOptions) {
  let open = false;
  const set = (next: boolean) => {
    open = next;
    button.setAttribute('aria-expanded', String(next));
    show(next);
  };
  set(false);
  button.addEventListener('click', () => set(!open));
  document.addEventListener('keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    set(false);
    button.focus();
  });
  if (container) {
    document.addEventListener('pointerdown', (event) => {
      if (open && !container.contains(event.target as Node)) set(false);
    });
    container.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (open && next instanceof Node && !container.contains(next)) set(false);
    });
  }
  if (closingMedia) matchMedia(closingMedia).addEventListener('change', () => set(false));
  return { close: () => set(false) };
}
