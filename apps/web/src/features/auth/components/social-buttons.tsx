import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconBrandLinkedin } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { ProviderInfo } from '../api/auth-api';
import { useProviders } from '../api/auth-queries';

const icons = { google_oauth2: IconBrandGoogle, facebook: IconBrandFacebook, linkedin: IconBrandLinkedin };

/**
 * Google, Facebook and LinkedIn: a full-page redirect to /api/auth/{provider}. Providers without credentials on
 * this server are shown disabled with "not configured", so nobody is sent to a dead end.
 */
export function SocialButtons({ query, verb }: { query: string; verb: 'Sign in' | 'Sign up' }) {
  const { data: providers } = useProviders();
  const list: ProviderInfo[] = providers ?? [
    { provider: 'google_oauth2', label: 'Google', configured: false },
    { provider: 'facebook', label: 'Facebook', configured: false },
    { provider: 'linkedin', label: 'LinkedIn', configured: false },
  ];
  return (
    <Stack gap="xs">
      {list.map((p) => {
        const Icon = icons[p.provider];
        const button = (
          <Button
            key={p.provider}
            component="a"
            href={p.configured ? `/api/auth/${p.provider}?${query}` : undefined}
            variant="default"
            leftSection={<Icon size={18} />}
            disabled={!p.configured}
            // Readable while disabled: the note beside it says why (WCAG contrast).
            style={
              p.configured ? undefined : ({ '--mantine-color-disabled-color': '#5c636b' } as CSSProperties)
            }
            fullWidth
            aria-label={p.configured ? `${verb} with ${p.label}` : `${p.label} sign-in is not configured`}
          >
            {verb} with {p.label}
            {!p.configured && (
              <Text span size="xs" c="dimmed" ml={6}>
                (not configured)
              </Text>
            )}
          </Button>
        );
        return p.configured ? (
          button
        ) : (
          <Tooltip key={p.provider} label={`${p.label} sign-in is not configured on this server`}>
            <div>{button}</div>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
