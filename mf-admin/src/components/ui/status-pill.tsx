import { Badge } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

export type PillTone = 'neutral' | 'success' | 'info' | 'warning' | 'highlight';

const COLOR = { neutral: 'gray', success: 'green', info: 'blue', warning: 'orange', highlight: 'amber' } as const;

/** A small coloured label; the words carry the meaning, the colour only repeats it. */
export function StatusPill({ tone, icon, children }: { tone: PillTone; icon?: ReactNode; children: ReactNode }) {
  return (
    <Badge highContrast color={COLOR[tone]} size="2">
      {icon}
      {children}
    </Badge>
  );
}
