/**
 * The reference page groups operations by area, named after the path's first segment
 * under /api. A segment missing here still gets an area (its own name, capitalised),
 * so a new resource shows up in the docs before anyone names it nicely.
 */
const AREA_BY_SEGMENT: Record<string, string> = {
  user: 'Accounts',
  login: 'Accounts',
  logout: 'Accounts',
  register: 'Accounts',
  'set-password': 'Accounts',
  tokens: 'API tokens',
  projects: 'Projects',
  interviews: 'Interviews',
  expert: 'Interview link',
  'expert-interviews': 'Expert',
  customer: 'Client insights',
  search: 'Client insights',
  'expert-signups': 'Public forms',
  'project-inquiries': 'Public forms',
  'job-applications': 'Public forms',
  openapi: 'Reference',
  'audit-events': 'Audit trail',
  clients: 'Client access',
  'client-access': 'Client access',
};

export const AREA_DESCRIPTIONS: Record<string, string> = {
  Accounts: 'Sign-in, registration and the current user (browser sessions).',
  'API tokens': 'Personal tokens for programs. Creating one needs a browser session.',
  Projects: 'Research projects of a client.',
  Interviews: 'Expert interviews, their quality and transcripts.',
  'Interview link': 'Taking an interview: the interview id in the link is the credential.',
  Expert: "An expert's own interviews.",
  'Client insights': 'Insights, dashboards, search and AI analyses over a client’s answers.',
  'Public forms': 'The public sign-up, inquiry and application forms.',
  Reference: 'This description of the API.',
  'Audit trail': 'The append-only record of security-relevant events, and its CSV.',
  'Client access':
    'Who belongs to which client: granted by an administrator or a member, never claimed.',
};

export function areaOf(path: string): string {
  // `/api/audit-events.csv` belongs with `/api/audit-events`: the extension is a format.
  const segment = (path.replace(/^\/api\/?/i, '').split('/')[0] ?? '').replace(/\.\w+$/, '');
  const known = AREA_BY_SEGMENT[segment.toLowerCase()];
  if (known) return known;
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Other';
}
