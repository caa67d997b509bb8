import { describe, expect, it } from 'vitest';
import {
  optionFromTableSort,
  sortFromOption,
  sortName,
  sortNodes,
  tableSortFromOption,
} from '#web/features/docs/lib/sort-nodes.ts';
import { node } from './fixtures';

const names = (nodes: { name: string }[]) => nodes.map((each) => each.name);

describe('sorting a docs table', () => {
  const alpha = node({ name: 'a', label: 'Alpha', title: 'zzz', updatedAt: '2026-03-01T00:00:00.000Z' });
  const beta = node({ name: 'b', label: 'beta', title: 'aaa', updatedAt: '2025-01-01T00:00:00.000Z' });
  const gamma = node({ name: 'c', label: 'Gamma', updatedAt: null });
  const untitled = node({ name: 'd', label: '', title: 'delta' });
  const nameless = node({ name: 'e', label: '', title: '' });

  it('keeps the index order when no sort is chosen', () => {
    expect(names(sortNodes([gamma, alpha, beta], null))).toEqual(['c', 'a', 'b']);
    expect(sortFromOption('default')).toBeNull();
  });

  it('sorts by the first heading (label), else by the title, ignoring case, both ways', () => {
    expect(sortName(untitled)).toBe('delta');
    const nodes = [gamma, untitled, beta, alpha];
    expect(names(sortNodes(nodes, { field: 'name', direction: 'asc' }))).toEqual(['a', 'b', 'd', 'c']);
    expect(names(sortNodes(nodes, { field: 'name', direction: 'desc' }))).toEqual(['c', 'd', 'b', 'a']);
  });

  it('puts nodes without a name last in both directions', () => {
    expect(names(sortNodes([nameless, beta, alpha], sortFromOption('name-asc'))).at(-1)).toBe('e');
    expect(names(sortNodes([nameless, beta, alpha], sortFromOption('name-desc'))).at(-1)).toBe('e');
  });

  it('sorts by updated date both ways, with undated nodes last either way', () => {
    const nodes = [gamma, beta, alpha];
    expect(names(sortNodes(nodes, sortFromOption('updated-desc')))).toEqual(['a', 'b', 'c']);
    expect(names(sortNodes(nodes, sortFromOption('updated-asc')))).toEqual(['b', 'a', 'c']);
  });

  it('sorts by created date both ways, with nodes without one last either way', () => {
    const first = node({ name: 'f', createdAt: '2024-05-01T00:00:00.000Z', updatedAt: '2026-06-01T00:00:00.000Z' });
    const second = node({ name: 's', createdAt: '2025-09-01T00:00:00.000Z', updatedAt: '2025-09-02T00:00:00.000Z' });
    const uncreated = node({ name: 'u', createdAt: null, updatedAt: '2026-07-01T00:00:00.000Z' });
    const nodes = [uncreated, first, second];
    expect(names(sortNodes(nodes, sortFromOption('created-desc')))).toEqual(['s', 'f', 'u']);
    expect(names(sortNodes(nodes, sortFromOption('created-asc')))).toEqual(['f', 's', 'u']);
    expect(names(sortNodes(nodes, sortFromOption('updated-desc')))).toEqual(['u', 'f', 's']);
  });

  it('shows a created sort on the Date column of the category table, and a click there chooses it', () => {
    expect(tableSortFromOption('created-asc')).toEqual({ column: 'created', direction: 'ascending' });
    expect(optionFromTableSort({ column: 'created', direction: 'descending' })).toBe('created-desc');
  });

  it('leaves the given array untouched', () => {
    const nodes = [beta, alpha];
    sortNodes(nodes, sortFromOption('name-asc'));
    expect(names(nodes)).toEqual(['b', 'a']);
  });
});
