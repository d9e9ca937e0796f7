import { IconCreditCard } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The card brand's mark beside a saved card (docs/product/billing.md#billing-and-payment-settingsbilling-payment:
 * the accepted cards are Visa, Mastercard, American Express and Discover). Drawn here, small and flat, so nothing
 * loads from the internet; any other brand gets a generic card.
 */
const BRANDS: Record<string, { name: string; mark: ReactNode }> = {
  visa: {
    name: 'Visa',
    mark: (
      <>
        <rect width="40" height="26" rx="4" fill="#1a1f71" />
        <text
          x="20"
          y="17.5"
          textAnchor="middle"
          fill="#fff"
          fontSize="11"
          fontWeight="700"
          fontStyle="italic"
        >
          VISA
        </text>
      </>
    ),
  },
  mastercard: {
    name: 'Mastercard',
    mark: (
      <>
        <rect width="40" height="26" rx="4" fill="#252525" />
        <circle cx="16" cy="13" r="7" fill="#eb001b" />
        <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  amex: {
    name: 'American Express',
    mark: (
      <>
        <rect width="40" height="26" rx="4" fill="#2e77bc" />
        <text x="20" y="17" textAnchor="middle" fill="#fff" fontSize="9" fontWeight="700">
          AMEX
        </text>
      </>
    ),
  },
  discover: {
    name: 'Discover',
    mark: (
      <>
        <rect width="40" height="26" rx="4" fill="#fff" stroke="#ced4da" />
        <text x="17" y="16.5" textAnchor="middle" fill="#231f20" fontSize="6.5" fontWeight="700">
          DISCOVER
        </text>
        <circle cx="33.5" cy="14" r="3" fill="#f58220" />
      </>
    ),
  },
};

/** The brand's name as a person says it: 'Visa', 'American Express'; the raw value for others. */
export const cardBrandName = (brand: string) => BRANDS[brand.toLowerCase()]?.name ?? brand;

export function CardBrandMark({ brand }: { brand: string }) {
  const known = BRANDS[brand.toLowerCase()];
  if (!known) return <IconCreditCard size={28} aria-hidden />;
  return (
    <svg width="40" height="26" viewBox="0 0 40 26" role="img" aria-label={known.name} data-brand={brand}>
      {known.mark}
    </svg>
  );
}
