/**
 * Where keyboard focus goes when a step of a form changes or a dialog closes, so it never drops to the page
 * body (docs/product/README.md#keyboard-and-screen-readers).
 */

/** The page's main content (the skip link's target, app/layout/app-layout.tsx). */
export const MAIN_CONTENT_ID = 'main-content';

const FIELD =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [role="radio"]';

/**
 * Moves focus to the start of a step: its first invalid field, else its first field, else its heading (an element
 * marked `data-step-focus`), else the container itself. A searchable select would open its list on focus, so the
 * heading or container takes focus instead; a radio group is entered at its checked radio.
 */
export function focusStepStart(root: HTMLElement | null): void {
  if (!root) return;
  let target =
    root.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.querySelector<HTMLElement>(FIELD);
  if (target instanceof HTMLInputElement && target.type === 'radio' && target.name) {
    target =
      root.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(target.name)}"]:checked`) ??
      target;
  }
  if (!target || target.getAttribute('aria-haspopup') === 'listbox') {
    target = root.querySelector<HTMLElement>('[data-step-focus]') ?? root;
  }
  if (target === root && !root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
  target.focus();
}

/** The main content, for when the control focus should return to is gone (its row was deleted). */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
