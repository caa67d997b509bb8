/**
 * Stands in for the `use-sync-external-store/shim` package that SWR imports (see web/vite.config.ts):
 * that shim backs the hook for React 17 and older, and on React 19 only forwards to React's own.
 */
export { useSyncExternalStore } from 'react';
