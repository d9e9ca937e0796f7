import { useEffect, useRef, useState } from 'react';

/** How long 'Copied!' shows after a copy (docs/product/quotes.md#send-quote-modal). */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and reports `copied` for COPIED_MS; a second copy restarts the wait. Where the
 * Clipboard API is refused (an insecure origin), a hidden textarea and execCommand('copy') take over.
 */
export function useCopied() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      ok = legacyCopy(text);
    }
    if (!ok) return false;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  };
  return { copied, copy };
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
