/** The product's billing wording (docs/product/billing.md), shared by the API and the web. */
export const billingMessages = {
  trialExpired: 'Trial days expired',
  upgradePlan: 'You need to upgrade your plan to use this feature.',
  readOnly: 'Your trial or plan has ended: the organisation is read-only until a plan is paid.',
  enterpriseContact: 'For more than 20 members, contact our team.',
  addPaymentMethod: 'Please add a payment method',
  memberFull: 'Are you sure you want to update subscription members?',
  memberFullTitle: 'Member limit reached',
  promoInvalid: 'This promo code is not valid',
  noSubscription: 'No Plan Active',
  alreadySubscribed: 'The organisation already has a plan; change it instead',
  cancelling: 'The plan is being cancelled at the end of its term',
  cardDeclined: 'Your card was declined.',
  defaultCardDelete:
    'The default card cannot be deleted while a plan is active; set another card as default first',
  demoLocked: 'Billing of the demo organisation cannot be changed',
  pastDue: 'Your last payment failed. Update your card to keep the organisation writable.',
  termsRequired: 'Please accept the terms before paying',
  subscribed: 'Plan subscribed successfully',
  updated: 'Subscription updated successfully',
  cancelled: 'Your plan will be cancelled at the end of the paid term',
  cardAdded: 'Payment method added successfully',
  cardDeleted: 'Payment method deleted successfully',
  cardDefault: 'Default payment method updated',
  billingInfoSaved: 'Billing information saved',
  planEnded: 'Your plan has ended',
  planEndedChoose: 'Choose a plan to make the organisation writable again; your data is all here.',
  resumed: 'Your plan will renew at the end of the term',
  notCancelling: 'The plan is not being cancelled',
  alreadyEnded: 'The plan has ended; choose a plan again',
  amountChanged: 'The amount has changed since it was shown; please check the new total',
  trialing: 'Subscribed: your card is charged when the trial ends',
} as const;

/**
 * A plan bought or lowered below the seats in use (members plus every invitation not accepted or revoked,
 * docs/product/billing.md#seats): names how many to remove, e.g. 'Remove 2 members or invitations first: 5
 * seats are in use'.
 */
export function seatsInUseMessage(inUse: number, seats: number): string {
  const remove = inUse - seats;
  const what = remove === 1 ? 'member or invitation' : 'members or invitations';
  return `Remove ${remove} ${what} first: ${inUse} seats are in use`;
}
