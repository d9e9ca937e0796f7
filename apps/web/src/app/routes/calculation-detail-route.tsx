import { CalculationDetailPage } from '../../features/calculations/calculation-detail-page';
import { CreateQuoteModal } from '../../features/quotes/components/create-quote-modal';

/** The calculation detail page with the quotes feature's Create Quote form. */
export function CalculationDetailRoute() {
  return <CalculationDetailPage CreateQuoteModal={CreateQuoteModal} />;
}
