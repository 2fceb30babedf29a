import { useSyncExternalStore } from 'react';
import { createAppearanceStore, type AppearanceStore } from './appearance-store';
import type { AppearanceChoice } from './appearance';

let store: AppearanceStore | undefined;

/** One store for the page, made on first use (not at import, so tests start clean). */
export function appearanceStore(): AppearanceStore {
  store ??= createAppearanceStore();
  return store;
}

export function useAppearance(): [AppearanceChoice, (choice: AppearanceChoice) => void] {
  const current = appearanceStore();
  const choice = useSyncExternalStore(current.subscribe, current.getChoice, () => 'system' as const);
  return [choice, current.setChoice];
}
