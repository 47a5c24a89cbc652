import { useEffect } from 'react';
import { HELD_UNTIL_HYDRATED } from '../../sync/contract/serverRendered';

/**
 * Makes a server-rendered page usable once its screen is hydrated. Rendered beside the
 * routes inside their Suspense boundary, so its effect runs when the lazy screen has
 * committed, not before. On a page the browser rendered itself there is nothing to do.
 */
export function ServerRenderReleased() {
  useEffect(() => {
    const root = document.getElementById('root');
    for (const name of Object.keys(HELD_UNTIL_HYDRATED)) root?.removeAttribute(name);
  }, []);
  return null;
}
