import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry adds Stripe's script when a card form first needs it, not on every signed-in page that
// imports billing code (docs/performance.md#page-speed).
import { loadStripe } from '@stripe/stripe-js/pure';
import { type ChangeEvent, type ReactNode, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSandboxCard, useSetupIntent } from '../api/billing-api';

interface CardFormProps {
  provider: 'stripe' | 'sandbox';
  publishableKey: string | null;
  submitLabel: string;
  /** Extra controls above the button (terms, default checkbox). */
  children?: ReactNode;
  disabled?: boolean;
  onBack?: () => void;
  /** Runs with the card's payment method id; errors are toasted and the form is enabled again. */
  onCard: (pmId: string) => Promise<void>;
}

/**
 * The card entry (docs/product/billing.md#add-payment-method-settingsbilling-paymentpayment-method): Stripe
 * Elements (no postal code) when Stripe is configured, otherwise the sandbox's own form for Stripe's test cards.
 */
export function CardForm(props: CardFormProps) {
  return props.provider === 'stripe' && props.publishableKey ? (
    <StripeCardForm {...props} publishableKey={props.publishableKey} />
  ) : (
    <SandboxCardForm {...props} />
  );
}

function Actions({ props, busy, onSubmit }: { props: CardFormProps; busy: boolean; onSubmit?: () => void }) {
  return (
    <Group justify="flex-end">
      {props.onBack && (
        <Button variant="default" onClick={props.onBack} disabled={busy}>
          Back
        </Button>
      )}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        loading={busy}
        disabled={props.disabled}
      >
        {props.submitLabel}
      </Button>
    </Group>
  );
}

function SandboxCardForm(props: CardFormProps) {
  const tokenize = useSandboxCard();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** One field's text, its change and the server's message for it. */
  const field = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setCard((c) => ({ ...c, [name]: value }));
    },
    error: errors[name] || undefined,
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
    if (!m) {
      setErrors({ expiry: 'Your card’s expiration date is incomplete.' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const pmId = await tokenize.mutateAsync({
        number: card.number,
        exp_month: Number(m[1]),
        exp_year: 2000 + Number(m[2]),
        cvc: card.cvc,
      });
      await props.onCard(pmId);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        const f = err.fieldErrors;
        setErrors({
          number: f.number?.[0] ?? '',
          expiry: (f.exp_month ?? f.exp_year)?.[0] ?? '',
          cvc: f.cvc?.[0] ?? '',
        });
      }
      notify.error(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert variant="light" color="gray" p="xs">
          <Text size="xs">
            Sandbox payments: no card is charged. Use a card provider test card such as 4242 4242 4242 4242
            (any future date, any CVC); 4000 0000 0000 0002 is declined.
          </Text>
        </Alert>
        <TextInput
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          {...field('number')}
        />
        <SimpleGrid cols={2}>
          <TextInput label="Expiry" placeholder="MM / YY" autoComplete="cc-exp" {...field('expiry')} />
          <TextInput
            label="CVC"
            placeholder="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            {...field('cvc')}
          />
        </SimpleGrid>
        {props.children}
        <Actions props={props} busy={busy} />
      </Stack>
    </form>
  );
}

const stripes = new Map<string, Promise<Stripe | null>>();

function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => {
    let p = stripes.get(props.publishableKey);
    if (!p) {
      p = loadStripe(props.publishableKey);
      stripes.set(props.publishableKey, p);
    }
    return p;
  }, [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields(props: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const setupIntent = useSetupIntent();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    try {
      const { client_secret } = await setupIntent.mutateAsync();
      if (!client_secret) throw new Error('Card entry is not available');
      const result = await stripe.confirmCardSetup(client_secret, { payment_method: { card } });
      if (result.error) throw new Error(result.error.message ?? 'Your card was declined.');
      const pm = result.setupIntent.payment_method;
      await props.onCard(typeof pm === 'string' ? pm : (pm?.id ?? ''));
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <div style={{ padding: 12, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      {props.children}
      <Actions props={props} busy={busy} onSubmit={submit} />
    </Stack>
  );
}
