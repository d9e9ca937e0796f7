import type { ReactNode } from 'react';
import classes from './job-detail.module.css';

/**
 * job_detail's layout: individuals on the left, the person's tabs in the middle, the live results card on the
 * right (lg and up). Narrower, they stack and the results become a bar at the bottom (the wizard then passes no
 * card). A plain CSS grid: it renders on every keystroke, so it is kept to three elements.
 */
export function JobDetailLayout({
  panel,
  editor,
  results,
}: {
  panel: ReactNode;
  editor: ReactNode;
  results: ReactNode;
}) {
  return (
    <div className={classes.layout}>
      <div>{panel}</div>
      <div>{editor}</div>
      {results && <div className={classes.results}>{results}</div>}
    </div>
  );
}
