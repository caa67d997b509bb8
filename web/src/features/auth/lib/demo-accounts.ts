import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/**
 * The seeded demo accounts, shown on the login page only in builds made with
 * VITE_DEMO_ACCOUNTS=true; other builds leave the list (and its passwords) out of the bundle.
 */
export const demoAccounts: readonly DemoAccount[] = import.meta.env.VITE_DEMO_ACCOUNTS === 'true' ? DEMO_ACCOUNTS : [];
