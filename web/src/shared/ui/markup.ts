/**
 * Attributes as HTML names them (`class`, `for`, `aria-…`); `true` for a bare attribute,
 * `undefined` for none; `onclick` a press's handler.
 */
export type MarkupAttributes = { onclick?: () => void } & Record<string, string | true | undefined | (() => void)>;

export type MarkupChild<Node> = Node | string | false | null | undefined;

/**
 * Makes one element. A piece of UI written against it (a post card, a project list, a table) is
 * drawn by the app through `reactMarkup` and by a public page's island through its `h`, which
 * makes DOM elements: one implementation, two hosts, no framework on the public pages.
 */
export type Markup<Node> = (tag: string, attributes: MarkupAttributes, ...children: MarkupChild<Node>[]) => Node;
