const COUNT = new Intl.NumberFormat('en');

/** A count as English writes it (`12,345`): the one way the site writes numbers of things. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}
