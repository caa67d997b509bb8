import type { UserDetails } from '../../../../../shared/accounts';
import type { CreateUserInput } from '../../../../../shared/validation/accounts';
import { apiClient } from '../../../shared/api/api-client';

/** `POST /users` (admins only; others get 403) → 201 with the new user. */
export function createUser(input: CreateUserInput): Promise<UserDetails> {
  return apiClient.request<UserDetails>('POST /users', { body: input });
}
