import { SegmentedControl } from '@livefully/web-kit/ui';
import { APPEARANCE_CHOICES, type AppearanceChoice } from './appearance';
import { useAppearance } from './use-appearance';

const LABELS: Record<AppearanceChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** The footer's light/dark switch; the choice is remembered on this device. */
export function AppearanceSwitch() {
  const [choice, setChoice] = useAppearance();
  return (
    <SegmentedControl.Root size="1" aria-label="Appearance" value={choice} onValueChange={(value) => setChoice(value as AppearanceChoice)}>
      {APPEARANCE_CHOICES.map((option) => (
        <SegmentedControl.Item key={option} value={option}>
          {LABELS[option]}
        </SegmentedControl.Item>
      ))}
    </SegmentedControl.Root>
  );
}
