import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useSignedInRedirect } from './use-signed-in-redirect';

/** Wraps a public page (the landing page): a signed-in user goes to their organisation's dashboard instead. */
export function SignedInRedirect({ children }: { children: ReactNode }) {
  const redirecting = useSignedInRedirect();
  return redirecting ? <PageLoader label="Opening your dashboard…" /> : children;
}
