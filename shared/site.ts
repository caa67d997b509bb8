/** The brand shown in the header, in front of every document title and on the social cards. */
export const SITE_NAME = 'Portfolio';
