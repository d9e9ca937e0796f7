import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { clearDraft, type Draft, readDraft, writeDraft } from '../model/draft';
import type { WizardValues } from '../model/wizard-values';

/**
 * Unsaved work in the calculator (docs/product/calculator.md#drafts-and-leaving): a draft left from an earlier
 * visit is offered until restored or discarded (one with no name and no person is not worth offering); changes
 * are kept as a draft half a second after each one, also while the offer is open, which then holds the earlier
 * draft in memory; leaving the page (in the app or the browser) while unsaved asks first. `markSaved` ends all
 * of it once the server has the calculation.
 */
export function useDraftKeeping({
  id,
  version,
  values,
  dirty,
}: {
  id?: number;
  version?: number;
  values: WizardValues;
  dirty: boolean;
}) {
  const [offered, setOffered] = useState<Draft | null>(() => {
    const draft = readDraft(id);
    // A draft kept by an older build may lack a name: read as none.
    const empty = draft && !draft.values.calculator_name?.trim() && draft.values.persons.length === 0;
    return draft && !empty && (id === undefined || draft.version === version) ? draft : null;
  });
  const saved = useRef(false);

  // Unsaved work: kept as a draft half a second after each change, and guarded when leaving.
  const pendingDraft = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty || saved.current) return;
    const write = () => {
      pendingDraft.current = null;
      if (saved.current) return; // saved since: nothing to keep
      writeDraft(id, { values, version, savedAt: new Date().toISOString() });
    };
    pendingDraft.current = write;
    const timer = setTimeout(write, 500);
    return () => clearTimeout(timer);
  }, [dirty, values, id, version]);
  // Leaving within half a second of the last keystroke still keeps that keystroke in the draft.
  useEffect(() => () => pendingDraft.current?.(), []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (saved.current) return;
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    /** The earlier draft on offer, if any. */
    offered,
    /**
     * The offer answered: restored (the caller takes its values) or discarded. A discard removes the stored
     * draft unless it already holds the work done since (`dirty`), which is kept.
     */
    closeOffer: (discard: boolean) => {
      if (discard && !dirty) clearDraft(id);
      setOffered(null);
    },
    markSaved: () => {
      saved.current = true;
      clearDraft(id);
    },
    blocker,
  };
}
