import { Preference } from '../db/entities/preference';

/** List every preference of a user (one query on the user's partition). */
export async function listPreferences(userId: string) {
  const { data } = await Preference.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}
