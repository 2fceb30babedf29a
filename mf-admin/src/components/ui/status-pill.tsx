import type { ReactNode } from 'react';

export type PillTone = 'neutral' | 'success' | 'info' | 'warning';

/** A small coloured label; the words carry the meaning, the colour only repeats it. */
export function StatusPill({ tone, icon, children }: { tone: PillTone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={`admin-pill admin-pill--${tone}`}>
      {icon}
      {children}
    </span>
  );
}
