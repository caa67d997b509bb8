import { useApiDocument } from '#web/features/api-reference/api/get-api-document.ts';
import { ApiReference } from '#web/features/api-reference/components/api-reference.tsx';
import { currentApiBaseUrl } from '#web/shared/api/api-base-url.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import './public-pages.css';

/** `/api-docs`: the API reference, read from the OpenAPI document the API serves at /api/openapi.json. */
export function ApiDocsPage() {
  usePageMeta({
    title: 'API reference',
    description: 'Every route of the site’s API: who may call it, its parameters, request and answers.',
  });
  const { data, error, mutate } = useApiDocument();
  const documentUrl = `${currentApiBaseUrl()}/openapi.json`;

  return (
    <article className="page-stack public-page">
      <header>
        <h1>API reference</h1>
        <p className="public-page__lead">
          Every route of this site’s API, grouped by endpoint group. It is generated from the same route table and
          schemas the server checks requests with; the machine-readable document is{' '}
          <a href={documentUrl}>openapi.json</a> (OpenAPI 3.1).
        </p>
      </header>
      {error && !data && <LoadFailure what="The API document" error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Spinner label="Loading the API document…" />}
      {data && <ApiReference document={data} />}
    </article>
  );
}
