import { IconFilter, IconListDetails, IconPointer, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { WalkthroughModal, type WalkthroughSlide } from '../../../components/walkthrough-modal';
import { demoFlagOn, finishDemo } from '../utils/demo-flag';

const slides: WalkthroughSlide[] = [
  {
    icon: IconListDetails,
    title: 'Every calculation in one place',
    text: 'Each row is a saved calculation: its revenue, who built it and where it stands in the approval.',
  },
  {
    icon: IconFilter,
    title: 'Find one fast',
    text: 'Search by title, member or the first digits of the revenue, and narrow by status, member, revenue or date.',
  },
  {
    icon: IconPointer,
    title: 'Open it',
    text: 'Click a row to see its cost breakdown, send it for approval or download it as PDF or Excel.',
  },
  {
    icon: IconTrash,
    title: 'Tidy up',
    text: 'The bin removes a calculation. One that already has a quote cannot be deleted.',
  },
];

/**
 * Shown while localStorage.calculationDemo is 'true', on that visit only: showing it sets the flag to 'false'. It opens the frame after the
 * rows are on screen (`listShown`): the guide explains rows the user can already see, and the list's first
 * paint does not wait for the modal (docs/performance.md#page-speed).
 */
export function ListWalkthrough({ listShown }: { listShown: boolean }) {
  const [wanted] = useState(() => demoFlagOn('calculationDemo'));
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!wanted || !listShown) return;
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [wanted, listShown]);
  return (
    <WalkthroughModal
      title="Your calculations"
      slides={slides}
      opened={opened}
      onShown={() => finishDemo('calculationDemo')}
      onFinish={() => {
        finishDemo('calculationDemo');
        setOpened(false);
      }}
    />
  );
}
