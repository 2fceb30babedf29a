import { describe, expect, it } from 'vitest';
import { APPEARANCE_KEY, readChoice, resolveAppearance, saveChoice } from './appearance';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('appearance preference', () => {
  it('follows the system until the visitor chooses', () => {
    expect(readChoice(memoryStorage())).toBe('system');
    expect(resolveAppearance('system', true)).toBe('dark');
    expect(resolveAppearance('system', false)).toBe('light');
  });

  it('keeps an explicit choice whatever the system prefers', () => {
    expect(resolveAppearance('light', true)).toBe('light');
    expect(resolveAppearance('dark', false)).toBe('dark');
  });

  it('remembers light and dark, and forgets the choice when it goes back to system', () => {
    const storage = memoryStorage();
    saveChoice(storage, 'dark');
    expect(storage.values.get(APPEARANCE_KEY)).toBe('dark');
    expect(readChoice(storage)).toBe('dark');
    saveChoice(storage, 'system');
    expect(storage.values.has(APPEARANCE_KEY)).toBe(false);
  });

  it('ignores an unknown stored value and blocked storage', () => {
    expect(readChoice(memoryStorage({ [APPEARANCE_KEY]: 'sepia' }))).toBe('system');
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readChoice(blocked)).toBe('system');
  });
});
