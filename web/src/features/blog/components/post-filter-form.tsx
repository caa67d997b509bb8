import { useCallback } from 'react';
import type { PostSort } from '#shared/blog.ts';
import { POST_STATUSES, type Term, type TermKind } from '#shared/blog.ts';
import { useAllTerms } from '#web/features/blog/api/list-terms.ts';
import { type PostFilters, sortsFor, withPostFilter } from '#web/features/blog/lib/post-filters.ts';
import { POST_STATUS_LABELS } from '#web/features/blog/lib/post-status.ts';
import { useSearchWords } from '#web/shared/lib/use-search-words.ts';
import { SelectField, type SelectOption } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import './editor.css';

const SORT_LABELS: Record<PostSort, string> = {
  updated: 'Last changed',
  published: 'Newest published',
  scheduled: 'Soonest scheduled',
};

function termOptions(terms: readonly Term[] | undefined, anyLabel: string): SelectOption[] {
  const named = (terms ?? [])
    .map((term) => ({ value: term.id, label: term.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: '', label: anyLabel }, ...named];
}

/** The author choices: anyone, the viewer, and an author another link chose (kept so it shows). */
function authorOptions(authorId: string, viewerId: string): SelectOption[] {
  return [
    { value: '', label: 'Any author' },
    { value: viewerId, label: 'Me' },
    ...(authorId !== '' && authorId !== viewerId ? [{ value: authorId, label: 'The chosen author' }] : []),
  ];
}

interface PostFilterFormProps {
  filters: PostFilters;
  onFiltersChange: (filters: PostFilters) => void;
  viewerId: string;
}

function useTermChoices(kind: TermKind, anyLabel: string) {
  return termOptions(useAllTerms(kind).data, anyLabel);
}

/**
 * The filters of the editors' list of posts. A choice applies at once; the search box applies
 * its words once typing pauses, so the list is not asked again for every key. The orders offered
 * are the ones the chosen status allows (withPostFilter keeps the pair one the API accepts).
 */
export function PostFilterForm({ filters, onFiltersChange, viewerId }: PostFilterFormProps) {
  const topics = useTermChoices('topic', 'Any topic');
  const tags = useTermChoices('tag', 'Any tag');
  const categories = useTermChoices('category', 'Any category');
  const applyWords = useCallback((q: string) => onFiltersChange({ ...filters, q }), [filters, onFiltersChange]);
  const [words, setWords] = useSearchWords(filters.q, applyWords);

  const choice = (name: keyof PostFilters, label: string, options: readonly SelectOption[]) => (
    <SelectField
      label={label}
      name={name}
      layout="inline"
      value={filters[name]}
      options={options}
      onValueChange={(value) => onFiltersChange(withPostFilter(filters, name, value))}
    />
  );

  return (
    <search className="post-filters" aria-label="Filter posts">
      <TextField label="Search titles" type="search" name="q" value={words} onValueChange={setWords} layout="inline" />
      {choice('status', 'Status', [
        { value: '', label: 'Any status' },
        ...POST_STATUSES.map((status) => ({ value: status, label: POST_STATUS_LABELS[status] })),
      ])}
      {choice('topicId', 'Topic', topics)}
      {choice('tagId', 'Tag', tags)}
      {choice('categoryId', 'Category', categories)}
      {choice('authorId', 'Author', authorOptions(filters.authorId, viewerId))}
      {choice(
        'sort',
        'Order',
        sortsFor(filters.status).map((sort) => ({ value: sort, label: SORT_LABELS[sort] })),
      )}
    </search>
  );
}
