import { withFormNames } from './wire-names';
import type { WizardValues } from './wizard-values';

/**
 * Drafts of the calculator kept in the browser (docs/product/calculator.md#drafts): one for a new
 * calculation and one per calculation being edited, in this organisation's sub-domain's storage.
 */
export interface Draft {
  values: WizardValues;
  /** The version being edited, so an edit draft is offered only on the same version. */
  version?: number;
  savedAt: string;
}

const keyOf = (id?: number) => `calculatorDraft:${id ?? 'new'}`;

export function readDraft(id?: number, storage: Storage = localStorage): Draft | null {
  try {
    const raw = storage.getItem(keyOf(id));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    if (!Array.isArray(draft?.values?.persons)) return null;
    return { ...draft, values: { ...draft.values, persons: draft.values.persons.map(withFormNames) } };
  } catch {
    return null;
  }
}

export function writeDraft(id: number | undefined, draft: Draft, storage: Storage = localStorage) {
  try {
    storage.setItem(keyOf(id), JSON.stringify(draft));
  } catch {
    // A full or blocked storage loses the draft, never the work on screen.
  }
}

export function clearDraft(id?: number, storage: Storage = localStorage) {
  storage.removeItem(keyOf(id));
}
