import type { ReactNode } from 'react';
import './form.css';

type AlertTone = 'error' | 'success' | 'info';

/** A message about the last action; errors interrupt (role=alert), the others are polite (role=status). */
export function Alert({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
