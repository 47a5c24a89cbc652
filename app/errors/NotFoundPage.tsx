import { FocusedPage } from '../auth/FocusedPage';
import { NavButton } from '../ui/NavButton';
import * as styles from './ErrorPage.css';

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <FocusedPage title="404 Page Not Found" lead="Did you forget to add the page to the router?">
      <div className={styles.actions}>
        <NavButton to="/">Back to Home</NavButton>
      </div>
    </FocusedPage>
  );
}
