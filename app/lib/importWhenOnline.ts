/** While the browser claims to be online but a chunk still fails, the wait between tries. */
const RETRY_MS = 5_000;

/**
 * A lazy chunk's import that outlasts a lost connection. If fetching the chunk fails, it
 * is tried again when the browser is back online (or every few seconds while it claims
 * to be), so a screen whose code was still on its way when the network went waits behind
 * its Suspense fallback instead of throwing to a blank page. The interview is meant to
 * keep working offline from its first open, before the service worker holds a copy.
 * Any other failure (a chunk that does not run) is thrown as before.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isFetchFailure(error)) throw error;
      await backOnline(RETRY_MS);
    }
  }
}

/** Chromium, Firefox and Safari each word a module that could not be fetched their own way. */
const FETCH_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && FETCH_FAILURE.test(error.message);
}

function backOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, navigator.onLine ? ms : 60_000);
    window.addEventListener('online', done);
  });
}
