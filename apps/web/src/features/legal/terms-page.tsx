import { Container, List, Text, Title } from '@mantine/core';

export function TermsPage() {
  return (
    <Container size="md" py="xl">
      <Title mb="xs">Terms of Use</Title>
      <Text c="dimmed" mb="lg">
        Last updated October 16, 2021
      </Text>
      <List spacing="sm">
        <List.Item>You must be at least 18 years old to use the service.</List.Item>
        <List.Item>
          Subscriptions are billed per member seat, monthly or yearly, in US dollars, after a 3-day free
          trial. We accept Visa, Mastercard, American Express and Discover. Purchases are non-refundable; a
          plan renews until cancelled and a cancellation takes effect at the end of the paid term.
        </List.Item>
        <List.Item>
          Calculations are estimates based on the rates you enter and public reference data; you remain
          responsible for your payroll filings and client pricing.
        </List.Item>
        <List.Item>
          Disputes: we first try to resolve any dispute by informal negotiation for 30 days. A claim must be
          brought within 1 year of its cause.
        </List.Item>
        <List.Item>
          Our liability is limited to the amounts you paid us in the 3 months before the claim.
        </List.Item>
        <List.Item>These terms are governed by the laws of the State of Delaware.</List.Item>
      </List>
    </Container>
  );
}
