import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';

/** Toasts: green success, red error, blue info; top-right for 10 s (set in providers). */
export const notify = {
  success: (message: string) => notifications.show({ color: 'green', message }),
  info: (message: string) => notifications.show({ color: 'blue', message }),
  error: (messageOrError: unknown, fallback = 'Error, Please try again.') =>
    notifications.show({
      color: 'red',
      message:
        messageOrError instanceof ApiError || messageOrError instanceof Error
          ? messageOrError.message
          : typeof messageOrError === 'string'
            ? messageOrError
            : fallback,
    }),
};
