import { Fragment } from 'react';
import { constraintsOf, type JsonSchema, refName, typeLabel } from '#web/features/api-reference/lib/api-document.ts';

export const schemaAnchor = (name: string) => `schema-${name}`;

/** A schema's type on one line, named schemas as links to their description below. */
export function TypeLabel({ schema }: { schema: JsonSchema }) {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return <a href={`#${schemaAnchor(name)}`}>{name}</a>;
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    return (
      <>
        {variants.map((variant, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the variants of a schema never move
          <Fragment key={index}>
            {index > 0 && ' or '}
            <TypeLabel schema={variant} />
          </Fragment>
        ))}
      </>
    );
  }
  if (schema.type === 'array' && schema.items) {
    return (
      <>
        array of <TypeLabel schema={schema.items} />
      </>
    );
  }
  return <>{typeLabel(schema)}</>;
}

/** The type and its constraints: `string, 1–100 characters`. */
export function TypeWithConstraints({ schema }: { schema: JsonSchema }) {
  const notes = constraintsOf(schema);
  return (
    <>
      <TypeLabel schema={schema} />
      {notes.length > 0 && <span className="api-reference__note">, {notes.join(', ')}</span>}
    </>
  );
}
