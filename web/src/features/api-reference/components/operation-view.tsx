import type { OperationView as Operation } from '#web/features/api-reference/lib/api-document.ts';
import { MarkdownText } from './markdown-text';
import { TypeLabel, TypeWithConstraints } from './type-label';

const ACCESS_TEXT: Record<string, string> = {
  public: 'Public',
  user: 'Signed in',
  editor: 'Editors',
  admin: 'Admins',
};

/** One route: method and path, who may call it, its parameters, body and answers. */
export function OperationView({ view }: { view: Operation }) {
  const { method, path, operation } = view;
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json']?.schema;
  const access = operation['x-access'];
  // The access paragraphs repeat what the badge beside the summary says.
  const description = operation.description
    ?.split('\n\n')
    .filter((paragraph) => !paragraph.startsWith('Public:') && !paragraph.startsWith('Access `'))
    .join('\n\n');
  return (
    <article className="api-reference__operation" id={view.id} aria-labelledby={`${view.id}-title`}>
      <h3 className="api-reference__title" id={`${view.id}-title`}>
        <span className={`api-reference__method api-reference__method--${method.toLowerCase()}`}>{method}</span>{' '}
        <code>/api{path}</code>
      </h3>
      <p className="api-reference__summary">
        {operation.summary}{' '}
        <span className={`badge api-reference__access api-reference__access--${access}`}>
          {ACCESS_TEXT[access] ?? access}
          {operation['x-roles'] ? `: ${operation['x-roles'].join(', ')}` : ''}
        </span>
      </p>
      {description && <MarkdownText markdown={description} />}
      {parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          <ul className="api-reference__list">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`}>
                <code>{parameter.name}</code> ({parameter.in}, {parameter.required ? 'required' : 'optional'}):{' '}
                <TypeWithConstraints schema={parameter.schema} />
              </li>
            ))}
          </ul>
        </>
      )}
      {body && (
        <>
          <h4>Request body</h4>
          <p>
            JSON: <TypeLabel schema={body} />
          </p>
        </>
      )}
      <h4>Answers</h4>
      <ul className="api-reference__list">
        {Object.entries(operation.responses).map(([status, answer]) => {
          const json = answer.content?.['application/json']?.schema;
          const xml = answer.content?.['application/xml'];
          return (
            <li key={status}>
              <strong>{status}</strong> <MarkdownText markdown={answer.description} inline />
              {json && (
                <>
                  {' '}
                  — <TypeLabel schema={json} />
                </>
              )}
              {xml && ' — XML document'}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
