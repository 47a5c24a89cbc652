import {
  useCompletedInterviews,
  useRefreshExpertInterviews,
  useUpcomingInterviews,
} from '../api/queries/expertInterviews';
import { useExpertFigures } from '../api/queries/figures';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardShell, displayName } from '../shell/DashboardShell';
import { isSignedOut, ListOrFailure, SignedOutNotice } from '../shell/ListStates';
import { LoadMore } from '../shell/LoadMore';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';
import { ExpertStatCards } from './dashboard/ExpertStatCards';
import * as styles from './dashboard/expertDashboard.css';
import { InterviewHistory } from './dashboard/InterviewHistory';
import { UpcomingList } from './dashboard/UpcomingList';
import { useRefreshOnSync } from './dashboard/useRefreshOnSync';
import { VerifyEmailBanner } from './dashboard/VerifyEmailBanner';

/** `/expert-dashboard`: the expert's next interviews, their history and earnings. */
export function ExpertDashboardPage() {
  const { data: user } = useCurrentUser();
  const upcoming = useUpcomingInterviews();
  const completed = useCompletedInterviews();
  const figures = useExpertFigures();
  useRefreshOnSync(useRefreshExpertInterviews());

  const signedOut = isSignedOut(upcoming.error) || isSignedOut(completed.error);
  return (
    <DashboardShell
      user={signedOut ? null : user}
      badge="Expert Dashboard"
      title={user && !signedOut ? `Welcome back, ${displayName(user)}` : 'Expert Dashboard'}
      lead={
        signedOut ? undefined : 'Your upcoming interviews, your history and what you have earned.'
      }
    >
      {signedOut ? (
        <SignedOutNotice />
      ) : (
        <>
          <VerifyEmailBanner />
          <ExpertStatCards figures={figures} />
          <Tabs className={styles.tabs}>
            <TabList aria-label="Interviews">
              <Tab id="upcoming">Upcoming Interviews</Tab>
              <Tab id="history">Interview History</Tab>
            </TabList>
            <TabPanel id="upcoming">
              <ListOrFailure query={upcoming} what="your upcoming interviews">
                <UpcomingList interviews={upcoming.items} />
                <LoadMore list={upcoming} what="upcoming interviews" />
              </ListOrFailure>
            </TabPanel>
            <TabPanel id="history">
              <ListOrFailure query={completed} what="your interview history">
                <InterviewHistory interviews={completed.items} />
                <LoadMore list={completed} what="completed interviews" />
              </ListOrFailure>
            </TabPanel>
          </Tabs>
        </>
      )}
    </DashboardShell>
  );
}
