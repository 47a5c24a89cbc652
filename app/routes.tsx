import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Role } from '../sync/contract/common';
import { landingRedirect, signInRedirect } from './auth/homeFor';
import { RedirectSignedIn } from './auth/RedirectSignedIn';
import { RequireRole } from './auth/RequireRole';
import { ServerRenderReleased } from './boot/ServerRenderReleased';
import { importWhenOnline } from './lib/importWhenOnline';
import { CentredSpinner } from './ui/Spinner';

/**
 * Every route in the spec's route table. Each screen is its own chunk, so the
 * marketing home never downloads a dashboard. Declarative routes rather than a data
 * router: the data router adds ~16 kB gzip to the first load and Parley does not use
 * loaders (react-query fetches data).
 */
function screen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return lazy(async () => ({ default: (await importWhenOnline(load))[name] as ComponentType }));
}

const HomePage = screen(() => import('./marketing/home/HomePage'), 'HomePage');
const SignInPage = screen(() => import('./auth/SignInPage'), 'SignInPage');
const ResearchersPage = screen(
  () => import('./marketing/researchers/ResearchersPage'),
  'ResearchersPage',
);
const MarketersPage = screen(() => import('./marketing/marketers/MarketersPage'), 'MarketersPage');
const ForExpertsPage = screen(
  () => import('./marketing/forExperts/ForExpertsPage'),
  'ForExpertsPage',
);
const ForIntervieweesPage = screen(
  () => import('./marketing/forInterviewees/ForIntervieweesPage'),
  'ForIntervieweesPage',
);
const ExpertsPage = screen(() => import('./marketing/experts/ExpertsPage'), 'ExpertsPage');
const HowWeWorkPage = screen(() => import('./marketing/howWeWork/HowWeWorkPage'), 'HowWeWorkPage');
const BookDemoPage = screen(() => import('./marketing/bookDemo/BookDemoPage'), 'BookDemoPage');
const CareersPage = screen(() => import('./marketing/careers/CareersPage'), 'CareersPage');
const UnauthorizedPage = screen(() => import('./errors/UnauthorizedPage'), 'UnauthorizedPage');
const NotFoundPage = screen(() => import('./errors/NotFoundPage'), 'NotFoundPage');
const InterviewSessionPage = screen(
  () => import('./expert/InterviewSessionPage'),
  'InterviewSessionPage',
);
const AdminDashboardPage = screen(() => import('./admin/AdminDashboardPage'), 'AdminDashboardPage');
const ClientsPage = screen(() => import('./admin/clients/ClientsPage'), 'ClientsPage');
const ExpertDashboardPage = screen(
  () => import('./expert/ExpertDashboardPage'),
  'ExpertDashboardPage',
);
const CustomerHomePage = screen(() => import('./customer/CustomerHomePage'), 'CustomerHomePage');
const OutboxPage = screen(() => import('./admin/outbox/OutboxPage'), 'OutboxPage');
const AuditTrailPage = screen(() => import('./admin/audit/AuditTrailPage'), 'AuditTrailPage');
const FailedJobsPage = screen(() => import('./admin/jobs/FailedJobsPage'), 'FailedJobsPage');
const VerifyEmailPage = screen(
  () => import('./auth/verifyEmail/VerifyEmailPage'),
  'VerifyEmailPage',
);
const ClientOrProjectPage = screen(
  () => import('./customer/ClientOrProjectPage'),
  'ClientOrProjectPage',
);
const ApiTokensPage = screen(() => import('./settings/ApiTokensPage'), 'ApiTokensPage');
const ApiDocsPage = screen(() => import('./apiDocs/ApiDocsPage'), 'ApiDocsPage');

// The design-system gallery (/__ui) exists only in dev and in the e2e build of the UI
// suite: behind a constant-false condition the production bundle has no chunk for it.
const GalleryPage =
  import.meta.env.DEV || import.meta.env.VITE_UI_GALLERY === 'true'
    ? screen(() => import('./gallery/GalleryPage'), 'GalleryPage')
    : null;

const only = (roles: readonly Role[], element: ReactNode) => (
  <RequireRole roles={roles}>{element}</RequireRole>
);

// The spec leaves the role of /customer/{x} and /customer-simple/{x} open. Admins reach a
// client's dashboard from the employee top bar and customers see their own, so both may
// enter; the API decides whose data each may read.
const ADMIN_OR_CUSTOMER: readonly Role[] = ['admin', 'customer'];
const EVERY_ROLE: readonly Role[] = ['admin', 'customer', 'expert'];

export function AppRoutes() {
  return (
    <Suspense fallback={<CentredSpinner label="Loading page" />}>
      <Routes>
        <Route
          path="/"
          element={
            <RedirectSignedIn to={landingRedirect}>
              <HomePage />
            </RedirectSignedIn>
          }
        />
        <Route
          path="/auth"
          element={
            <RedirectSignedIn to={signInRedirect}>
              <SignInPage />
            </RedirectSignedIn>
          }
        />
        <Route path="/r&d" element={<ResearchersPage />} />
        <Route path="/marketing" element={<MarketersPage />} />
        <Route path="/for-experts" element={<ForExpertsPage />} />
        <Route path="/for-interviewees" element={<ForIntervieweesPage />} />
        <Route path="/experts" element={<ExpertsPage />} />
        <Route path="/how-we-work" element={<HowWeWorkPage />} />
        <Route path="/book-demo" element={<BookDemoPage />} />
        <Route path="/careers" element={<CareersPage />} />
        {/* Some marketing navigation in the spec links here; they mean the audience pages. */}
        <Route path="/for-businesses" element={<Navigate to="/marketing" replace />} />
        <Route path="/for-businesses/rd" element={<Navigate to="/r&d" replace />} />
        <Route path="/for-businesses/marketing" element={<Navigate to="/marketing" replace />} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        {/* No guard: the interview link is the credential. */}
        <Route path="/expert/:interviewId" element={<InterviewSessionPage />} />
        <Route path="/admin" element={only(['admin'], <AdminDashboardPage />)} />
        <Route path="/admin/clients" element={only(['admin'], <ClientsPage />)} />
        <Route path="/admin/outbox" element={only(['admin'], <OutboxPage />)} />
        <Route path="/admin/audit" element={only(['admin'], <AuditTrailPage />)} />
        <Route path="/admin/jobs" element={only(['admin'], <FailedJobsPage />)} />
        {/* No guard: the mailbox is the proof, whoever is signed in (or nobody). */}
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/expert-dashboard" element={only(['expert'], <ExpertDashboardPage />)} />
        <Route path="/customer" element={only(['customer'], <CustomerHomePage />)} />
        <Route
          path="/customer/:client"
          element={only(ADMIN_OR_CUSTOMER, <ClientOrProjectPage />)}
        />
        <Route
          path="/customer-simple/:client"
          element={only(ADMIN_OR_CUSTOMER, <ClientOrProjectPage />)}
        />
        <Route path="/settings/tokens" element={only(EVERY_ROLE, <ApiTokensPage />)} />
        {/* Public, like /api/openapi.json it reads: nothing in it is secret. */}
        <Route path="/docs/api" element={<ApiDocsPage />} />
        {GalleryPage && <Route path="/__ui" element={<GalleryPage />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <ServerRenderReleased />
    </Suspense>
  );
}
