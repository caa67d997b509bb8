import { defineAudience } from './audience';
import { defineConnectionStatus } from './connection-status';
import { defineConsentIslands } from './consent';
import { defineFolderSort } from './folder-sort';
import { defineSiteHeader } from './site-header';
import { defineThemeIslands } from './theme';

/**
 * The script of a pre-rendered public page, in place of the app (docs/rendering.md, "Public pages
 * without the framework"): the page is complete HTML, and these custom elements give its controls
 * their behaviour.
 */
defineThemeIslands();
defineSiteHeader();
defineConnectionStatus();
defineConsentIslands();
defineAudience();
defineFolderSort();
