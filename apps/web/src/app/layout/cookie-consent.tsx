import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';

const COOKIE = 'cookie_consent';
const DAYS = 150;

const hasConsent = () => document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE}=`));

/** The cookie consent banner; the answer is remembered for 150 days (docs/product/public-site.md#cookie-banner). */
export function CookieConsent() {
  const [visible, setVisible] = useState(() => !hasConsent());
  if (!visible) return null;
  const agree = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed, non-sensitive flag; no library needed.
    document.cookie = `${COOKIE}=1; max-age=${DAYS * 86_400}; path=/; SameSite=Lax`;
    setVisible(false);
  };
  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }}>
      <Paper shadow="md" p="sm" withBorder maw={760} mx="auto" role="region" aria-label="Cookie consent">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
            By using our website you are consenting to our use of cookies in accordance with our policy.
          </Text>
          <Button size="xs" onClick={agree} style={{ flexShrink: 0 }}>
            I agree
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
