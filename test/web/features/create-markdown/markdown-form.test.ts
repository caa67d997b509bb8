import { describe, expect, it } from 'vitest';
import type { CollectionIndex } from '#shared/content.ts';
import { createMarkdownSchema } from '#shared/validation/content.ts';
import {
  folderPaths,
  folderRouteOf,
  formFieldErrors,
  markdownRequestOf,
  parseFolder,
} from '#web/features/create-markdown/lib/markdown-form.ts';
import { fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';
import { validate } from '#web/shared/lib/validate.ts';

const blank = { collection: 'tech-docs', folder: '', name: 'intro', description: '', markdown: '# Intro' };

describe('folder text of the create-markdown form', () => {
  it('splits a/b/c on slashes', () => {
    expect(parseFolder('a/b/c')).toEqual(['a', 'b', 'c']);
  });

  it('is no folder when empty or only slashes and spaces', () => {
    expect(parseFolder('')).toEqual([]);
    expect(parseFolder(' / /')).toEqual([]);
  });

  it('drops spaces around names and empty names from leading, trailing or double slashes', () => {
    expect(parseFolder(' /guides// setup /')).toEqual(['guides', 'setup']);
  });

  it('keeps a wrong name as typed, for the schema to reject', () => {
    expect(parseFolder('Guides/..')).toEqual(['Guides', '..']);
  });
});

describe('request body of the create-markdown form', () => {
  it('leaves out an empty folder and a blank description', () => {
    expect(markdownRequestOf({ ...blank, description: '   ' })).toEqual({
      collection: 'tech-docs',
      name: 'intro',
      markdown: '# Intro',
    });
  });

  it('sends the folder as names and the trimmed description and name', () => {
    expect(markdownRequestOf({ ...blank, folder: 'a/b', name: ' intro ', description: ' Hello ' })).toEqual({
      collection: 'tech-docs',
      folder: ['a', 'b'],
      name: 'intro',
      description: 'Hello',
      markdown: '# Intro',
    });
  });

  it('passes the shared schema when valid, and puts a bad folder name on the Folder field', () => {
    expect(validate(createMarkdownSchema, markdownRequestOf({ ...blank, folder: 'guides/setup' })).ok).toBe(true);
    const checked = validate(createMarkdownSchema, markdownRequestOf({ ...blank, folder: 'guides/Bad Name' }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(formFieldErrors(checked.errors))).toEqual(['folder']);
  });

  it('rejects a folder deeper than four levels on the Folder field', () => {
    const checked = validate(createMarkdownSchema, markdownRequestOf({ ...blank, folder: 'a/b/c/d/e' }));
    expect(checked.ok ? {} : formFieldErrors(checked.errors)).toEqual({
      folder: 'Folder can be at most 4 levels deep',
    });
  });

  it('reports a missing name and markdown on their fields', () => {
    const checked = validate(createMarkdownSchema, markdownRequestOf({ ...blank, name: '', markdown: ' ' }));
    expect(checked.ok ? [] : Object.keys(formFieldErrors(checked.errors)).sort()).toEqual(['markdown', 'name']);
  });
});

describe('server field errors on the create-markdown form', () => {
  it('maps folder.N to the Folder field, keeping the first message', () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { field: 'folder.1', message: 'Folder name may contain only lower-case letters, digits and single hyphens' },
        { field: 'folder.3', message: 'second' },
        { field: 'name', message: 'File name is required' },
      ],
    };
    expect(formFieldErrors(fieldErrorsFromBody(body))).toEqual({
      folder: 'Folder name may contain only lower-case letters, digits and single hyphens',
      name: 'File name is required',
    });
  });

  it('keeps a plain folder error and the other fields as they are', () => {
    expect(formFieldErrors({ folder: 'too deep', description: 'one line', markdown: undefined })).toEqual({
      folder: 'too deep',
      description: 'one line',
    });
  });
});

describe('folders and links of the create-markdown form', () => {
  const node = (type: 'file' | 'folder' | 'category', filepath: string, children?: unknown[]) => ({
    type,
    filepath,
    children,
  });

  it('lists every folder of the collection index as a/b', () => {
    const index = {
      subMenu: [
        node('category', 'guides', [node('folder', 'guides/setup', [node('file', 'guides/setup/a.md')])]),
        node('file', 'top.md'),
      ],
    } as unknown as CollectionIndex;
    expect(folderPaths(index)).toEqual(['guides', 'guides/setup']);
    expect(folderPaths(undefined)).toEqual([]);
  });

  it('links the folder of a new document, or the collection for a top-level one', () => {
    expect(folderRouteOf('/tech-docs/guides/setup/intro', 'tech-docs')).toBe('/tech-docs/guides/setup');
    expect(folderRouteOf('/tech-docs/intro', 'tech-docs')).toBe('/tech-docs');
  });
});
