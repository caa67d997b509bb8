import type { Markup, MarkupAttributes } from '#web/shared/ui/markup.ts';

type Child = Node | string | false | null | undefined;

/**
 * An element with its attributes (`class` and the rest as written; `true` for a bare attribute)
 * and children; `onclick` listens to its presses. It is a `Markup`, so the islands draw the app's markup functions as DOM elements.
 */
export function h(tag: string, attributes: MarkupAttributes = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value !== undefined) element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children.filter((child) => child !== false && child !== null && child !== undefined));
  return element;
}

h satisfies Markup<HTMLElement>;
