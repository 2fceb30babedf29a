import { Flex, Spinner as ThemeSpinner } from '@livefully/web-kit/ui';

/** Radix's spinner draws nothing for assistive technology, so the status keeps its own label. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Flex role="status" aria-live="polite" justify="center" py="8" px="4">
      <ThemeSpinner size="3" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Flex>
  );
}
