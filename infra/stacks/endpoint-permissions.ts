import type { EndpointGroup } from '#shared/routes.ts';
import type { MediaObjectAccess } from '../constructs/media-bucket';

/**
 * What each endpoint group's Lambda may do with the JWT signing key: `sign` issues tokens (login),
 * `verify` only reads the public key to check them; `none` gets neither the key nor its settings.
 */
export type JwtKeyAccess = 'none' | 'verify' | 'sign';

/**
 * What each endpoint group's Lambda may touch. A new group in shared/routes.ts needs a row here;
 * the type check and `permissionsOf` (at synth) both refuse a group without one.
 */
export interface GroupPermissions {
  /** `none`: no DynamoDB permission at all (the table's name is still in the environment). */
  readonly table: 'none' | 'read' | 'readwrite';
  /** `head`: HeadBucket only (s3:ListBucket on the bucket, no object access). */
  readonly contentBucket: 'none' | 'head' | 'read' | 'readwrite';
  /** Send mail through SES itself: only the mail worker (infra/stacks/api-stack.ts) does. */
  readonly ses: boolean;
  /** Queue mail on the mail outbox (sqs:SendMessage, and MAIL_QUEUE_URL in the environment). */
  readonly mailQueue: boolean;
  readonly jwt: JwtKeyAccess;
  /**
   * Objects of the media bucket (infra/constructs/media-bucket.ts says what each access allows),
   * and MEDIA_BUCKET in the environment.
   */
  readonly mediaBucket: 'none' | MediaObjectAccess;
}

/** Nothing: the access a group starts from, so each row names only what it may do. */
const NO_ACCESS: GroupPermissions = {
  table: 'none',
  contentBucket: 'none',
  ses: false,
  mailQueue: false,
  jwt: 'none',
  mediaBucket: 'none',
};

const grants = (access: Partial<GroupPermissions>): GroupPermissions => ({ ...NO_ACCESS, ...access });

export const ENDPOINT_PERMISSIONS: Readonly<Record<EndpointGroup, GroupPermissions>> = {
  health: grants({ table: 'read', contentBucket: 'head' }),
  // Page views and visitor counts (public); the admin summary checks the caller's token.
  analytics: grants({ table: 'readwrite', jwt: 'verify' }),
  // Register, login, sessions, reset and reactivation mail (queued), profile and password changes.
  auth: grants({ table: 'readwrite', mailQueue: true, jwt: 'sign' }),
  // Admin user management: checks the caller's token, never issues one; queues the security mail
  // to a user's old address when an admin changes it.
  users: grants({ table: 'readwrite', mailQueue: true, jwt: 'verify' }),
  // Markdown files created through the site: a record per file (a plain user's waits there for
  // review), the file and its collection index; the review's outcome is mailed to the author (queued).
  content: grants({ table: 'readwrite', contentBucket: 'readwrite', mailQueue: true, jwt: 'verify' }),
  // Cookie consent records (append-only); reads the optional signed-in caller for the userId.
  privacy: grants({ table: 'readwrite', jwt: 'verify' }),
  // Contact form: the message, hourly rate counters and the mail to the site owner (queued).
  contact: grants({ table: 'readwrite', mailQueue: true }),
  // Topics, tags, categories and posts: editors write, admins delete, anyone reads.
  blog: grants({ table: 'readwrite', jwt: 'verify' }),
  // Sitemap items: admins write, anyone reads. Their lists say whether a page answers at each
  // item's address, from the same public pages as /sitemap.xml (the collections' indexes too).
  sitemap: grants({ table: 'readwrite', contentBucket: 'read', jwt: 'verify' }),
  // /sitemap.xml and /rss.xml, built from sitemap items, published posts and every rendered public
  // page (the collections' indexes are read from the content bucket).
  feeds: grants({ table: 'read', contentBucket: 'read' }),
  // Projects: their owners and admins write, anyone reads public ones; a member added or removed is
  // told by mail (queued).
  projects: grants({ table: 'readwrite', mailQueue: true, jwt: 'verify' }),
  // Uploaded images: the items, presigned uploads to uploads/ and deletes of an item's objects.
  media: grants({ table: 'readwrite', jwt: 'verify', mediaBucket: 'upload' }),
  // The admin dashboard: counts and lists items of every kind, changes nothing; its uncached health
  // check reads the table and heads the content bucket as the public one does.
  dashboard: grants({ table: 'read', contentBucket: 'head', jwt: 'verify' }),
  // The API document, generated from the route table and the shared schemas: touches nothing.
  openapi: grants({}),
};

/**
 * The mail worker (lambdas/mail): reads accounts and writes reset tokens, sends through SES. Its
 * queue permissions come with its SQS event source.
 */
export const MAIL_WORKER_PERMISSIONS: GroupPermissions = grants({ table: 'readwrite', ses: true });

/** The publisher of scheduled posts (lambdas/publisher): reads and writes posts and their links. */
export const PUBLISHER_PERMISSIONS: GroupPermissions = grants({ table: 'readwrite' });

/**
 * The page renderer (lambdas/render, Web stack): lists published posts, public projects and terms
 * for a full render, and reads the collections' indexes and rendered documents (s3:ListBucket too,
 * so an index not built yet is a 404, not a 403). Its site-bucket access (`_pages/`) and stream
 * permissions come with infra/constructs/page-renderer.ts and its event source.
 */
export const RENDER_WORKER_PERMISSIONS: GroupPermissions = grants({ table: 'read', contentBucket: 'read' });

/**
 * The resize worker (lambdas/resize): reads an upload and writes its sizes, then marks the media
 * item ready or rejected (and points a user at a new profile picture).
 */
export const RESIZE_WORKER_PERMISSIONS: GroupPermissions = grants({ table: 'readwrite', mediaBucket: 'resize' });

export function permissionsOf(group: string): GroupPermissions {
  const permissions = Object.hasOwn(ENDPOINT_PERMISSIONS, group)
    ? ENDPOINT_PERMISSIONS[group as EndpointGroup]
    : undefined;
  if (permissions === undefined) {
    throw new Error(
      `Endpoint group "${group}" (shared/routes.ts) has no entry in infra/stacks/endpoint-permissions.ts: ` +
        'add one that says which table, content bucket, media bucket, SES and JWT key access it needs.',
    );
  }
  return permissions;
}
