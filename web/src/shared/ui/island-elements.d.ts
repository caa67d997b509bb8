import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * The islands' custom elements (web/src/islands/, every tag `site-…`) in JSX: React renders them
 * as they are, around the markup whose behaviour they add on a public page.
 */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      [tag: `site-${string}`]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
