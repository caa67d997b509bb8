import * as z from 'zod/mini';
import type { Project } from '../projects';
import { mediaCover } from './media';
import { answer, page, timestamp } from './schema-registry';

export const project = answer(
  'Project',
  z.strictObject({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    startDate: z.nullable(z.string()),
    endDate: z.nullable(z.string()),
    budget: z.nullable(z.number()),
    visibility: z.int(),
    status: z.int(),
    ownerId: z.string(),
    ownerName: z.string(),
    ownerIsDeleted: z.optional(z.literal(true)),
    members: z.array(z.strictObject({ id: z.string(), name: z.string(), isDeleted: z.optional(z.literal(true)) })),
    repoLinks: z.array(z.string()),
    cover: z.optional(mediaCover),
    createdAt: timestamp,
    createdBy: z.string(),
    updatedAt: timestamp,
    updatedBy: z.string(),
    version: z.int(),
  }),
  'Visibility 0 Public, 1 Private; status 0 Planned, 1 Active, 2 On hold, 3 Completed, 4 Archived. ' +
    '`ownerName` and the `members` are display names read with the project (never an e-mail address); ' +
    'a deleted account is left out of `members` and its owner named "Deleted user", except to an admin, ' +
    'who sees it named, with `isDeleted` (a member) or `ownerIsDeleted`.',
) satisfies z.ZodMiniType<Project>;

export const projectPage = answer('ProjectPage', page(project), 'Newest first.');

export const repoLinks = answer('RepoLinks', z.array(z.string()), 'The repository links, as an array.');
