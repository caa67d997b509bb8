import { DELETABLE_KINDS_TEXT, type DeletableKind } from '#web/features/blog/lib/blog-kinds.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export function deletableItemKey(kind: DeletableKind, id: string): string {
  return apiPath(DELETABLE_KINDS_TEXT[kind].get, { id });
}

/** `GET /{kind}/{id}` for the delete page: the item whose name or title it asks about; 404 when gone. */
function fetchDeletableItem(kind: DeletableKind, id: string): Promise<unknown> {
  return apiClient.request(DELETABLE_KINDS_TEXT[kind].get, { params: { id } });
}

export function useDeletableItem(kind: DeletableKind, id: string | undefined) {
  return useSWR(id ? deletableItemKey(kind, id) : null, () => fetchDeletableItem(kind, id ?? ''), {
    revalidateOnFocus: false,
  });
}
