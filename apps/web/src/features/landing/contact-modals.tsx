import { lazy, Suspense, useEffect } from 'react';
import { usePathname } from '../../lib/navigation';
import { openContact, useOpenContact } from './contact-store';

// The forms' code (Mantine form, modal, focus trap) loads on the first click, not with the landing page.
const ContactFormModal = lazy(() =>
  import('./contact-form-modal').then((m) => ({ default: m.ContactFormModal })),
);

/** Hosts the Get a Demo, Inquiry and Support modals; Support opens by itself on any path containing /support. */
export function ContactModals() {
  const kind = useOpenContact();
  const pathname = usePathname();
  useEffect(() => {
    if (pathname.includes('/support')) openContact('support');
  }, [pathname]);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <ContactFormModal kind={kind} />
    </Suspense>
  );
}
