import type { ConsentCategoryId } from '#shared/consent.ts';

/** The cookie policy, behind the banner's Learn More. */
export const COOKIE_POLICY_PATH = '/legal-docs/cookie-policy';

/**
 * The banner's words, one short sentence (the banner shows a second after the page; a longer text
 * was a phone's largest paint, docs/rendering.md), for the app's banner and the public pages' island.
 */
export const CONSENT_BANNER_TEXT = {
  label: 'Cookie consent',
  title: 'We value your privacy',
  text: 'With your consent we count page views (first-party, no third parties).',
  learnMore: 'Learn More',
  learnMoreHidden: ' about cookies on this site',
  acceptAll: 'Accept All',
  rejectAll: 'Reject All',
  manage: 'Manage Preferences',
  close: 'Close',
} as const;

/** The preferences dialog's words. */
export const CONSENT_PREFERENCES_TEXT = {
  title: 'Cookie preferences',
  save: 'Save Preferences',
  close: 'Close',
  resetDescription: 'Forget the choice stored in this browser: the defaults apply again and the banner asks you anew.',
  reset: 'Reset cookie choices',
} as const;

/**
 * Each category's name and what it covers, in the preferences dialog. A theme the visitor picks
 * with the toggle or "Use system theme" is stored as part of Necessary: it is a setting the visitor
 * asked for by pressing the button (the theme is persisted whatever the consent), so the dialog says
 * so, and Preferences claims nothing the site does not do (docs/decisions.md).
 */
export const CONSENT_CATEGORY_TEXTS: Record<ConsentCategoryId, { name: string; description: string }> = {
  necessary: {
    name: 'Necessary',
    description:
      'Needed for the site to work: signing in, security, remembering this choice, and the theme you pick with the theme buttons (kept because you asked for it). Always on.',
  },
  analytics: {
    name: 'Analytics',
    description:
      'First-party counts of page views and blog post views, showing which pages are read. Nothing is shared with third parties.',
  },
  marketing: {
    name: 'Marketing',
    description: 'Would allow personalised content or advertising. The site currently uses none.',
  },
  preferences: {
    name: 'Preferences',
    description: 'Would remember further settings between visits. The site uses none today.',
  },
};
