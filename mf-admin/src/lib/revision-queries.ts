import type { HttpOperation, RestoredRevision, Revision, RevisionKind, RevisionList, RevisionSummary } from '@livefully/contracts';
import { contentRevisionRoutes as ops } from '@livefully/contracts/routes';
import { callApi, type CallInput, type CallOptions } from '@livefully/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminKeys } from './query-keys';
import { refreshRelatedContent } from './refresh-content';
import { useIdToken } from './use-id-token';

const ROUTES = {
  post: {
    list: ops.listPostRevisions,
    get: ops.getPostRevision,
    restore: ops.restorePostRevision,
    getAutosave: ops.getPostAutosave,
    autosave: ops.autosavePost,
  },
  guide: {
    list: ops.listGuideRevisions,
    get: ops.getGuideRevision,
    restore: ops.restoreGuideRevision,
    getAutosave: ops.getGuideAutosave,
    autosave: ops.autosaveGuide,
  },
  topic: {
    list: ops.listTopicRevisions,
    get: ops.getTopicRevision,
    restore: ops.restoreTopicRevision,
    getAutosave: ops.getTopicAutosave,
    autosave: ops.autosaveTopic,
  },
  category: {
    list: ops.listCategoryRevisions,
    get: ops.getCategoryRevision,
    restore: ops.restoreCategoryRevision,
    getAutosave: ops.getCategoryAutosave,
    autosave: ops.autosaveCategory,
  },
} as const;

/** Where each kind's items sit in the admin query cache (their editor reads them from there). */
export const FEATURE_KEYS: Record<RevisionKind, readonly string[]> = {
  post: adminKeys.posts,
  guide: adminKeys.guides,
  topic: adminKeys.topics,
  category: adminKeys.categories,
};

// The four kinds' routes take the same parts; the table types them per kind.
function send<Answer>(
  route: { method: string; path: string; name: string },
  input: { params: Record<string, unknown>; body?: unknown },
  options: CallOptions,
) {
  return callApi(route as never, input as unknown as CallInput<HttpOperation>, options) as Promise<Answer>;
}

export const revisionKeys = {
  all: (kind: RevisionKind, id: string) => [...adminKeys.all, 'revisions', kind, id] as const,
  list: (kind: RevisionKind, id: string, version: number) => [...adminKeys.all, 'revisions', kind, id, 'list', version] as const,
  one: (kind: RevisionKind, id: string, number: number) => [...adminKeys.all, 'revisions', kind, id, 'number', number] as const,
  autosave: (kind: RevisionKind, id: string) => [...adminKeys.all, 'revisions', kind, id, 'autosave'] as const,
};

/**
 * An item's history, read afresh each time the panel opens and whenever the editor's version
 * changes (a save, a restore, a merge): someone else may have saved since.
 */
export function useRevisions(kind: RevisionKind, id: string, version: number, enabled = true) {
  const token = useIdToken();
  return useQuery({
    queryKey: revisionKeys.list(kind, id, version),
    queryFn: ({ signal }) => send<RevisionList>(ROUTES[kind].list, { params: { id } }, { token, signal }),
    // The list stays in view while the next version's is read.
    placeholderData: (previous) => previous,
    enabled: Boolean(token && id && enabled),
    staleTime: 0,
  });
}

/** One revision with its content; revisions never change, so it is kept once read. */
export function useRevision(kind: RevisionKind, id: string, number: number | null) {
  const token = useIdToken();
  return useQuery({
    queryKey: revisionKeys.one(kind, id, number ?? 0),
    queryFn: ({ signal }) => send<Revision>(ROUTES[kind].get, { params: { id, number } }, { token, signal }),
    enabled: Boolean(token && id && number),
    staleTime: Infinity,
  });
}

/** Reads one revision when asked (not on render): the version an autosave was based on. */
export function useFetchRevision(kind: RevisionKind) {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useCallback(
    (id: string, number: number) =>
      queryClient.fetchQuery({
        queryKey: revisionKeys.one(kind, id, number),
        queryFn: ({ signal }) => send<Revision>(ROUTES[kind].get, { params: { id, number } }, { token, signal }),
        staleTime: Infinity,
      }),
    [kind, token, queryClient],
  );
}

/**
 * Restores a revision as the item's next version; the editor then shows what was saved, and the
 * answer names the images it had to leave out (deleted from the media library since).
 */
export function useRestoreRevision<View extends { id: string }>(kind: RevisionKind, id: string) {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.all, 'revisions', kind, id, 'restore'],
    mutationFn: ({ number, version }: { number: number; version: number }) =>
      send<RestoredRevision<View>>(ROUTES[kind].restore, { params: { id, number }, body: { version } }, { token }),
    onSuccess: ({ item: saved }) => {
      queryClient.setQueryData([...FEATURE_KEYS[kind], 'detail', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: revisionKeys.all(kind, id) });
      void refreshRelatedContent(queryClient);
    },
  });
}

/** The signed-in admin's autosave of an item on the server, or null. */
export function useServerAutosave(kind: RevisionKind, id: string | null) {
  const token = useIdToken();
  return useQuery({
    queryKey: revisionKeys.autosave(kind, id ?? ''),
    queryFn: ({ signal }) => send<Revision | null>(ROUTES[kind].getAutosave, { params: { id } }, { token, signal }),
    enabled: Boolean(token && id),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Sends the editor's unsaved values as the admin's autosave of the item. */
export function useSendAutosave(kind: RevisionKind, id: string | null) {
  const token = useIdToken();
  return useMutation({
    mutationKey: [...adminKeys.all, 'revisions', kind, id, 'autosave'],
    mutationFn: ({ values, baseVersion }: { values: Record<string, unknown>; baseVersion: number }) =>
      send<RevisionSummary>(ROUTES[kind].autosave, { params: { id }, body: { values, baseVersion } }, { token }),
  });
}
