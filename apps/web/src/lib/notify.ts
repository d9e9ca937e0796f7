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

function show(toast: Toast) {
  if (!containerWanted) {
    containerWanted = true;
    for (const l of listeners) l();
  }
  import('@mantine/notifications')
    .then(({ notifications }) => notifications.show(toast))
    .catch(() => undefined);
}

/** Toasts: green success, yellow warning, red error, blue info; top-right for 10 s (set in providers). */
export const notify = {
  success: (message: string) => show({ color: 'green', message }),
  info: (message: string) => show({ color: 'blue', message }),
  warning: (message: string) => show({ color: 'yellow', message }),
  error: (messageOrError: unknown, fallback = 'Error, Please try again.') =>
    show({
      color: 'red',
      message:
        messageOrError instanceof ApiError || messageOrError instanceof Error
          ? messageOrError.message
          : typeof messageOrError === 'string'
            ? messageOrError
            : fallback,
    }),
};
