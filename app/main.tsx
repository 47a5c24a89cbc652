// First: configures zod before anything imports it (see the module).
import './lib/zodWithoutEval';
import { afterFirstPaint } from './boot/afterFirstPaint';
import { preloadAppModules } from './boot/preloadModules';

// Nothing else here, styles included: every page runs this before its first paint, and
// anything it imports would come along (the app's styles arrive with boot/startApp).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const start = () => void import('./boot/startApp').then(({ startApp }) => startApp(root));
if (root.hasChildNodes()) {
  // Server-rendered: the page is readable already, so it paints before the app loads.
  afterFirstPaint(() => {
    preloadAppModules(document);
    start();
  });
} else {
  start();
}
