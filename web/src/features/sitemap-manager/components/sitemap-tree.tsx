import { useEffect, useId, useRef, useState } from 'react';
import type { SitemapItem } from '#shared/blog.ts';
import { useSitemapChildren } from '#web/features/sitemap-manager/api/list-sitemap-children.ts';
import { updateSitemapItem } from '#web/features/sitemap-manager/api/update-sitemap-item.ts';
import { moveChanges } from '#web/features/sitemap-manager/lib/reorder.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { AddItemForm } from './add-item-form';
import { SitemapItemSummary } from './sitemap-item-summary';
import './sitemap-tree.css';

export interface SitemapItemLinks {
  edit: (id: string) => string;
  remove: (id: string) => string;
}

/**
 * The sitemap as a tree: the top level first, each item's children read when it is expanded.
 * Items move up and down among their siblings (their sort orders are saved with the version they
 * were read at), get children, and link to their edit and delete pages.
 */
/**
 * Whether an add form is open, and the button that opens it: when the form closes (added or
 * cancelled), focus goes back to that button.
 */
function useAddForm() {
  const [adding, setAdding] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (adding || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [adding]);
  const onAddingChange = (next: boolean) => {
    refocus.current = !next;
    setAdding(next);
  };
  return { adding, onAddingChange, opener };
}

export function SitemapTree({ links }: { links: SitemapItemLinks }) {
  const { adding, onAddingChange, opener } = useAddForm();

  return (
    <div className="sitemap-tree">
      <p>
        <button ref={opener} className="button" type="button" onClick={() => onAddingChange(true)} disabled={adding}>
          Add a top-level item
        </button>
      </p>
      <SitemapLevel
        parentId={null}
        label="Sitemap"
        addLabel="Add a top-level item"
        adding={adding}
        onAddingChange={onAddingChange}
        onChildCountChanged={() => undefined}
        links={links}
      />
    </div>
  );
}

interface SitemapLevelProps {
  parentId: string | null;
  /** Names the list. */
  label: string;
  addLabel: string;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
  /** The parent's child count changed: the level listing the parent reloads. */
  onChildCountChanged: () => void;
  links: SitemapItemLinks;
}

function SitemapLevel({
  parentId,
  label,
  addLabel,
  adding,
  onAddingChange,
  onChildCountChanged,
  links,
}: SitemapLevelProps) {
  const { data: items, error, mutate } = useSitemapChildren(parentId);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (error && !items) return <LoadFailure what={`${label}`} error={error} onRetry={() => void mutate()} />;
  if (!items) return <Spinner label="Loading sitemap items…" />;

  async function move(index: number, direction: -1 | 1) {
    if (!items) return;
    setMoving(true);
    setFailure(undefined);
    try {
      for (const { item, sortOrder } of moveChanges(items, index, direction)) {
        await updateSitemapItem(item.id, {
          title: item.title,
          url: item.url,
          slug: item.slug,
          sortOrder,
          version: item.version,
        });
      }
    } catch (moveError) {
      setFailure(moveError instanceof Error ? moveError.message : 'The item was not moved.');
    } finally {
      await mutate();
      setMoving(false);
    }
  }

  return (
    <div className="sitemap-level">
      {failure && <Alert tone="error">{failure}</Alert>}
      {items.length === 0 && !adding && <p className="sitemap-level__empty">No items here yet.</p>}
      {items.length > 0 && (
        <ul className="sitemap-level__list" aria-label={label}>
          {items.map((item, index) => (
            <SitemapNode
              key={item.id}
              item={item}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              moving={moving}
              onMove={(direction) => move(index, direction)}
              onChildCountChanged={() => void mutate()}
              links={links}
            />
          ))}
        </ul>
      )}
      {adding && (
        <AddItemForm
          parentId={parentId}
          label={addLabel}
          siblings={items}
          onCreated={() => {
            onAddingChange(false);
            void mutate();
            onChildCountChanged();
          }}
          onCancel={() => onAddingChange(false)}
        />
      )}
    </div>
  );
}

interface SitemapNodeProps {
  item: SitemapItem;
  isFirst: boolean;
  isLast: boolean;
  moving: boolean;
  onMove: (direction: -1 | 1) => void;
  onChildCountChanged: () => void;
  links: SitemapItemLinks;
}

function SitemapNode({ item, isFirst, isLast, moving, onMove, onChildCountChanged, links }: SitemapNodeProps) {
  const [expanded, setExpanded] = useState(false);
  const { adding, onAddingChange, opener } = useAddForm();
  const childrenId = useId();
  const canExpand = item.childCount > 0 || expanded;

  return (
    <li className="sitemap-node">
      <div className="sitemap-node__row">
        {canExpand ? (
          <button
            className="button button--secondary sitemap-node__toggle"
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.title}`}
            onClick={() => setExpanded(!expanded)}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="sitemap-node__toggle" aria-hidden="true" />
        )}
        <SitemapItemSummary item={item} />
        <span className="sitemap-node__actions">
          <button
            className="button button--secondary"
            type="button"
            aria-label={`Move ${item.title} up`}
            disabled={isFirst || moving}
            onClick={() => onMove(-1)}
          >
            Up
          </button>
          <button
            className="button button--secondary"
            type="button"
            aria-label={`Move ${item.title} down`}
            disabled={isLast || moving}
            onClick={() => onMove(1)}
          >
            Down
          </button>
          <button
            ref={opener}
            className="button button--secondary"
            type="button"
            aria-label={`Add a child to ${item.title}`}
            onClick={() => {
              setExpanded(true);
              onAddingChange(true);
            }}
          >
            Add child
          </button>
          <Link className="button button--secondary" to={links.edit(item.id)} aria-label={`Edit ${item.title}`}>
            Edit
          </Link>
          <Link className="button button--secondary" to={links.remove(item.id)} aria-label={`Delete ${item.title}`}>
            Delete
          </Link>
        </span>
      </div>
      {expanded && (
        <div id={childrenId} className="sitemap-node__children">
          <SitemapLevel
            parentId={item.id}
            label={`Children of ${item.title}`}
            addLabel={`Add a child to ${item.title}`}
            adding={adding}
            onAddingChange={onAddingChange}
            onChildCountChanged={onChildCountChanged}
            links={links}
          />
        </div>
      )}
    </li>
  );
}
