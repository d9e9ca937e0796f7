import { IconChartBar, IconChecklist, IconSend, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { WalkthroughModal, type WalkthroughSlide } from '../../../components/walkthrough-modal';
import { demoFlagOn, finishDemo } from '../utils/demo-flag';
import { OnboardingSurvey } from './onboarding-survey';

const SURVEY_KEY = 'onboardingSurvey';

const slides: WalkthroughSlide[] = [
  {
    icon: IconChecklist,
    title: 'The figures that matter',
    text: 'Project cost, wages, employer burden, gross profit with its margin, and revenue, for the whole assignment and per hour.',
  },
  {
    icon: IconUsers,
    title: 'Pick who and where',
    text: 'Untick individuals or states on the left: every card and chart re-adds the selection at once.',
  },
  {
    icon: IconChartBar,
    title: 'See where the money goes',
    text: 'The tabs break the cost down line by line, split the employer burden, and show profit per hour, day, week and month.',
  },
  {
    icon: IconSend,
    title: 'Get it approved',
    text: 'Send for Approval notifies your managers. Once approved it is ready for a quote; declined ones say why.',
  },
];

/**
 * Opens about 500 ms after the page loads while localStorage.calculationDetailDemo is 'true'; its Finish leads
 * to the onboarding survey, once in a browser (localStorage.onboardingSurvey is 'done' after it).
 */
export function DetailWalkthrough() {
  const [opened, setOpened] = useState(false);
  const [survey, setSurvey] = useState(false);
  useEffect(() => {
    if (!demoFlagOn('calculationDetailDemo')) return;
    const t = setTimeout(() => setOpened(true), 500);
    return () => clearTimeout(t);
  }, []);
  return (
    <>
      <WalkthroughModal
        title="Reading a calculation"
        slides={slides}
        opened={opened}
        onShown={() => finishDemo('calculationDetailDemo')}
        onFinish={() => {
          finishDemo('calculationDetailDemo');
          setOpened(false);
          setSurvey(localStorage.getItem(SURVEY_KEY) !== 'done');
        }}
      />
      <OnboardingSurvey
        opened={survey}
        onFinish={() => {
          localStorage.setItem(SURVEY_KEY, 'done');
          setSurvey(false);
        }}
      />
    </>
  );
}
