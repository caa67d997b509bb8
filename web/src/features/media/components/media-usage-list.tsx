import type { MediaUsage } from '#shared/media.ts';
import { Link } from '#web/shared/ui/link.tsx';

const KIND_TEXT: Record<MediaUsage['kind'], string> = {
  post: 'Post',
  project: 'Project',
  document: 'Document',
  profile: 'Profile',
};

/** Where an image is used: each post, project, document or profile by its title, linked to it. */
export function MediaUsageList({ uses }: { uses: readonly MediaUsage[] }) {
  if (uses.length === 0) return <>Not used anywhere</>;
  return (
    <ul className="media-usage">
      {uses.map((use) => (
        <li key={`${use.kind}/${use.id}`}>
          {KIND_TEXT[use.kind]}: <Link to={use.link}>{use.title}</Link>
        </li>
      ))}
    </ul>
  );
}
