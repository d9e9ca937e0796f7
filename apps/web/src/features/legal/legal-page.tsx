import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLink } from '../../components/page-link';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, date, contents with anchors, the sections, and a link to the other legal page. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  other,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
  other: { to: string; label: string };
}) {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        {title}
      </Title>
      <Text c="gray.7" mb="lg">
        Last updated {updated}
      </Text>
      <Stack gap="md">
        {intro}
        <nav aria-label="Contents">
          <Title order={2} fz="lg" mb="xs">
            Contents
          </Title>
          <List type="ordered" spacing={4}>
            {sections.map((s) => (
              <List.Item key={s.id}>
                <Anchor href={`#${s.id}`}>{s.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <Title order={2} fz="xl" mt="md" mb="xs" id={`${s.id}-title`}>
              {i + 1}. {s.title}
            </Title>
            <Stack gap="xs">{s.body}</Stack>
          </section>
        ))}
        <Text mt="lg">
          See also our{' '}
          <Anchor component={PageLink} to={other.to}>
            {other.label}
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
