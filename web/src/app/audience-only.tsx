import type { ReactNode } from 'react';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { type Audience, isOfAudience } from '#web/islands/audience.ts';

/**
 * What only signed-in visitors (or editors, or admins) see. The app shows it once it knows the visitor is
 * one; until then, and on a pre-rendered page (rendered for every visitor), it is in the page
 * hidden inside `<site-audience>`, which a public page's island shows for such a visitor.
 */
export function AudienceOnly({ audience, children }: { audience: Audience; children: ReactNode }) {
  const { user } = useAuth();
  const belongs = user !== undefined && isOfAudience(user.roles, audience);
  if (belongs) return children;
  return (
    <site-audience data-for={audience} hidden>
      {children}
    </site-audience>
  );
}
