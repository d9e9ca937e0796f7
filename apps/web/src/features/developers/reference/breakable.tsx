import type { ReactNode } from 'react';

/**
 * A field name, type or path with a line-break chance after each `_`, `.` and `/`: on a phone a long name such
 * as `members.0.expected_total_cents` wraps between its words instead of in the middle of one.
 */
export function Breakable({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let at = 0;
  for (const part of text.split(/(?<=[_./])/)) {
    if (at > 0) out.push(<wbr key={at} />);
    out.push(part);
    at += part.length;
  }
  return <>{out}</>;
}
