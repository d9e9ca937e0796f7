import { useSyncExternalStore } from 'react';

/** The public site's three forms (docs/product/public-site.md#forms). */
export type ContactKind = 'demo' | 'inquiry' | 'support';

let open: ContactKind | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Opens one of the contact modals from anywhere on the public site (hero, pricing, contact, footer). */
export function openContact(kind: ContactKind) {
  open = kind;
  emit();
}

export function closeContact() {
  open = null;
  emit();
}

export function useOpenContact(): ContactKind | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
}
