import { SOCIAL_CARD_SIZE, type SocialCard, type SocialCardKind } from '#shared/render/social-card.ts';
import { FONT_FAMILY } from './package-files';

/**
 * The card's layout, as satori reads it: React-element-shaped objects styled with the subset of CSS
 * satori supports. Pure: what a card says goes in, the tree to draw comes out.
 */

const KIND_LABELS: Record<SocialCardKind, string | undefined> = {
  post: 'Blog post',
  project: 'Project',
  document: 'Documentation',
  site: undefined,
};

/** The palette of web/src/shared/ui/theme.css: white on the brand blues keeps well above 4.5:1. */
const COLORS = {
  brand: '#1d4ed8', // --color-primary
  brandDeep: '#1e3a8a', // --color-primary-hover
  onBrand: '#ffffff', // 6.7:1 on #1d4ed8
  onBrandMuted: '#dbe4ff', // 5.3:1 on #1d4ed8 (the subtitle)
  soft: '#e8efff', // --color-primary-soft: the label's background, 9:1 with brandDeep text
};

/** A title is cut to this many characters before layout: three lines never hold more. */
const TITLE_MAX_CHARS = 160;
const SUBTITLE_MAX_CHARS = 80;
const SITE_NAME_MAX_CHARS = 60;

/**
 * Emoji: Inter has none, and an emoji font would add megabytes for a decoration, so they are left out
 * (with their joiners, variation selectors, skin tones and keycaps) rather than drawn as boxes.
 */
const EMOJI =
  /\p{Extended_Pictographic}\uFE0F|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\uFE0F\u20E3]/gu;

/** Drops emoji, collapses whitespace and control characters, and cuts a text to `max` characters (code points). */
function clean(text: string, max: number): string {
  const chars = Array.from(
    text
      .replace(EMOJI, '')
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim(),
  );
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** Bigger type for shorter titles, so a two-word title fills the card and a long one fits three lines. */
function titleFontSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 28) return 84;
  if (length <= 56) return 72;
  return 60;
}

interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChild | CardChild[] };
}
type CardChild = CardNode | string;

const el = (style: Record<string, string | number>, children?: CardChild | CardChild[]): CardNode => ({
  type: 'div',
  props: children === undefined ? { style } : { style, children },
});

/** A line of text that ends in an ellipsis when it does not fit. */
const ONE_LINE = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The card as satori's element tree (React-element-shaped objects, so no JSX is needed). */
export function cardTree(card: SocialCard): CardNode {
  const title = clean(card.title, TITLE_MAX_CHARS) || clean(card.siteName, SITE_NAME_MAX_CHARS);
  const siteName = clean(card.siteName, SITE_NAME_MAX_CHARS);
  const subtitle = card.subtitle ? clean(card.subtitle, SUBTITLE_MAX_CHARS) : '';
  const label = KIND_LABELS[card.kind];
  const fontSize = titleFontSize(title);

  const top: CardChild[] = label
    ? [
        el(
          {
            display: 'flex',
            alignSelf: 'flex-start',
            padding: '10px 24px',
            borderRadius: 9999,
            backgroundColor: COLORS.soft,
            color: COLORS.brandDeep,
            fontSize: 30,
            fontWeight: 700,
          },
          label,
        ),
      ]
    : [];

  const body: CardChild[] = [
    el(
      {
        display: 'block',
        fontSize,
        fontWeight: 700,
        lineHeight: 1.15,
        letterSpacing: '-0.02em',
        color: COLORS.onBrand,
        lineClamp: 3,
        textOverflow: 'ellipsis',
        overflow: 'hidden',
        // A word longer than a line (a URL, a long compound) breaks instead of running off the card.
        overflowWrap: 'anywhere',
        maxHeight: Math.ceil(fontSize * 1.15 * 3) + 4,
      },
      title,
    ),
  ];
  if (subtitle) {
    body.push(el({ ...ONE_LINE, marginTop: 24, fontSize: 34, color: COLORS.onBrandMuted }, subtitle));
  }

  const footer = el(
    {
      display: 'flex',
      alignItems: 'center',
      paddingTop: 28,
      borderTop: `2px solid rgba(255, 255, 255, 0.35)`,
      fontSize: 36,
      fontWeight: 700,
      color: COLORS.onBrand,
    },
    [
      el({ display: 'flex', flexShrink: 0, width: 20, height: 20, borderRadius: 4, backgroundColor: COLORS.onBrand }),
      el({ ...ONE_LINE, flexShrink: 1, minWidth: 0, marginLeft: 18 }, siteName),
    ],
  );

  return el(
    {
      display: 'flex',
      flexDirection: 'column',
      width: SOCIAL_CARD_SIZE.width,
      height: SOCIAL_CARD_SIZE.height,
      boxSizing: 'border-box',
      padding: '64px 80px 56px',
      // Flat colours: a gradient took resvg 5× longer to rasterise and made the PNG 4× larger.
      backgroundColor: COLORS.brand,
      fontFamily: FONT_FAMILY,
    },
    [
      ...top,
      el({ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, flexShrink: 1 }, body),
      footer,
    ],
  );
}
