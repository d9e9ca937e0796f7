import { lazy } from 'react';
import { CalculationDetailPage } from '../../features/calculations/calculation-detail-page';

// The Create Quote form (a form, date pickers, Select) loads when it is opened, not with the detail page.
const CreateQuoteModal = lazy(() =>
  import('../../features/quotes/components/create-quote-modal').then((m) => ({
    default: m.CreateQuoteModal,
  })),
);

/** The calculation detail page with the quotes feature's Create Quote form. */
export function CalculationDetailRoute() {
  return <CalculationDetailPage CreateQuoteModal={CreateQuoteModal} />;
}
