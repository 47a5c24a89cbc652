import { useEffect } from 'react';
import { outboxMayHaveWork } from '../offline/pendingFlag';
import { registerServiceWorker } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * The PWA's part of the app: registers the service worker once the page has loaded (its
 * precache download must not compete with the first paint), resumes a waiting outbox,
 * and shows the update prompt.
 * App loads it lazily, so none of it weighs on the home page's first bundle.
 */
export function PwaRuntime() {
  useEffect(() => {
    const register = () => void registerServiceWorker();
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  // App start is a sync trigger: answers left from an earlier visit are sent from any
  // page. Dexie and the engine load only when the hint says something waits.
  useEffect(() => {
    if (outboxMayHaveWork()) void import('../offline/syncRuntime').then((sync) => sync.startSync());
  }, []);
  return <UpdatePrompt />;
}
