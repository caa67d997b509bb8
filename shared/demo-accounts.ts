import type { RoleName } from './accounts';

/**
 * The demo accounts: seeded when DEMO_ACCOUNTS is on (on for `npm start`, off in AWS unless the
 * `demoAccounts` context is set) and offered as clickable credentials on the login page.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  password: string;
  role: RoleName;
  firstName: string;
  lastName: string;
}> = [
  { email: 'admin@example.com', password: 'Admin123!', role: 'Admin', firstName: 'Ada', lastName: 'Admin' },
  { email: 'editor@example.com', password: 'Editor123!', role: 'Editor', firstName: 'Eddie', lastName: 'Editor' },
  { email: 'user@example.com', password: 'User123!', role: 'User', firstName: 'Uma', lastName: 'User' },
];
