type Child = Node | string | false | undefined;

/** An element with its attributes (`class` and the rest as written; `true` for a bare attribute) and children. */
export function h(tag: string, attributes: Record<string, string | true | undefined> = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children.filter((child): child is Node | string => child !== false && child !== undefined));
  return element;
}
