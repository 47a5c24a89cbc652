/**
 * Where the marketing navigation and footer lead. One list, so the desktop bar, the
 * phone menu and the footer cannot disagree.
 */
export const businessLinks = [
  { label: 'For Marketers', to: '/marketing' },
  { label: 'For Researchers', to: '/r&d' },
] as const;

export const primaryLinks = [
  { label: 'For Experts', to: '/for-experts' },
  { label: 'How We Work', to: '/how-we-work' },
  { label: 'Careers', to: '/careers' },
] as const;

export const LOGIN_PATH = '/auth';
export const BOOK_DEMO_PATH = '/book-demo';
