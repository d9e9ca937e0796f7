/** Resolves once the browser is online again (at once when it is). */
function backOnline(): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine) return resolve();
    window.addEventListener('online', () => resolve(), { once: true });
  });
}

/**
 * Loads a page's code, trying again instead of failing the navigation: offline it waits for the connection
 * (the current page stays on screen meanwhile, since navigations render in a transition), online it tries
 * `attempts` times with a short back-off before the error reaches the page's error boundary
 * (docs/product/README.md#network-and-server-failures).
 */
export async function importWithRetry<T>(load: () => Promise<T>, attempts = 3): Promise<T> {
  for (let failed = 0; ; ) {
    try {
      return await load();
    } catch (err) {
      if (!navigator.onLine) {
        await backOnline();
        continue;
      }
      failed += 1;
      if (failed >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 400 * 2 ** failed));
    }
  }
}
