import { useMemo } from 'react';
import { useOpenApiDocument } from '../api/queries/openApi';
import { container } from '../marketing/shared/layout.css';
import { MarketingLayout } from '../marketing/shared/MarketingLayout';
import { LoadingList } from '../shell/ListStates';
import * as linkStyles from '../ui/Link.css';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { AuthGuide } from './AuthGuide';
import * as styles from './apiDocs.css';
import { OperationView } from './OperationView';
import { areaAnchor, areasOf } from './openApiModel';

/**
 * `/docs/api`: the API reference, rendered at run time from `/api/openapi.json`, so
 * it can never drift from what the server validates. Public, like the document: a
 * developer can judge the API before having an account, and nothing in it is secret.
 */
const tocLink = `${linkStyles.link} ${linkStyles.subtle}`;

export function ApiDocsPage() {
  const document = useOpenApiDocument();
  const areas = useMemo(() => (document.data ? areasOf(document.data) : []), [document.data]);

  return (
    <MarketingLayout>
      <div className={`${container} ${styles.page}`}>
        <header>
          <h1 className={styles.title}>Parley API reference</h1>
          <p className={styles.lead}>
            Every endpoint of the Parley API: who may call it, its parameters and the shapes it
            takes and returns. Generated from the same contract the server checks requests with.
          </p>
        </header>
        <AuthGuide />
        {document.error ? (
          <LoadError
            title="Could not load the API description."
            error={document.error}
            onRetry={() => void document.refetch()}
            isRetrying={document.isFetching}
          />
        ) : !document.data ? (
          <LoadingList label="Loading the API reference…">
            <Skeleton height="6rem" />
            <Skeleton height="6rem" />
          </LoadingList>
        ) : (
          <div className={styles.layout}>
            <nav aria-labelledby="toc-title" className={styles.toc}>
              <h2 id="toc-title" className={styles.tocTitle}>
                Areas
              </h2>
              <ul className={styles.tocList}>
                {areas.map((area) => (
                  <li key={area.name}>
                    {/* A native anchor: the browser scrolls to the section and moves the
                        focus start there; a router link would only change the URL. */}
                    <a href={`#${areaAnchor(area.name)}`} className={tocLink}>
                      {area.name} ({area.operations.length})
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.areas}>
              {areas.map((area) => (
                <section
                  key={area.name}
                  id={areaAnchor(area.name)}
                  aria-labelledby={`${areaAnchor(area.name)}-title`}
                  className={styles.area}
                >
                  <h2 id={`${areaAnchor(area.name)}-title`} className={styles.areaTitle}>
                    {area.name}
                  </h2>
                  {area.description && <p className={styles.areaDescription}>{area.description}</p>}
                  {area.operations.map((operation) => (
                    <OperationView
                      key={operation.id}
                      operation={operation}
                      document={document.data}
                    />
                  ))}
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </MarketingLayout>
  );
}
