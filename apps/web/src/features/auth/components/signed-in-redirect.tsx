import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import type { Session } from '../../../lib/session';
import { useSignedInRedirect } from './use-signed-in-redirect';

/** Wraps a public page (the landing page): a signed-in user goes to their organisation's dashboard instead. */
export function SignedInRedirect({
  session,
  children,
}: {
  /** The signed-in user now (the public site reads it from the startup answer, the app from its query). */
  session: Session | null | undefined;
  children: ReactNode;
}) {
  const redirecting = useSignedInRedirect(session);
  return redirecting ? <PageLoader label="Opening your dashboard…" /> : children;
}
