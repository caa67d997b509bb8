import { AUTH_STORAGE_KEY, MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import { readStorageItem } from '#web/shared/lib/browser-storage.ts';
import { defineIsland } from './define-island';
import { bindDisclosure } from './disclosure';

const DESKTOP_MEDIA = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

const hasStoredSession = () =>
  readStorageItem('localStorage', AUTH_STORAGE_KEY) !== null ||
  readStorageItem('sessionStorage', AUTH_STORAGE_KEY) !== null;

/**
 * `<site-header>` around the navbar (features/navigation/components/site-header.tsx) of a public
 * page: the folded menu's button below 1024 px, and for a visitor signed in in this browser their
 * links and menu (./signed-in-nav.ts, loaded only then). The page was rendered for a visitor, so
 * nothing changes for one.
 */
export function defineSiteHeader(): void {
  defineIsland(
    'site-header',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          const toggle = this.querySelector<HTMLButtonElement>('.site-header__toggle');
          const nav = this.querySelector<HTMLElement>('.site-nav');
          if (!toggle || !nav) return;
          bindDisclosure(toggle, {
            show: (open) => nav.setAttribute('data-open', String(open)),
            closingMedia: DESKTOP_MEDIA,
          });
          if (!hasStoredSession()) return;
          import('./signed-in-nav')
            .then(({ showSignedInNav }) => showSignedInNav(nav))
            .catch((error: unknown) => console.warn('The signed-in navigation could not be shown.', error));
        }
      },
  );
}
