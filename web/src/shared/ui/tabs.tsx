import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is shown. */
export function Tabs({ label, tabs, initialTab }: { label: string; tabs: readonly TabItem[]; initialTab?: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(initialTab ?? tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEP[event.key];
    const index = tabs.findIndex((tab) => tab.id === active?.id);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    setSelected(tabs[next]?.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            id={`${baseId}-tab-${tab.id}`}
            className="tabs__tab"
            type="button"
            role="tab"
            aria-selected={tab.id === active?.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === active?.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          id={`${baseId}-panel`}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${active.id}`}
        >
          {active.panel}
        </div>
      )}
    </div>
  );
}
