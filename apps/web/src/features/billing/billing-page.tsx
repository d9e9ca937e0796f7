import { billingMessages } from '@app/contracts/billing/messages';
import { frequencyOf } from '@app/contracts/billing/pricing';
import type { PaymentMethod } from '@app/contracts/billing/schemas';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { ConfirmModal } from '../../components/confirm-modal';
import { PageLoader } from '../../components/page-loader';
import { SimpleTable } from '../../components/simple-table';
import { paths } from '../../config/paths';
import { formatLongDate as longDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import {
  useBillSettings,
  useCancelSubscription,
  useDeletePaymentMethod,
  useResumeSubscription,
  useSetDefaultPaymentMethod,
} from './api/billing-api';
import { CardBrandMark, cardBrandName } from './components/card-brand';
import { ManageTeamModal } from './components/manage-team-modal';
import { isLivePlan } from './live-plan';
import { historyDate, money } from './money';

export const billingPaths = {
  paymentMethod: `${paths.billing}/payment-method`,
  billingInformation: `${paths.billing}/billing-information`,
};

type Pending = { kind: 'cancel' } | { kind: 'default' | 'delete'; card: PaymentMethod } | null;

/** /settings/billing-payment (docs/product/billing.md#billing-and-payment-settingsbilling-payment). */
export function BillingPage() {
  const navigate = useNavigate();
  const { data } = useBillSettings();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const [pending, setPending] = useState<Pending>(null);
  const [managing, setManaging] = useState(false);
  if (!data) return <PageLoader />;
  // A plan that has ended (cancelled, term over) is shown as ended; a new one is chosen on /change-plan.
  const live = isLivePlan(data);
  const ended = data.subscription !== null && !live;
  const sub = live ? data.subscription : null;
  const editable = !data.is_demo;
  const yearly = sub ? frequencyOf(sub.plan.frequency) === 'yearly' : false;
  const state = data.billing;
  const totalText = sub ? `${money(sub.period_total_cents)} / ${yearly ? 'year' : 'month'}` : money(0);

  async function confirm() {
    if (!pending) return;
    try {
      const answer =
        pending.kind === 'cancel'
          ? await cancel.mutateAsync(undefined)
          : pending.kind === 'default'
            ? await setDefault.mutateAsync(pending.card.pm_id)
            : await remove.mutateAsync(pending.card.pm_id);
      notify.success(answer.message);
    } catch (err) {
      notify.error(err);
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack gap="lg">
      <BackLink to={paths.settings}>Settings</BackLink>
      <Title order={2}>Billing and payment</Title>
      {state.state === 'past_due' && (
        <Alert color="orange" title="Payment failed">
          {billingMessages.pastDue} The card is retried over the next days
          {state.grace_ends_at
            ? `; the organisation becomes read-only on ${longDate(state.grace_ends_at)}`
            : ''}
          .
        </Alert>
      )}
      {state.state === 'expired' && (
        <Alert color="red" title={ended ? billingMessages.planEnded : billingMessages.trialExpired}>
          {ended ? billingMessages.planEndedChoose : billingMessages.readOnly}
        </Alert>
      )}
      {state.state === 'trial' && (
        <Alert color="blue" variant="light">
          {state.trial_days_left} days remaining in trial
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg" radius="md">
          <Text size="sm" c="dimmed">
            {sub ? (yearly ? 'Actual plan' : 'Monthly plan') : ''}
          </Text>
          {sub ? (
            <>
              <Title order={3}>{sub.plan.name}</Title>
              <Text>
                {money(sub.seat_price_cents)} per member a {yearly ? 'year' : 'month'}
              </Text>
              {sub.status === 'trialing' && (
                <Badge mt={4} variant="light">
                  Trialing: first charge on {longDate(sub.end_date)}
                </Badge>
              )}
              <Group gap="sm" mt={4} wrap="wrap">
                <Text size="sm" c="dimmed">
                  {sub.cancel_at
                    ? `Cancelled: the plan ends on ${longDate(sub.cancel_at)}`
                    : `Plan is valid till ${longDate(sub.end_date)}`}
                </Text>
                {sub.cancel_at && editable && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={resume.isPending}
                    onClick={() =>
                      resume.mutateAsync(undefined).then(
                        (r) => notify.success(r.message),
                        (err) => notify.error(err),
                      )
                    }
                  >
                    Resume plan
                  </Button>
                )}
              </Group>
            </>
          ) : (
            <Title order={3}>{ended ? billingMessages.planEnded : 'No Plan Active'}</Title>
          )}
          <Group justify="space-between" mt="md">
            <div>
              <Text size="sm">{yearly ? 'Members' : 'Monthly members'}</Text>
              <Text fw={600}>
                {sub?.members ?? state.used_seats} member(s)
                {sub && state.used_seats !== sub.members ? ` (${state.used_seats} in use)` : ''}
              </Text>
            </div>
            {editable && (
              <Anchor component="button" type="button" size="sm" onClick={() => setManaging(true)}>
                Edit member
              </Anchor>
            )}
          </Group>
          <Group justify="space-between" mt="sm">
            <Text size="sm">Total payment for members</Text>
            <Text fw={700} data-testid="invoice-total">
              {totalText}
            </Text>
          </Group>
          {editable && !sub?.cancel_at && (
            <Group mt="lg">
              <Button component={Link} to={paths.changePlan}>
                {sub ? 'Change plan' : 'Choose plan'}
              </Button>
              {sub && (
                <Button variant="default" color="red" onClick={() => setPending({ kind: 'cancel' })}>
                  Cancel plan
                </Button>
              )}
            </Group>
          )}
        </Card>

        <Card withBorder padding="lg" radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={4}>Payment methods</Title>
            {editable && (
              <Anchor component={Link} to={billingPaths.paymentMethod} size="sm">
                Add payment method
              </Anchor>
            )}
          </Group>
          {data.payment_methods.length === 0 && <Text c="dimmed">No card on file.</Text>}
          <Stack gap="xs">
            {data.payment_methods.map((card) => (
              <Group key={card.pm_id} justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <CardBrandMark brand={card.card_type} />
                  <div>
                    <Text fw={500}>
                      {cardBrandName(card.card_type)} **** {card.card_last_four}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Expires {card.card_expiry}
                    </Text>
                  </div>
                </Group>
                {card.status ? (
                  <Badge>Default</Badge>
                ) : (
                  editable && (
                    <Group gap="xs" wrap="nowrap">
                      <Radio
                        label="Set as Default"
                        checked={false}
                        onChange={() => setPending({ kind: 'default', card })}
                      />
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        aria-label={`Delete card ending ${card.card_last_four}`}
                        onClick={() => setPending({ kind: 'delete', card })}
                      >
                        <IconTrash size={16} />
                      </Button>
                    </Group>
                  )
                )}
              </Group>
            ))}
          </Stack>
          {editable && (
            <Group justify="space-between" mt="lg">
              <Text size="sm">Billing information</Text>
              <Anchor
                size="sm"
                onClick={() =>
                  data.payment_methods.length
                    ? navigate(billingPaths.billingInformation)
                    : notify.error(billingMessages.addPaymentMethod)
                }
              >
                Update information
              </Anchor>
            </Group>
          )}
        </Card>
      </SimpleGrid>

      <Card withBorder padding="lg" radius="md">
        <Title order={4} mb="sm">
          Billing history
        </Title>
        {data.billing_histories.length === 0 ? (
          <Text c="dimmed">There are no records to display</Text>
        ) : (
          // Three columns fit a phone: the date and the description wrap, so the total never hides off-screen.
          <SimpleTable minWidth={300} striped head={['Date', 'Invoice', { label: 'Total', ta: 'right' }]}>
            {data.billing_histories.map((h) => (
              // The whole row opens the invoice; the number is the link for keyboards and screen readers.
              <Table.Tr
                key={h.id}
                onClick={() => navigate(paths.invoice(h.id))}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>{historyDate(h.created_at)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.invoice(h.id)} fw={500}>
                    {h.number}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {h.description}
                  </Text>
                  {h.status !== 'paid' && (
                    <Badge ml="xs" color="orange" variant="light">
                      {h.status}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(h.total_cents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </SimpleTable>
        )}
      </Card>

      <ConfirmModal
        opened={pending !== null}
        loading={cancel.isPending || setDefault.isPending || remove.isPending}
        message={
          pending?.kind === 'cancel'
            ? 'Are you sure you want to cancel your plan? It stays active until the end of the paid term.'
            : pending?.kind === 'default'
              ? `Make the card ending ${pending.card.card_last_four} your default payment method?`
              : `Are you sure you want to delete the card ending ${pending?.card.card_last_four ?? ''}?`
        }
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      {managing && (
        <ManageTeamModal
          opened
          onClose={() => setManaging(false)}
          total={totalText}
          paidSeats={sub?.members}
        />
      )}
    </Stack>
  );
}
