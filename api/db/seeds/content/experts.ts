import { DEMO_EXPERT_EMAIL, DEMO_EXPERT_USER_ID } from './accounts';
import { DEMO_FILTER_BANKS } from './clients';
import type { DemoExpert } from './types';

const [NORTHBRIDGE, SUMMIT, CRESCENT] = DEMO_FILTER_BANKS;

/** The people interviewed. Fictional, like their firms; e-mails use a reserved domain. */
export const EXPERTS = {
  // The demo expert account: its dashboard lists the interviews assigned to it.
  elena: {
    name: 'Elena Expert',
    title: 'Senior Advisor',
    email: DEMO_EXPERT_EMAIL,
    company: 'Crestline Advisory Partners',
    userId: DEMO_EXPERT_USER_ID,
  },

  // Meridian Capital's banking experts (the dashboard's three filter banks).
  marcusChen: {
    name: 'Marcus Chen',
    title: 'Chief Risk Officer',
    email: 'marcus.chen@example.com',
    company: NORTHBRIDGE,
  },
  jamesWhitaker: {
    name: 'James Whitaker',
    title: 'Head of Credit',
    email: 'james.whitaker@example.com',
    company: NORTHBRIDGE,
  },
  priyaNatarajan: {
    name: 'Priya Natarajan',
    title: 'Head of ESG',
    email: 'priya.natarajan@example.com',
    company: SUMMIT,
  },
  rachelAdeyemi: {
    name: 'Rachel Adeyemi',
    title: 'Treasurer',
    email: 'rachel.adeyemi@example.com',
    company: SUMMIT,
  },
  davidOkafor: {
    name: 'David Okafor',
    title: 'Chief Financial Officer',
    email: 'david.okafor@example.com',
    company: CRESCENT,
  },
  tomGallagher: {
    name: 'Tom Gallagher',
    title: 'Head of Compliance',
    email: 'tom.gallagher@example.com',
    company: CRESCENT,
  },

  // Meridian Capital's buy-side, fintech and private-markets experts.
  sarahLindqvist: {
    name: 'Sarah Lindqvist',
    title: 'Portfolio Manager',
    email: 'sarah.lindqvist@example.com',
    company: 'Granite Peak Asset Management',
  },
  anaRibeiro: {
    name: 'Ana Ribeiro',
    title: 'Head of Data Science',
    email: 'ana.ribeiro@example.com',
    company: 'Lattice Analytics',
  },
  kenjiWatanabe: {
    name: 'Kenji Watanabe',
    title: 'Managing Director',
    email: 'kenji.watanabe@example.com',
    company: 'Ironwood Partners',
  },
  lauraFeldman: {
    name: 'Laura Feldman',
    title: 'Vice President',
    email: 'laura.feldman@example.com',
    company: 'Westmoor Capital',
  },
  michaelRossi: {
    name: 'Michael Rossi',
    title: 'Chief Investment Officer',
    email: 'michael.rossi@example.com',
    company: 'Halcyon Pension Fund',
  },
  noraBenali: {
    name: 'Nora Benali',
    title: 'Principal',
    email: 'nora.benali@example.com',
    company: 'Ironwood Partners',
  },
  danielKim: {
    name: 'Daniel Kim',
    title: 'Investment Director',
    email: 'daniel.kim@example.com',
    company: 'Westmoor Capital',
  },
  sofiaMarquez: {
    name: 'Sofia Marquez',
    title: 'Head of Product',
    email: 'sofia.marquez@example.com',
    company: 'Granite Peak Asset Management',
  },

  // Harbor Bank's experts: regional and community banking.
  graceHolloway: {
    name: 'Grace Holloway',
    title: 'Chief Operating Officer',
    email: 'grace.holloway@example.com',
    company: 'Lakeshore Community Bank',
  },
  victorMensah: {
    name: 'Victor Mensah',
    title: 'Head of Lending',
    email: 'victor.mensah@example.com',
    company: 'Pinecrest Credit Union',
  },
  owenBrandt: {
    name: 'Owen Brandt',
    title: 'Senior Associate',
    email: 'owen.brandt@example.com',
    company: 'Riverbend Bancorp',
  },
} as const satisfies Record<string, DemoExpert>;
