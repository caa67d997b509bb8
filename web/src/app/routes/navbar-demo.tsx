import { type MouseEvent, useState } from 'react';
import { MENU_ANIMATION_MS, MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import type { mainNavItems } from '#web/app/nav-items.ts';
import { paths } from '#web/app/paths.ts';
import { SiteHeader } from '#web/features/navigation/components/site-header.tsx';
import type { NavItem } from '#web/features/navigation/lib/nav-item.ts';
import { SITE_NAME } from '#web/shared/lib/site.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { useMediaQuery } from '#web/shared/lib/use-media-query.ts';
import { RadioGroupField } from '#web/shared/ui/radio-group-field.tsx';
import './navbar-demo.css';

const MOBILE_MEDIA = `(width < ${MOBILE_BREAKPOINT_PX}px)`;

const NAVBAR_USERS = [
  { value: 'visitor', label: 'A visitor' },
  { value: 'user', label: 'A signed-in user' },
];

interface NavbarDemoPageProps {
  /** The site's navbar links and user menu (app/nav-items.ts), handed over by the route table. */
  mainNavItems: typeof mainNavItems;
  userMenuItems: readonly NavItem[];
}

/**
 * The site's own navbar component with the site's own links, in a frame whose links do not
 * navigate: a click is caught before the router sees it and only reported below the demo.
 */
export function NavbarDemoPage({ mainNavItems, userMenuItems }: NavbarDemoPageProps) {
  useDocumentTitle('Navbar demo');
  const [signedIn, setSignedIn] = useState(false);
  const [chosen, setChosen] = useState<{ label: string; path: string }>();
  const mobile = useMediaQuery(MOBILE_MEDIA);

  const keepInFrame = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    event.preventDefault();
    setChosen({ label: link.textContent ?? '', path: link.getAttribute('href') ?? '' });
  };

  return (
    <article className="page-stack navbar-demo">
      <header>
        <h1>Navbar demo</h1>
        <p>
          The navigation bar at the top of every page, shown here in a frame so that you can try its states without
          leaving this page. Its links do nothing in the frame.
        </p>
      </header>

      <ul className="navbar-demo__states">
        <li>
          <strong>Desktop, {MOBILE_BREAKPOINT_PX} px and wider:</strong> the links sit in one row, and the link of the
          page you are on is underlined (none here: this page has no link in the navbar).
        </li>
        <li>
          <strong>Below {MOBILE_BREAKPOINT_PX} px:</strong> the links fold behind the menu button, which opens and
          closes them in {MENU_ANIMATION_MS} ms (instantly if your system asks for reduced motion). Escape, choosing a
          link or widening the window closes the menu.
        </li>
        <li>
          <strong>Signed in:</strong> Login and Register give way to the user menu, whose button opens your account
          links.
        </li>
      </ul>

      <RadioGroupField
        className="navbar-demo__choice"
        legend="Show the navbar of"
        name="navbar-demo-user"
        value={signedIn ? 'user' : 'visitor'}
        options={NAVBAR_USERS}
        onValueChange={(user) => setSignedIn(user === 'user')}
      />

      <p role="status" className="navbar-demo__width">
        {mobile
          ? `Your window is narrower than ${MOBILE_BREAKPOINT_PX} px, so the demo shows the mobile menu: press its menu button.`
          : `Your window is at least ${MOBILE_BREAKPOINT_PX} px wide, so the demo shows the desktop links. Make the window narrower to see the mobile menu.`}
      </p>

      <section className="navbar-demo__frame" aria-label="Navbar demo frame" onClickCapture={keepInFrame}>
        <SiteHeader
          brand={SITE_NAME}
          brandTo={paths.home}
          items={mainNavItems({ signedIn, isEditor: false, isAdmin: false })}
          userMenu={signedIn ? { label: 'Demo user', items: userMenuItems } : undefined}
          navLabel="Demo"
        />
        <div className="navbar-demo__page">
          <p>
            {chosen
              ? `You chose “${chosen.label}”. On the real navbar it opens ${chosen.path}.`
              : 'Choose a link in the demo navbar: it is reported here instead of opening.'}
          </p>
        </div>
      </section>
    </article>
  );
}
