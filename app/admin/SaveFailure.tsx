import { ApiError, NetworkError } from '../api/client';
import { FormError } from '../ui/form/FormError';
import * as styles from './SaveFailure.css';

/**
 * A failed save: the spec's sentence ('Failed to create project. Please try again.'),
 * then, when the server said why (a 4xx) or the network is down, that reason, so the
 * employee knows what to change. Server faults (5xx) keep to the sentence.
 */
export function SaveFailure({ error, message }: { error: Error | null; message: string }) {
  if (!error) return null;
  const reason = reasonFor(error);
  return (
    <FormError>
      {message}
      {reason && <span className={styles.reason}>{reason}</span>}
    </FormError>
  );
}

function reasonFor(error: Error): string | null {
  if (error instanceof ApiError && error.status < 500 && error.text) return error.text;
  if (error instanceof NetworkError)
    return 'The server could not be reached. Check your connection.';
  return null;
}
