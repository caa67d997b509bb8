import { defineAudience } from './audience';
import { defineChartDemos } from './chart-demos';
import { defineCodeBlock } from './code-block';
import { defineConnectionStatus } from './connection-status';
import { defineConsentIslands, recordPageViewOnConsent } from './consent';
import { defineContactForm } from './contact-form';
import { defineDocsTree } from './docs-tree';
import { defineFolderSort } from './folder-sort';
import { defineHighlightedCode } from './highlighted-code';
import { definePostPages } from './post-pages';
import { definePostViews } from './post-views';
import { defineProjectActions } from './project-actions';
import { defineProjects } from './projects';
import { defineSearch } from './search';
import { defineSiteHeader } from './site-header';
import { defineThemeIslands } from './theme';
import { defineToc } from './toc';
import { defineVisitorCount } from './visitor-count';

/**
 * The script of a pre-rendered public page, in place of the app (docs/rendering.md, "Public pages
 * without the framework"): the page is complete HTML, and these custom elements give its controls
 * their behaviour. The page's one view is recorded once analytics are accepted.
 */
defineThemeIslands();
defineSiteHeader();
defineSearch();
defineConnectionStatus();
defineConsentIslands();
defineAudience();
defineFolderSort();
defineDocsTree();
defineToc();
defineCodeBlock();
definePostViews();
definePostPages();
defineHighlightedCode();
defineVisitorCount();
defineChartDemos();
defineContactForm();
defineProjects();
defineProjectActions();
recordPageViewOnConsent();
