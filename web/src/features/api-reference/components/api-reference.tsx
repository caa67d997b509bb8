import { type ApiDocument, operationsByGroup } from '#web/features/api-reference/lib/api-document.ts';
import { MarkdownText } from './markdown-text';
import { OperationView } from './operation-view';
import { SchemaView } from './schema-view';
import { schemaAnchor } from './type-label';
import './api-reference.css';

/** The API document made readable: routes by endpoint group, then every named schema. */
export function ApiReference({ document }: { document: ApiDocument }) {
  const groups = operationsByGroup(document);
  const schemas = Object.entries(document.components.schemas);
  return (
    <div className="api-reference">
      <nav aria-label="Endpoint groups">
        <ul className="api-reference__groups">
          {groups.map(({ group }) => (
            <li key={group}>
              <a href={`#group-${group}`}>{group}</a>
            </li>
          ))}
          <li>
            <a href="#schemas">Schemas</a>
          </li>
        </ul>
      </nav>
      {groups.map(({ group, operations }) => (
        <section key={group} id={`group-${group}`} aria-labelledby={`group-${group}-title`}>
          <h2 id={`group-${group}-title`}>{group}</h2>
          {operations.map((view) => (
            <OperationView key={view.id} view={view} />
          ))}
        </section>
      ))}
      <section id="schemas" aria-labelledby="schemas-title">
        <h2 id="schemas-title">Schemas</h2>
        {schemas.map(([name, schema]) => (
          <article
            key={name}
            id={schemaAnchor(name)}
            className="api-reference__schema"
            aria-labelledby={`${schemaAnchor(name)}-title`}
          >
            <h3 id={`${schemaAnchor(name)}-title`}>{name}</h3>
            {schema.description && <MarkdownText markdown={schema.description} />}
            <SchemaView schema={schema} caption={`Fields of ${name}`} />
          </article>
        ))}
      </section>
    </div>
  );
}
