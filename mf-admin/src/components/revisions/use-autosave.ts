import type { RevisionKind } from '@livefully/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSendAutosave, useServerAutosave } from '../../lib/revision-queries';

/** How long the editor must be idle before its unsaved values go to the server. */
export const AUTOSAVE_IDLE_MS = 3_000;

type Kept<V> = { values: V; baseVersion: number | null; at: string };
export type AutosaveOffer<V> = Kept<V> & { where: 'device' | 'server' };

export const autosaveKey = (kind: RevisionKind, id: string | null) => `livefully:admin:autosave:${kind}:${id ?? 'new'}`;

function readLocal<V>(key: string): Kept<V> | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as Kept<V>) : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Options<V> = {
  kind: RevisionKind;
  /** The saved item's id; null for a new draft (kept on this device only). */
  id: string | null;
  /** The version the editor's values are based on. */
  baseVersion: number | null;
  /** When the item was last saved: an autosave older than that is not offered. */
  savedAt: string | null;
  values: V;
  dirty: boolean;
};

/**
 * Keeps the editor's unsaved values: on this device at once (localStorage, per item and per
 * new draft) and on the server after a few idle seconds, as the admin's autosave of the item
 * (the live item does not change). After a reload or a crash, the newer one is offered back.
 */
export function useAutosave<V extends object>({ kind, id, baseVersion, savedAt, values, dirty }: Options<V>) {
  const key = autosaveKey(kind, id);
  const dismissedKey = `${key}:dismissed`;
  const send = useSendAutosave(kind, id);
  const server = useServerAutosave(kind, id);
  const [initialValues] = useState(values);
  const [local] = useState(() => readLocal<V>(key));
  const [decided, setDecided] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    try {
      localStorage.setItem(key, JSON.stringify({ values, baseVersion, at: new Date().toISOString() } satisfies Kept<V>));
    } catch {
      // A full or blocked storage: the server copy still comes.
    }
  }, [key, values, dirty, baseVersion]);

  const { mutate } = send;
  useEffect(() => {
    if (!dirty || !id || baseVersion === null) return;
    const timer = setTimeout(() => mutate({ values: values as Record<string, unknown>, baseVersion }), AUTOSAVE_IDLE_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, id, baseVersion, mutate]);

  const offer = useMemo((): AutosaveOffer<V> | null => {
    if (decided) return null;
    const dismissed = (() => {
      try {
        return localStorage.getItem(dismissedKey);
      } catch {
        return null;
      }
    })();
    const candidates: AutosaveOffer<V>[] = [];
    if (local) candidates.push({ ...local, where: 'device' });
    const remote = server.data;
    if (remote && remote.at !== dismissed)
      candidates.push({ values: remote.content as V, baseVersion: remote.baseVersion, at: remote.at, where: 'server' });
    const newer = candidates
      .filter((candidate) => !same(candidate.values, initialValues) && (savedAt === null || Date.parse(candidate.at) > Date.parse(savedAt)))
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    return newer[0] ?? null;
  }, [decided, dismissedKey, local, server.data, initialValues, savedAt]);

  /** After a save: nothing unsaved is left to keep. */
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
      localStorage.removeItem(autosaveKey(kind, null));
    } catch {
      // Nothing to clear.
    }
    setDecided(true);
  }, [key, kind]);

  const discard = useCallback(() => {
    try {
      localStorage.removeItem(key);
      if (server.data) localStorage.setItem(dismissedKey, server.data.at);
    } catch {
      // Nothing to clear.
    }
    setDecided(true);
  }, [key, dismissedKey, server.data]);

  const accept = useCallback(() => setDecided(true), []);

  return { offer, clear, discard, accept };
}
