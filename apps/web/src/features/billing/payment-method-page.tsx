import { Card, Checkbox, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { useAddPaymentMethod, useBillSettings } from './api/billing-api';
import { CardForm } from './components/card-form';

/** /settings/billing-payment/payment-method: the card form, 'Use as default payment method', Add and Back. */
export function PaymentMethodPage() {
  const navigate = useNavigate();
  const { data } = useBillSettings();
  const add = useAddPaymentMethod();
  const [asDefault, setAsDefault] = useState(true);
  if (!data) return <PageLoader />;
  return (
    <Stack maw={520} gap="lg">
      <BackLink to={paths.billing}>Billing and payment</BackLink>
      <Title order={2}>Add Payment Method</Title>
      <Card withBorder padding="lg">
        <CardForm
          provider={data.provider}
          publishableKey={data.publishable_key}
          submitLabel="Add"
          onBack={() => navigate(paths.billing)}
          onCard={async (pmId) => {
            const answer = await add.mutateAsync({ pm_id: pmId, default_status: asDefault });
            notify.success(answer.message);
            navigate(paths.billing);
          }}
        >
          <Checkbox
            label="Use as default payment method"
            checked={asDefault}
            onChange={(e) => setAsDefault(e.currentTarget.checked)}
          />
        </CardForm>
      </Card>
    </Stack>
  );
}
