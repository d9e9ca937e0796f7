import { Modal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useScreenBelow } from '../hooks/use-screen-below';
import { focusMainContent } from '../lib/focus';

/**
 * A Modal that becomes full-screen on phones (ui.md: modals full-screen at 390 px), and gives focus back to the
 * control that opened it when it closes (docs/product/README.md#keyboard-and-screen-readers).
 */
export function ResponsiveModal(props: ModalProps) {
  const phone = useScreenBelow('xs');
  const returnFocus = props.returnFocus ?? true;
  useReturnFocus(props.opened && returnFocus);
  return <Modal {...props} returnFocus={false} fullScreen={phone} />;
}

/**
 * Mantine returns focus only when `opened` goes from false to true and back; most of our dialogs are mounted
 * already open and unmounted to close (so nothing is derived while they are closed), and then focus fell to the
 * page body. This remembers the focused control when the dialog opens (the focus trap moves focus a tick
 * later) and, once it closes or unmounts, focuses it again; when that control is gone (its row was deleted),
 * the main content takes focus instead.
 */
function useReturnFocus(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useLayoutEffect(() => {
    if (opened) {
      wasOpen.current = true;
      // A dialog hidden while a second one is open over it (and shown again) keeps its first opener.
      if (!opener.current?.isConnected) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    restoreSoon(opener);
  }, [opened]);

  // Unmounted while open.
  useLayoutEffect(
    () => () => {
      if (wasOpen.current) restoreSoon(opener);
    },
    [],
  );
}

function restoreSoon(opener: { current: HTMLElement | null }) {
  const atClose = document.activeElement;
  window.setTimeout(() => {
    // The page may be gone by then (a test's document torn down, a navigation away).
    if (typeof document === 'undefined') return;
    const active = document.activeElement;
    // Focus already moved on by itself: into another dialog (keep the opener for when this one shows again),
    // or to a control the closing action chose.
    if (active && active !== document.body && active !== atClose && active.isConnected) {
      if (!active.closest('[role="dialog"]')) opener.current = null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    // A dialog that opened by itself (a tour) had no opener: the next Tab starts at the top, the skip link.
    if (!target) return;
    if (target.isConnected && !target.closest('[inert], [aria-hidden="true"]'))
      target.focus({ preventScroll: true });
    else focusMainContent();
  }, 10);
}
