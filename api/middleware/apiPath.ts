/**
 * The one notion of "is this request for the API" that every path-based check shares
 * (cross-site rejection, no-store, the API 404, the app fallback). The router only
 * matches a route's exact spelling, but a check that read the raw path could still
 * be fooled by another spelling of /api that some proxy or client normalises:
 * `/API/x`, `//api//x`, `/%61pi/x`, `/api/./x`, `/x/../api/x`. So the path is read
 * the way the most forgiving reader would (decoded once, slashes collapsed, dot
 * segments resolved, case folded) and checks err towards "this is the API".
 */
export function normalisedPath(rawPath: string): string {
  const segments: string[] = [];
  for (const segment of decodeOnce(rawPath).split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

export function isApiPath(rawPath: string): boolean {
  const path = normalisedPath(rawPath);
  return path === '/api' || path.startsWith('/api/');
}

function decodeOnce(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    // A malformed escape (`%zz`) is left as it is; it cannot spell "api" anyway.
    return rawPath;
  }
}
