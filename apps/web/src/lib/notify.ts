import { ApiError } from './api-client';

type Toast = { color: string; message: string };

let containerWanted = false;
const listeners = new Set<() => void>();

/**
 * True once a toast was asked for: app/providers.tsx then mounts the toast container. Toasts and their container
 * load with the first toast, not with every page.
 */
export const toastContainer = {
  wanted: () => containerWanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Loads the toasts' code ahead of the first toast (the signed-in app calls it once it is up): offline, nothing
 * more can load, and "You're offline" is exactly a toast that must still show.
 */
export function preloadToasts(): void {
  import('@mantine/notifications').catch(() => undefined);
}

/** The success or error toast on screen: a new outcome replaces it, so two outcomes never show side by side. */
let outcomeId: string | null = null;
let nextId = 0;

function show(toast: Toast, outcome = false) {
  if (!containerWanted) {
    containerWanted = true;
    for (const l of listeners) l();
  }
  const id = `toast-${++nextId}`;
  const previous = outcome ? outcomeId : null;
  if (outcome) outcomeId = id;
  import('@mantine/notifications')
    .then(({ notifications }) => {
      if (previous) notifications.hide(previous);
      notifications.show({ ...toast, id });
    })
    .catch(() => undefined);
}

/**
 * Toasts: green success, yellow warning, red error, blue info; top-right for 10 s (set in providers). Success and
 * error are outcomes: one replaces the other ("Your card was declined." never stays beside a success).
 */
export const notify = {
  success: (message: string) => show({ color: 'green', message }, true),
  info: (message: string) => show({ color: 'blue', message }),
  warning: (message: string) => show({ color: 'yellow', message }),
  error: (messageOrError: unknown, fallback = 'Error, Please try again.') =>
    show(
      {
        color: 'red',
        message:
          messageOrError instanceof ApiError || messageOrError instanceof Error
            ? messageOrError.message
            : typeof messageOrError === 'string'
              ? messageOrError
              : fallback,
      },
      true,
    ),
};
