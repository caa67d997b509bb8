import { useSWR } from '#web/shared/api/swr.ts';
import { currentUserKey, fetchCurrentUser } from './get-current-user';

/** The signed-in user's details; nothing is fetched while `userId` is undefined (signed out). */
export function useCurrentUser(userId: string | undefined) {
  return useSWR(userId ? currentUserKey(userId) : null, fetchCurrentUser);
}
