import type { EndpointGroup } from '../../shared/routes';

/**
 * What each endpoint group's Lambda may touch. A new group in shared/routes.ts needs a row here;
 * the type check and `permissionsOf` (at synth) both refuse a group without one.
 */
export interface GroupPermissions {
  readonly table: 'read' | 'readwrite';
  /** `head`: HeadBucket only (s3:ListBucket on the bucket, no object access). */
  readonly contentBucket: 'none' | 'head' | 'read' | 'readwrite';
  readonly ses: boolean;
}

export const ENDPOINT_PERMISSIONS: Readonly<Record<EndpointGroup, GroupPermissions>> = {
  health: { table: 'read', contentBucket: 'head', ses: false },
  analytics: { table: 'readwrite', contentBucket: 'none', ses: false },
};

export function permissionsOf(group: string): GroupPermissions {
  const permissions = Object.hasOwn(ENDPOINT_PERMISSIONS, group)
    ? ENDPOINT_PERMISSIONS[group as EndpointGroup]
    : undefined;
  if (permissions === undefined) {
    throw new Error(
      `Endpoint group "${group}" (shared/routes.ts) has no entry in infra/stacks/endpoint-permissions.ts: ` +
        'add one that says which table, content bucket and SES access it needs.',
    );
  }
  return permissions;
}
