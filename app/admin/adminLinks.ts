/**
 * Where the employee top bar points (spec section 2). The spec names the demo interview
 * and "a sample client" without naming it; Parley's demo client is Meridian Capital,
 * the client the demo data is built around.
 */
export const DEMO_INTERVIEW_ID = 'int-growth-equity-demo';
export const SAMPLE_CLIENT = 'Meridian Capital';

export const customerDashboardPath = (client: string) => `/customer/${encodeURIComponent(client)}`;

export const expertInterviewPath = (interviewId: string) =>
  `/expert/${encodeURIComponent(interviewId)}`;

/** The shareable interview link: the site's origin, then /expert/{interviewId}. */
export function interviewLink(interviewId: string, origin = window.location.origin): string {
  return `${origin}${expertInterviewPath(interviewId)}`;
}
