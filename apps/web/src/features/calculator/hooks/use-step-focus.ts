import { useEffect, useRef, useState } from 'react';
import { focusStepStart } from '../../../lib/focus';

/**
 * Continue and Back move focus to the start of what they open (its first field, or its heading), instead of
 * leaving it on a button that was replaced (docs/product/calculator.md#keyboard). `moveFocus` asks for it once
 * the next render has put the new step under `stepRoot`.
 */
export function useStepFocus() {
  const stepRoot = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const root = stepRoot.current;
    focusStepStart(root?.querySelector<HTMLElement>('[role="tabpanel"]') ?? root);
  }, [focusRequest]);
  return { stepRoot, moveFocus: () => setFocusRequest((n) => n + 1) };
}
