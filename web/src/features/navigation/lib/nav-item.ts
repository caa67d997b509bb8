/** One link of the main navigation. */
export interface NavItem {
  label: string;
  to: string;
  /** Active only on this exact path (for `/`), not on the paths below it. */
  end?: boolean;
}
