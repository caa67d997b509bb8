import { AUTH_STORAGE_KEY } from '#shared/constants.ts';
import { readStorageItem } from '#web/shared/lib/browser-storage.ts';

/** Whether the app stored a session in this browser (checked before loading the code that reads it). */
export const hasStoredSession = () =>
  readStorageItem('localStorage', AUTH_STORAGE_KEY) !== null ||
  readStorageItem('sessionStorage', AUTH_STORAGE_KEY) !== null;

/** The signed-in user of the stored session, its reading code loaded only when there is one. */
export async function storedUser() {
  if (!hasStoredSession()) return undefined;
  const { loadStoredSession } = await import('#web/features/auth/lib/auth-storage.ts');
  return loadStoredSession()?.session.user;
}
