import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * An open/closed panel tied to the location it was opened at (any navigation closes it). Escape
 * closes it and returns focus to its button; a press outside `containerRef` (once that is given to
 * an element) or focus moving to an element outside it (Tab past the last link) closes it, and so
 * does a change of whether `closingMedia` matches (e.g. growing to desktop). `buttonProps` make a
 * button its toggle, which names the panel that takes `id={panelId}`.
 */
export function useDisclosure<Container extends HTMLElement = HTMLElement>(closingMedia?: string) {
  const { key } = useLocation();
  const panelId = useId();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<Container>(null);
  const open = openAt === key;

  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(() => setOpenAt((current) => (current === key ? null : key)), [key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && !container.contains(event.target as Node)) close();
    };
    // Focus going nowhere (to the browser, or a click on nothing focusable) is the press rule's case.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !containerRef.current?.contains(next)) close();
    };
    const container = containerRef.current;
    const media = closingMedia ? window.matchMedia(closingMedia) : undefined;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    container?.addEventListener('focusout', onFocusOut);
    media?.addEventListener('change', close);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      container?.removeEventListener('focusout', onFocusOut);
      media?.removeEventListener('change', close);
    };
  }, [open, close, closingMedia]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: toggle,
  } as const;
  return { open, close, panelId, buttonProps, containerRef };
}
