import type { FocalPoint, MediaDetail, MediaItem, MediaPage } from '@livefully/contracts';
import { mediaAdminRoutes as routes } from '@livefully/contracts/routes';
import { ApiError, callApi } from '@livefully/web-kit';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

export const MEDIA_PAGE_SIZE = 24;
const mediaKeys = {
  all: [...adminKeys.all, 'media'] as const,
  list: (q: string, page: number) => [...adminKeys.all, 'media', 'list', q, page] as const,
  detail: (id: string) => [...adminKeys.all, 'media', 'detail', id] as const,
};

export function mediaListOptions(token: string, q: string, page: number) {
  return queryOptions({
    queryKey: mediaKeys.list(q, page),
    queryFn: ({ signal }): Promise<MediaPage> =>
      callApi(routes.listMedia, { query: { q: q || undefined, page, pageSize: MEDIA_PAGE_SIZE } }, { token, signal }),
    enabled: Boolean(token),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** A page of the library, newest first, searched by name and alt text. */
export function useMediaList(q: string, page: number) {
  return useQuery(mediaListOptions(useIdToken(), q, page));
}

/** One image with where it is used. */
export function useMediaItem(id: string | null) {
  const token = useIdToken();
  return useQuery({
    queryKey: mediaKeys.detail(id ?? ''),
    queryFn: ({ signal }): Promise<MediaDetail> => callApi(routes.getMedia, { params: { id: id! } }, { token, signal }),
    enabled: Boolean(token && id),
    staleTime: 0,
  });
}

/**
 * Sends one image as multipart/form-data (the one admin call that is not JSON): the gateway
 * checks it by its bytes and answers the new item, or a 4xx whose body says why.
 */
export async function uploadMedia(token: string, file: File, alt: string): Promise<MediaItem> {
  const form = new FormData();
  if (alt.trim()) form.append('alt', alt.trim());
  form.append('file', file, file.name || 'pasted-image');
  const response = await fetch(routes.uploadMedia.path, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'include',
    body: form,
  });
  const text = await response.text();
  if (!response.ok) {
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      // not our envelope (a proxy's page)
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, code);
  }
  return (JSON.parse(text) as { data: MediaItem }).data;
}

export function useUploadMedia() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mediaKeys.all, 'upload'],
    mutationFn: ({ file, alt }: { file: File; alt: string }) => uploadMedia(token, file, alt),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useUpdateMediaAlt() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mediaKeys.all, 'update'],
    mutationFn: ({ id, alt }: { id: string; alt: string }) => callApi(routes.updateMedia, { params: { id }, body: { alt } }, { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** Sets an image's focal point: the gateway cuts its share image again and answers the item with it. */
export function useSetMediaFocal() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mediaKeys.all, 'focal'],
    mutationFn: ({ id, focal }: { id: string; focal: FocalPoint }): Promise<MediaItem> =>
      callApi(routes.setMediaFocal, { params: { id }, body: focal }, { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useDeleteMedia() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mediaKeys.all, 'delete'],
    mutationFn: (id: string) => callApi(routes.deleteMedia, { params: { id } }, { token }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: mediaKeys.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
  });
}
