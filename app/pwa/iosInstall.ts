/** What the browser says about itself, as far as installing on iOS is concerned. */
export interface InstallEnvironment {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Already running from the home screen (`navigator.standalone` or display-mode). */
  standalone: boolean;
}

// Other iOS browsers (all WebKit underneath) name themselves; their share menus differ.
const OTHER_IOS_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|DuckDuckGo/;

/**
 * Whether to explain "Add to Home Screen": Safari on an iPhone, iPod or iPad, not yet
 * installed. iOS offers no install prompt of its own, and an installed web app keeps
 * its storage, which Safari may otherwise delete after seven days without a visit. iPadOS
 * Safari says it is a Mac: only its touch screen tells it apart. In-app browsers
 * (no "Safari/" token) cannot add to the home screen at all.
 */
export function shouldExplainAddToHomeScreen(env: InstallEnvironment): boolean {
  if (env.standalone) return false;
  const ios =
    /iPhone|iPad|iPod/.test(env.userAgent) ||
    (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
  return ios && /Safari\//.test(env.userAgent) && !OTHER_IOS_BROWSER.test(env.userAgent);
}

/** This browser's install environment. */
export function currentInstallEnvironment(): InstallEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches,
  };
}
