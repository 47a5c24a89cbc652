import { Link } from '../../ui/Link';
import { BrandMark } from './BrandMark';
import { BOOK_DEMO_PATH, LOGIN_PATH } from './destinations';
import * as layout from './layout.css';
import * as styles from './MarketingFooter.css';

const columns = [
  {
    heading: 'For businesses',
    links: [
      { label: 'For Marketers', to: '/marketing' },
      { label: 'For Researchers', to: '/r&d' },
      { label: 'Book a Demo', to: BOOK_DEMO_PATH },
    ],
  },
  {
    heading: 'For experts',
    links: [
      { label: 'Join as an expert', to: '/for-experts' },
      { label: 'For interviewees', to: '/for-interviewees' },
      { label: 'Expert earnings', to: '/experts' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'How We Work', to: '/how-we-work' },
      { label: 'Careers', to: '/careers' },
      { label: 'Login', to: LOGIN_PATH },
    ],
  },
];

export function MarketingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.grid}`}>
        <div className={styles.about}>
          <span className={styles.brand}>
            <BrandMark className={styles.brandMark} />
            Parley
          </span>
          <p className={styles.tagline}>
            Custom AI assistants trained on interviews with the experts and buyers who know your
            market.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link href={link.to} variant="subtle">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={`${layout.container} ${styles.legal}`}>
        © {new Date().getFullYear()} Parley. Interviewees' answers are anonymised and never quoted.
      </p>
    </footer>
  );
}
