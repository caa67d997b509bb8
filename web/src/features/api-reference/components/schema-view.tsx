import type { JsonSchema } from '../lib/api-document';
import { TypeWithConstraints } from './type-label';

/** An object's fields as a table (name, type, required), or the schema's type when it is not an object. */
export function SchemaView({ schema, caption }: { schema: JsonSchema; caption: string }) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    return (
      <p>
        <TypeWithConstraints schema={schema} />
      </p>
    );
  }
  const required = new Set(schema.required ?? []);
  return (
    <div className="api-reference__table-wrap">
      <table className="api-reference__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
          </tr>
        </thead>
        <tbody>
          {properties.map(([name, property]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <TypeWithConstraints schema={property} />
              </td>
              <td>{required.has(name) ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {schema.additionalProperties === false && <p className="api-reference__note">No other fields are accepted.</p>}
    </div>
  );
}
