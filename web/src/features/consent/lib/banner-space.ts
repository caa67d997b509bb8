/**
 * The custom property that holds the consent banner's height while it shows. consent.css pads the
 * page's bottom by it and gives the document as much scroll padding, so the banner, fixed at the
 * bottom, never covers the end of the page (the footer's links) and a focused element is scrolled
 * clear of it.
 */
const BANNER_SPACE_PROPERTY = '--consent-banner-space';

/**
 * Reserves the banner's height at the bottom of the page until the returned function is called
 * (the banner is gone). The height is measured again whenever it changes (a narrower window wraps
 * the buttons). The layout height, not the painted box: the banner slides in with a transform.
 * Framework-free, so the banner's island can use it as the SPA does.
 */
export function reserveBannerSpace(banner: HTMLElement, root: HTMLElement = document.documentElement): () => void {
  const update = () => root.style.setProperty(BANNER_SPACE_PROPERTY, `${banner.offsetHeight}px`);
  update();
  const observer = new ResizeObserver(update);
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty(BANNER_SPACE_PROPERTY);
  };
}
