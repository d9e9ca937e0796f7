/** Sends mail without failing the request: the user can always ask for the e-mail again. */
export async function sendQuietly(send: () => Promise<void>, log?: (err: unknown) => void) {
  try {
    await send();
  } catch (err) {
    log?.(err);
  }
}
