import type { RoleName } from '../../../../../shared/accounts';

export interface DemoAccount {
  email: string;
  password: string;
  role: RoleName;
}

/**
 * The seeded demo accounts, shown on the login page only in builds made with
 * VITE_DEMO_ACCOUNTS=true; other builds drop the list entirely.
 */
export const demoAccounts: readonly DemoAccount[] =
  import.meta.env.VITE_DEMO_ACCOUNTS === 'true'
    ? [
        { email: 'admin@example.com', password: 'Admin123!', role: 'Admin' },
        { email: 'editor@example.com', password: 'Editor123!', role: 'Editor' },
        { email: 'user@example.com', password: 'User123!', role: 'User' },
      ]
    : [];
