import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type IslandProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

/** The islands the docs screens render (web/src/islands/): plain elements until their script defines them. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-docs-tree': IslandProps;
      'site-toc': IslandProps;
    }
  }
}
