import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';
import { DELETABLE_KINDS_TEXT, type DeletableKind } from '../lib/blog-kinds';

export function deletableItemKey(kind: DeletableKind, id: string): string {
  return apiPath(DELETABLE_KINDS_TEXT[kind].get, { id });
}

/** `GET /{kind}/{id}` for the delete page: the item whose name or title it asks about; 404 when gone. */
export function fetchDeletableItem(kind: DeletableKind, id: string): Promise<unknown> {
  return apiClient.request<unknown>(DELETABLE_KINDS_TEXT[kind].get, { params: { id } });
}

export function useDeletableItem(kind: DeletableKind, id: string | undefined) {
  return useSWR(id ? deletableItemKey(kind, id) : null, () => fetchDeletableItem(kind, id ?? ''), {
    revalidateOnFocus: false,
  });
}
