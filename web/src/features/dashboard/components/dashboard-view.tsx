import {
  DASHBOARD_KIND_LABELS,
  DASHBOARD_KINDS,
  type DashboardItem,
  type DashboardItemsOrder,
  type DashboardKind,
  type DashboardKindSummary,
  type DashboardSummary,
} from '#shared/dashboard.ts';
import { Link } from '#web/shared/ui/link.tsx';
import '#web/shared/ui/card.css';
import './dashboard.css';

/** Where a kind is managed; a kind without a screen for an action has no link for it. */
interface KindLinks {
  /** The kind's own list or management page. */
  list?: { to: string; label: string };
  add?: { to: string; label: string };
  view?: (id: string) => string;
  edit?: (id: string) => string;
  remove?: (id: string) => string;
  /** The list of one part of the count (`draft` → the drafts); the part's number then links to it. */
  part?: (key: string) => string;
}

export type DashboardLinks = Record<DashboardKind, KindLinks>;

const ITEMS_HEADING: Record<DashboardItemsOrder, string> = {
  newest: 'Newest',
  name: 'First by name',
  sitemap: 'First in sitemap order',
};

const BREAKDOWN_WORDS: Record<string, [one: string, many: string]> = {
  deleted: ['deleted', 'deleted'],
  published: ['published', 'published'],
  draft: ['draft', 'drafts'],
  scheduled: ['scheduled', 'scheduled'],
  public: ['public', 'public'],
  private: ['private', 'private'],
};

function partText(key: string, count: number): string {
  const [one, many] = BREAKDOWN_WORDS[key] ?? [key, key];
  return `${count} ${count === 1 ? one : many}`;
}

/** `1 published · 2 drafts`; empty when the kind has no breakdown. */
export function breakdownText(breakdown: Record<string, number>): string {
  return Object.entries(breakdown)
    .map(([key, count]) => partText(key, count))
    .join(' · ');
}

/** The parts of a count, each a link to its list where the kind has one. */
function Breakdown({ breakdown, part }: { breakdown: Record<string, number>; part: KindLinks['part'] }) {
  if (!part) return <p className="dashboard-card__breakdown">{breakdownText(breakdown)}</p>;
  return (
    <p className="dashboard-card__breakdown">
      {Object.entries(breakdown).map(([key, count], index) => (
        <span key={key}>
          {index > 0 && ' · '}
          <Link to={part(key)}>{partText(key, count)}</Link>
        </span>
      ))}
    </p>
  );
}

/** Every kind's count and first items, with links to add, view, edit and delete them. */
export function DashboardView({ summary, links }: { summary: DashboardSummary; links: DashboardLinks }) {
  return (
    <div className="dashboard-grid">
      {DASHBOARD_KINDS.map((kind) => (
        <KindCard key={kind} kind={kind} summary={summary.kinds[kind]} links={links[kind]} />
      ))}
    </div>
  );
}

function KindCard({ kind, summary, links }: { kind: DashboardKind; summary: DashboardKindSummary; links: KindLinks }) {
  const label = DASHBOARD_KIND_LABELS[kind];
  const headingId = `dashboard-${kind}-heading`;

  return (
    <section className="card dashboard-card" aria-labelledby={headingId} data-kind={kind}>
      <h2 id={headingId} className="dashboard-card__title">
        {label}
      </h2>
      <p className="dashboard-card__count">
        <span className="dashboard-card__number">{summary.count}</span>
        <span className="visually-hidden"> {label.toLowerCase()}</span>
      </p>
      {Object.keys(summary.breakdown).length > 0 && <Breakdown breakdown={summary.breakdown} part={links.part} />}
      {(links.add || links.list) && (
        <p className="dashboard-card__links">
          {links.add && <Link to={links.add.to}>{links.add.label}</Link>}
          {links.list && <Link to={links.list.to}>{links.list.label}</Link>}
        </p>
      )}
      <h3 className="dashboard-card__subtitle">{ITEMS_HEADING[summary.itemsOrder]}</h3>
      {summary.items.length === 0 ? (
        <p className="dashboard-card__empty">None yet.</p>
      ) : (
        <ul className="dashboard-card__items">
          {summary.items.map((item) => (
            <ItemRow key={item.id} item={item} links={links} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemRow({ item, links }: { item: DashboardItem; links: KindLinks }) {
  return (
    <li className="dashboard-item">
      <span className="dashboard-item__label">
        {links.view ? <Link to={links.view(item.id)}>{item.label}</Link> : item.label}
        {item.detail && <span className="dashboard-item__detail">{item.detail}</span>}
      </span>
      <span className="dashboard-item__actions">
        {links.edit && (
          <Link to={links.edit(item.id)} aria-label={`Edit ${item.label}`}>
            Edit
          </Link>
        )}
        {links.remove && (
          <Link to={links.remove(item.id)} aria-label={`Delete ${item.label}`}>
            Delete
          </Link>
        )}
      </span>
    </li>
  );
}
