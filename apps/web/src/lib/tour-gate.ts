import { useEffect, useState } from 'react';
import { usePlanExpiredFlag } from './plan-expiry';
import { useSession } from './session';

/** Another modal dialog on screen (Mantine marks every modal and drawer this way). */
const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * Whether a tour that wants to show may show now (docs/product/dashboard.md#onboarding): never over another
 * dialog (it waits until that one closes) and never while the plan has ended (the expired-plan modal has the
 * screen; a tour showing when that happens closes). Once shown, its own dialog does not hold it back.
 */
export function useTourGate(wanted: boolean): boolean {
  const { data: session } = useSession();
  const expired = usePlanExpiredFlag() || !!session?.expire;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!wanted || expired) {
      setShown(false);
      return;
    }
    if (shown) return;
    if (!dialogOpen()) {
      setShown(true);
      return;
    }
    // Watched only while waiting: the moment the other dialog leaves the page, the tour may open.
    const observer = new MutationObserver(() => {
      if (dialogOpen()) return;
      observer.disconnect();
      setShown(true);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [wanted, expired, shown]);
  return wanted && !expired && shown;
}
