import { Text } from '@livefully/web-kit/ui';
import './eyebrow.css';

/** The small spaced capitals above a page's or a section's heading. */
export function Eyebrow({ children }: { children: string }) {
  return (
    <Text as="p" size="2" weight="bold" color="orange" mb="2" className="eyebrow">
      {children}
    </Text>
  );
}
