import { useSyncExternalStore } from 'react';

/**
 * The local `expire` flag (docs/product/billing.md#trial-and-expiry): set when the API says the organisation is
 * read-only, cleared when the expired-plan modal is closed. Components subscribe with `usePlanExpiredFlag`.
 */
const KEY = 'expire';
const EVENT = 'sm:plan-expired';

export function markPlanExpired() {
  localStorage.setItem(KEY, 'true');
  window.dispatchEvent(new Event(EVENT));
}

export function clearPlanExpired() {
  localStorage.removeItem(KEY);
  window.dispatchEvent(new Event(EVENT));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

export const usePlanExpiredFlag = () =>
  useSyncExternalStore(subscribe, () => localStorage.getItem(KEY) === 'true');
