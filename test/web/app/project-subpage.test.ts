import { describe, expect, it } from 'vitest';
import { projectSubpage } from '#web/app/project-subpage.ts';

describe('paths below /projects', () => {
  it('show the project for a project id (a UUID)', () => {
    expect(projectSubpage('d9b2d63d-a233-4123-847a-6c1e9e0c3f0a')).toEqual({
      kind: 'project',
      id: 'd9b2d63d-a233-4123-847a-6c1e9e0c3f0a',
    });
    expect(projectSubpage('D9B2D63D-A233-4123-847A-6C1E9E0C3F0A/')).toMatchObject({ kind: 'project' });
  });

  it('show the projects documentation for every other path', () => {
    expect(projectSubpage('web')).toEqual({ kind: 'write-up', segments: ['web'] });
    expect(projectSubpage('web/task-manager')).toEqual({ kind: 'write-up', segments: ['web', 'task-manager'] });
    expect(projectSubpage('d9b2d63d-a233-4123-847a-6c1e9e0c3f0a/more')).toMatchObject({ kind: 'write-up' });
    expect(projectSubpage('d9b2d63d-a233-4123-847a')).toMatchObject({ kind: 'write-up' });
    expect(projectSubpage('')).toEqual({ kind: 'write-up', segments: [] });
  });
});
