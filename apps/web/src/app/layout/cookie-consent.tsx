import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { PageLink } from '../../components/page-link';
import { paths } from '../../config/paths';
import classes from './public-layout.module.css';

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
    <div className={classes.consent}>
      <Paper shadow="md" p="sm" withBorder maw={760} mx="auto" role="region" aria-label="Cookie consent">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
            By using our website you are consenting to our use of cookies in accordance with our{' '}
            <Anchor component={PageLink} to={paths.privacy} inherit>
              policy
            </Anchor>
            .
          </Text>
          <Button size="xs" onClick={agree} style={{ flexShrink: 0 }}>
            I agree
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
