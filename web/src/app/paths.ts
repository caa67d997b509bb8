/** Paths of the site's pages, for links and redirects. Add a page's path here with its route. */
export const paths = {
  home: '/',
} as const;
