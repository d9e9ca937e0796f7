import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { MAX_PRICED_MEMBERS, monthlySeatPrice, yearlySeatPrice } from './pricing';

export function PricingCard() {
  const [billing, setBilling] = useState<'monthly' | 'yearly'>('monthly');
  const [members, setMembers] = useState(1);
  const [enterprise, setEnterprise] = useState(false);
  const seat = billing === 'monthly' ? monthlySeatPrice(members) : yearlySeatPrice(members);

  const changeMembers = (value: string | number) => {
    const n = Number(value) || 1;
    if (n > MAX_PRICED_MEMBERS) {
      setEnterprise(true);
      return;
    }
    setMembers(Math.max(1, n));
  };

  return (
    <Card withBorder shadow="sm" radius="lg" p="xl" maw={440} w="100%">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>Per seat</Title>
          <Badge variant="light">3-day free trial</Badge>
        </Group>
        <SegmentedControl
          value={billing}
          onChange={(v) => setBilling(v as 'monthly' | 'yearly')}
          data={[
            { label: 'Monthly', value: 'monthly' },
            { label: 'Yearly (save 12%)', value: 'yearly' },
          ]}
        />
        <Group align="baseline" gap={6}>
          <Text fz={40} fw={700} className="tabular">
            {formatMoney(seat)}
          </Text>
          <Text c="dimmed">per member / month</Text>
        </Group>
        <NumberInput
          label="Members"
          min={1}
          max={MAX_PRICED_MEMBERS + 1}
          value={members}
          onChange={changeMembers}
        />
        <Text size="sm" c="dimmed">
          Total {formatMoney(seat * members)} per month{billing === 'yearly' ? ', billed yearly' : ''}. Visa,
          Mastercard, American Express and Discover accepted.
        </Text>
        <Button component={Link} to={paths.signup} size="md">
          Get Started
        </Button>
      </Stack>
      <Modal opened={enterprise} onClose={() => setEnterprise(false)} title="Enterprise">
        <Text>For enterprise you need to contact with our team!</Text>
        <Button component="a" href="/#contact" mt="md" onClick={() => setEnterprise(false)}>
          Contact us
        </Button>
      </Modal>
    </Card>
  );
}
