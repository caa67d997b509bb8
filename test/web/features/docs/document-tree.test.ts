import { describe, expect, it } from 'vitest';
import { findNodeTrail, pathSegments } from '#shared/document-tree.ts';
import { collectionIndex, node } from './fixtures';

const variables = node({ name: 'variables', to: '/tech-docs/csharp/basics/variables' });
const basics = node({ name: 'basics', type: 'folder', children: [variables] });
const csharp = node({ name: 'csharp', type: 'category', children: [basics] });
const index = collectionIndex([csharp, node({ name: 'readme' })]);

describe('finding the node of a docs path', () => {
  it('gives the trail from the top level down to the node', () => {
    expect(findNodeTrail(index, ['csharp', 'basics', 'variables'])?.map((each) => each.name)).toEqual([
      'csharp',
      'basics',
      'variables',
    ]);
  });

  it('gives an empty trail for the collection itself', () => {
    expect(findNodeTrail(index, [])).toEqual([]);
  });

  it('finds nothing for an unknown path or a path below a file', () => {
    expect(findNodeTrail(index, ['csharp', 'nope'])).toBeUndefined();
    expect(findNodeTrail(index, ['readme', 'more'])).toBeUndefined();
  });

  it('splits the route splat into segments, ignoring empty ones', () => {
    expect(pathSegments('csharp//basics/')).toEqual(['csharp', 'basics']);
    expect(pathSegments(undefined)).toEqual([]);
  });
});
