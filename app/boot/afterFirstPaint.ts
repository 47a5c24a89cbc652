/**
 * If the browser has not reported a paint by then (no Paint Timing API, a tab opened in
 * the background), the app starts anyway.
 */
const PAINT_WAIT_LIMIT_MS = 1_000;

/**
 * Runs `task` once the browser has painted the page's content. A server-rendered page
 * is readable as soon as its HTML and inline styles arrive; hydrating first would make
 * a phone's slow CPU parse and run the app's JavaScript before anything shows.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    // Out of the paint's own task, so the browser can present the frame first.
    setTimeout(task, 0);
  };
  const observer =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length) run();
        })
      : null;
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(run, PAINT_WAIT_LIMIT_MS);
}
