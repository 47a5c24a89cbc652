/**
 * Other ways to write the same API path that some layer (a proxy, a client library,
 * a case-insensitive router) might treat as that path. Each must be answered as the
 * exact path would be, or not routed at all.
 */
export function pathSpellings(path: string): Record<string, string> {
  const rest = path.slice('/api'.length);
  const [first = '', ...others] = rest.split('/').filter(Boolean);
  return {
    exact: path,
    upperCase: path.toUpperCase(),
    mixedCase: `/Api${rest.replace(/[a-z]/, (letter) => letter.toUpperCase())}`,
    doubledSlashes: `//api//${[first, ...others].join('//')}`,
    encodedApi: `/%61pi${rest}`,
    encodedUpperApi: `/%41PI${rest}`,
    encodedSegment: `/api/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${others.length ? `/${others.join('/')}` : ''}`,
    trailingSlash: `${path}/`,
    dotSegment: `/api/.${rest}`,
    dotDotAfter: `${path}/x/..`,
    dotDotBefore: `/x/..${path}`,
    backslash: `/api\\${rest.slice(1)}`,
  };
}
