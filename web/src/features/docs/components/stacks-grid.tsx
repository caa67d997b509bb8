import { STACK_ITEMS, stackRoute } from '#web/features/docs/lib/stacks.ts';
import { Link } from '#web/shared/ui/link.tsx';
import '#web/shared/ui/card.css';
import './docs.css';

/** One tile per stack, opening its part of the tech docs, with a few topics below. */
export function StacksGrid() {
  return (
    <ul className="card-grid">
      {STACK_ITEMS.map((stack) => (
        <li key={stack.slug} className="card stack-card">
          <Link
            to={stackRoute(stack.slug)}
            className="stack-card__main"
            style={{ backgroundColor: stack.color, color: stack.textColor }}
          >
            <span className="stack-card__icon" aria-hidden="true">
              {stack.icon}
            </span>
            <span className="stack-card__name">{stack.name}</span>
          </Link>
          <p>{stack.description}</p>
          <ul className="stack-card__topics" aria-label={`${stack.name} topics`}>
            {stack.topics.map((topic) => (
              <li key={topic.link}>
                <Link to={topic.link}>{topic.name}</Link>
              </li>
            ))}
          </ul>
          <a href={stack.link} target="_blank" rel="noopener noreferrer">
            Official documentation<span className="visually-hidden"> of {stack.name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
