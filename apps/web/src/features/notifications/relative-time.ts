import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "5 minutes ago", as the dropdown and the notifications table show dates. */
export const fromNow = (date: string | Date) => dayjs(date).fromNow();
