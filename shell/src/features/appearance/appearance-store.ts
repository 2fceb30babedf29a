import { applyAppearance, readChoice, resolveAppearance, saveChoice, DARK_QUERY, type AppearanceChoice } from './appearance';

type Listener = () => void;

export interface AppearanceStore {
  getChoice(): AppearanceChoice;
  setChoice(choice: AppearanceChoice): void;
  subscribe(listener: Listener): () => void;
}

/**
 * Holds the choice, keeps the page's class in step with it and, while the choice is "system",
 * with the device's preference as it changes.
 */
export function createAppearanceStore(
  env: { storage?: Storage; media?: MediaQueryList; root?: Element } = browserEnvironment(),
): AppearanceStore {
  let choice = readChoice(env.storage);
  const listeners = new Set<Listener>();
  const apply = () => {
    if (env.root) applyAppearance(env.root, resolveAppearance(choice, env.media?.matches ?? false));
  };
  env.media?.addEventListener('change', apply);
  apply();

  return {
    getChoice: () => choice,
    setChoice(next) {
      choice = next;
      saveChoice(env.storage, next);
      apply();
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserEnvironment() {
  if (typeof window === 'undefined') return {};
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return { storage, media: window.matchMedia?.(DARK_QUERY), root: document.documentElement };
}
