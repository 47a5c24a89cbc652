import { EmptyState } from '../../ui/EmptyState';
import { NavButton } from '../../ui/NavButton';

/**
 * What a signed-in user sees for a client whose data the server refused them (403):
 * the server's own words, and the way to the data they may see.
 */
export function NoAccessNotice({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div role="alert">
      <EmptyState
        title="You don't have access to this client's data"
        description="Client dashboards show only your own organisation's interviews. Ask your administrator if you should see this client."
        action={
          <NavButton to={isAdmin ? '/admin' : '/customer'} variant="secondary">
            {isAdmin ? 'Back to the Employee Dashboard' : 'Back to your projects'}
          </NavButton>
        }
      />
    </div>
  );
}
