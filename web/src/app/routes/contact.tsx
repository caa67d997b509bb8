import { paths } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { contactSenderOf } from '#web/features/contact/lib/contact-form.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

/** Open to all; a signed-in user finds their name and email filled in. */
export function ContactPage() {
  usePageMeta({ title: 'Contact', islands: true });
  const { user } = useAuth();

  return (
    <article className="page-stack">
      <header>
        <h1>Contact</h1>
        <p>
          Questions about the content or the projects, bug reports, or a request about your account data: write here.
          Messages reach me by email and I answer personally. See <Link to={paths.about}>about this site</Link> for what
          it is.
        </p>
      </header>
      <ContactForm sender={user && contactSenderOf(user)} />
    </article>
  );
}
