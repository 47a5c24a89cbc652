import type { OpenApiDocument } from '../../sync/contract/apiDocs';
import { Disclosure } from '../ui/Accordion';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import * as styles from './apiDocs.css';
import type { Body, Operation } from './openApiModel';
import { SchemaView } from './SchemaView';

const CREDENTIAL_LABELS = { session: 'Browser session', token: 'API token' } as const;

/** One operation: method and path, who may call, parameters, request and response shapes. */
export function OperationView({
  operation,
  document,
}: {
  operation: Operation;
  document: OpenApiDocument;
}) {
  const headingId = `op-${operation.id}`;
  const methodClass = styles.methods[operation.method as keyof typeof styles.methods] ?? '';
  return (
    <Card as="article" aria-labelledby={headingId} className={styles.operation}>
      <h3 id={headingId} className={styles.operationHead}>
        <span className={`${styles.method} ${methodClass}`}>{operation.method}</span>
        <code className={styles.path}>{operation.path}</code>
      </h3>
      <p className={styles.summary}>{operation.summary}</p>
      <p className={styles.meta}>
        <span>Who may call: {operation.access}</span>
      </p>
      <p className={styles.meta}>
        <span>Authenticate with:</span>
        {operation.credentials.length === 0 ? (
          <Badge tone="neutral">Nothing (public)</Badge>
        ) : (
          operation.credentials.map((credential) => (
            <Badge key={credential} tone={credential === 'token' ? 'accent' : 'neutral'}>
              {CREDENTIAL_LABELS[credential]}
            </Badge>
          ))
        )}
      </p>
      {operation.parameters.length > 0 && (
        <>
          <h4 className={styles.subTitle}>Parameters</h4>
          <table className={styles.params}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`}>
                  <td className={styles.mono}>{parameter.name}</td>
                  <td>{parameter.in}</td>
                  <td className={styles.paramType}>
                    <SchemaView schema={parameter.schema} document={document} />
                  </td>
                  <td>{parameter.required ? 'yes' : 'no'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {operation.requestBodies.length > 0 && (
        <Disclosure title="Request body" headingLevel={4}>
          <Bodies bodies={operation.requestBodies} document={document} />
        </Disclosure>
      )}
      <Disclosure title={`Response ${operation.success.status}`} headingLevel={4}>
        <p className={styles.meta}>{operation.success.description}</p>
        <Bodies bodies={operation.success.bodies} document={document} />
      </Disclosure>
      {operation.errorStatuses.length > 0 && (
        <p className={styles.meta}>
          Errors: {operation.errorStatuses.join(', ')} (see Errors above for their shape).
        </p>
      )}
    </Card>
  );
}

function Bodies({ bodies, document }: { bodies: Body[]; document: OpenApiDocument }) {
  return (
    <>
      {bodies.map((body) => (
        <div key={body.mediaType}>
          <p className={styles.meta}>
            <code className={styles.mono}>{body.mediaType}</code>
          </p>
          <SchemaView schema={body.schema} document={document} />
        </div>
      ))}
    </>
  );
}
