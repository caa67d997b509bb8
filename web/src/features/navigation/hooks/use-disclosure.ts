import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * An open/closed panel tied to the location it was opened at (any navigation closes it). Escape
 * closes it and returns focus to its button; so does a click outside `containerRef`.
 */
export function useDisclosure<Container extends HTMLElement>() {
  const { key } = useLocation();
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
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return { open, toggle, close, buttonRef, containerRef };
}
