import { FocusedPage } from '../auth/FocusedPage';
import { NavButton } from '../ui/NavButton';
import { Inline } from '../ui/Stack';
import * as styles from './ErrorPage.css';

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <FocusedPage title="404 Page Not Found" lead="Did you forget to add the page to the router?">
      <Inline gap="md" stackOnPhone className={styles.actions}>
        <NavButton to="/">Back to Home</NavButton>
      </Inline>
    </FocusedPage>
  );
}
