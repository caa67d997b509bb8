import { createElement, type ReactNode } from 'react';
import { Link } from './link';
import type { Markup } from './markup';

/** HTML attribute names whose React prop is spelled otherwise. */
const REACT_PROPS: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  datetime: 'dateTime',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  colspan: 'colSpan',
  onclick: 'onClick',
};

/**
 * A markup function's elements as React elements (`Markup`, web/src/shared/ui/markup.ts); a link
 * to a path of the site is the site's `Link`, which navigates inside the app.
 */
export const reactMarkup: Markup<ReactNode> = (tag, attributes, ...children) => {
  const props: Record<string, string | boolean | (() => void)> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) props[REACT_PROPS[name] ?? name] = value;
  }
  const { href, ...rest } = props;
  if (tag === 'a' && typeof href === 'string' && href.startsWith('/')) {
    return createElement(Link, { ...rest, to: href }, ...children);
  }
  return createElement(tag, props, ...children);
};
