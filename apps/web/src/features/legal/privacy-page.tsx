import { Container, List, Text, Title } from '@mantine/core';

export function PrivacyPage() {
  return (
    <Container size="md" py="xl">
      <Title mb="lg">Privacy Policy</Title>
      <List spacing="sm">
        <List.Item>
          We store your account details (name, e-mail, company) and the calculations, settings and quotes your
          organisation creates, to provide the service.
        </List.Item>
        <List.Item>Passwords are stored only as salted argon2id hashes; we never see them.</List.Item>
        <List.Item>
          Card details are entered with our payment provider and never reach our servers; we keep the card
          brand, last four digits and expiry to show them to you.
        </List.Item>
        <List.Item>
          Each organisation's data is separated from every other organisation's; your clients see only the
          quotes you send them.
        </List.Item>
        <List.Item>
          We use a session cookie to keep you signed in and a consent cookie for 150 days. We do not sell
          data.
        </List.Item>
      </List>
      <Text mt="lg" c="dimmed">
        Questions: privacy@staffmargin.app
      </Text>
    </Container>
  );
}
