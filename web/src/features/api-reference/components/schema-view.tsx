import type { JsonSchema } from '#web/features/api-reference/lib/api-document.ts';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { TypeWithConstraints } from './type-label';

type Field = { name: string; schema: JsonSchema; required: boolean };

const FIELD_COLUMNS: DataTableColumn<Field>[] = [
  {
    id: 'field',
    header: 'Field',
    rowHeader: true,
    className: 'data-table__break',
    cell: (field) => <code>{field.name}</code>,
  },
  {
    id: 'type',
    header: 'Type',
    className: 'data-table__break',
    cell: (field) => <TypeWithConstraints schema={field.schema} />,
  },
  { id: 'required', header: 'Required', cell: (field) => (field.required ? 'yes' : 'no') },
];

/** An object's fields as a table (name, type, required), or the schema's type when it is not an object. */
export function SchemaView({ schema, caption }: { schema: JsonSchema; caption: string }) {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
  if (fields.length === 0) {
    return (
      <p>
        <TypeWithConstraints schema={schema} />
      </p>
    );
  }
  return (
    <>
      <DataTable caption={caption} columns={FIELD_COLUMNS} rows={fields} rowKey={(field) => field.name} />
      {schema.additionalProperties === false && <p className="api-reference__note">No other fields are accepted.</p>}
    </>
  );
}
