// First: configures zod before anything imports it (see the module).
import './lib/zodWithoutEval';
import './ui/fonts.css';
import './ui/global.css';
import { afterFirstPaint } from './boot/afterFirstPaint';
import { preloadAppModules } from './boot/preloadModules';

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
