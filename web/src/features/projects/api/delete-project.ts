import { apiClient } from '#web/shared/api/api-client.ts';

/** `DELETE /projects/{id}` → 204 (soft delete); 403 for anyone but the owner or an admin; 404 once gone. */
export async function deleteProject(id: string): Promise<void> {
  await apiClient.send('DELETE /projects/{id}', { params: { id } });
}
