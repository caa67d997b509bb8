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

export const ENDPOINT_PERMISSIONS: Readonly<Record<EndpointGroup, GroupPermissions>> = {
  health: { table: 'read', contentBucket: 'head', ses: false, mailQueue: false, jwt: 'none', mediaBucket: 'none' },
  // Page views and visitor counts (public); the admin summary checks the caller's token.
  analytics: {
    table: 'readwrite',
    contentBucket: 'none',
    ses: false,
    mailQueue: false,
    jwt: 'verify',
    mediaBucket: 'none',
  },
  // Register, login, sessions, reset and reactivation mail (queued), profile and password changes.
  auth: { table: 'readwrite', contentBucket: 'none', ses: false, mailQueue: true, jwt: 'sign', mediaBucket: 'none' },
  // Admin user management: checks the caller's token, never issues one; queues the security mail
  // to a user's old address when an admin changes it.
  users: { table: 'readwrite', contentBucket: 'none', ses: false, mailQueue: true, jwt: 'verify', mediaBucket: 'none' },
  // Markdown files created through the site: a guard item per file, the file and its collection index.
  content: {
    table: 'readwrite',
    contentBucket: 'readwrite',
    ses: false,
    mailQueue: false,
    jwt: 'verify',
    mediaBucket: 'none',
  },
  // Cookie consent records (append-only); reads the optional signed-in caller for the userId.
  privacy: {
    table: 'readwrite',
    contentBucket: 'none',
    ses: false,
    mailQueue: false,
    jwt: 'verify',
    mediaBucket: 'none',
  },
  // Contact form: the message, hourly rate counters and the mail to the site owner (queued).
  contact: { table: 'readwrite', contentBucket: 'none', ses: false, mailQueue: true, jwt: 'none', mediaBucket: 'none' },
  // Topics, tags, categories and posts: editors write, admins delete, anyone reads.
  blog: { table: 'readwrite', contentBucket: 'none', ses: false, mailQueue: false, jwt: 'verify', mediaBucket: 'none' },
  // Sitemap items: admins write, anyone reads.
  sitemap: {
    table: 'readwrite',
    contentBucket: 'none',
    ses: false,
    mailQueue: false,
    jwt: 'verify',
    mediaBucket: 'none',
  },
  // /sitemap.xml and /rss.xml, built from sitemap items, published posts and every rendered public
  // page (the collections' indexes are read from the content bucket).
  feeds: { table: 'read', contentBucket: 'read', ses: false, mailQueue: false, jwt: 'none', mediaBucket: 'none' },
  // Projects: their owners and admins write, anyone reads public ones.
  projects: {
    table: 'readwrite',
    contentBucket: 'none',
    ses: false,
    mailQueue: false,
    jwt: 'verify',
    mediaBucket: 'none',
  },
  // Uploaded images: the items, presigned uploads to uploads/ and deletes of an item's objects.
  media: {
    table: 'readwrite',
    contentBucket: 'none',
    ses: false,
    mailQueue: false,
    jwt: 'verify',
    mediaBucket: 'upload',
  },
  // The admin dashboard: counts and lists items of every kind, changes nothing.
  dashboard: { table: 'read', contentBucket: 'none', ses: false, mailQueue: false, jwt: 'verify', mediaBucket: 'none' },
  // The API document, generated from the route table and the shared schemas: touches nothing.
  openapi: { table: 'none', contentBucket: 'none', ses: false, mailQueue: false, jwt: 'none', mediaBucket: 'none' },
};

/**
 * The mail worker (lambdas/mail): reads accounts and writes reset tokens, sends through SES. Its
 * queue permissions come with its SQS event source.
 */
export const MAIL_WORKER_PERMISSIONS: GroupPermissions = {
  table: 'readwrite',
  contentBucket: 'none',
  ses: true,
  mailQueue: false,
  jwt: 'none',
  mediaBucket: 'none',
};

/** The publisher of scheduled posts (lambdas/publisher): reads and writes posts and their links. */
export const PUBLISHER_PERMISSIONS: GroupPermissions = {
  table: 'readwrite',
  contentBucket: 'none',
  ses: false,
  mailQueue: false,
  jwt: 'none',
  mediaBucket: 'none',
};

/**
 * The page renderer (lambdas/render, Web stack): lists published posts, public projects and terms
 * for a full render, and reads the collections' indexes and rendered documents (s3:ListBucket too,
 * so an index not built yet is a 404, not a 403). Its site-bucket access (`_pages/`) and stream
 * permissions come with infra/constructs/page-renderer.ts and its event source.
 */
export const RENDER_WORKER_PERMISSIONS: GroupPermissions = {
  table: 'read',
  contentBucket: 'read',
  ses: false,
  mailQueue: false,
  jwt: 'none',
  mediaBucket: 'none',
};

/**
 * The resize worker (lambdas/resize): reads an upload and writes its sizes, then marks the media
 * item ready or rejected (and points a user at a new profile picture).
 */
export const RESIZE_WORKER_PERMISSIONS: GroupPermissions = {
  table: 'readwrite',
  contentBucket: 'none',
  ses: false,
  mailQueue: false,
  jwt: 'none',
  mediaBucket: 'resize',
};

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
