import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '../../../../../shared/constants';

/**
 * Open/closed state of the mobile menu. The menu belongs to the location it was opened at, so any
 * navigation closes it; Escape closes it and returns focus to the toggle; so does growing to desktop.
 */
export function useMobileMenu() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const open = openAt === key;

  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(() => setOpenAt((current) => (current === key ? null : key)), [key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', close);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', close);
    };
  }, [open, close]);

  return { open, toggle, close, toggleRef };
}
