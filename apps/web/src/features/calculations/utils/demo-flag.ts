/**
 * The local walkthrough flags: the walkthrough shows while the flag is the string 'true'
 * (docs/product/README.md#constants-used-across-areas).
 */
export type DemoFlag = 'calculationDemo' | 'calculationDetailDemo';

export function demoFlagOn(flag: DemoFlag): boolean {
  try {
    return window.localStorage.getItem(flag) === 'true';
  } catch {
    return false;
  }
}

/** Finish sets the flag to 'false', so the walkthrough does not come back. */
export function finishDemo(flag: DemoFlag) {
  try {
    window.localStorage.setItem(flag, 'false');
  } catch {
    // Private mode without storage: the walkthrough simply closes.
  }
}
