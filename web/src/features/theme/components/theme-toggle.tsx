import { useTheme } from './theme-provider';
import './theme-toggle.css';

/** The navbar's light/dark button (a press shows the opposite of the theme shown); its name says what a press does. */
export function ThemeToggle() {
  const { resolved, toggle } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <site-theme-toggle>
      <button
        type="button"
        className="icon-button theme-toggle"
        aria-label={`Switch to ${next} theme`}
        title={`Switch to ${next} theme`}
        onClick={toggle}
      >
        <span aria-hidden="true">{resolved === 'dark' ? '☀' : '☾'}</span>
      </button>
    </site-theme-toggle>
  );
}

/** Back to following the system preference (auto); shown only when a fixed mode is chosen. */
export function UseSystemThemeButton({ className }: { className?: string }) {
  const { mode, setMode } = useTheme();
  if (mode === 'auto') return null;
  return (
    <site-theme-system>
      <button type="button" className={className} onClick={() => setMode('auto')}>
        Use system theme
      </button>
    </site-theme-system>
  );
}
