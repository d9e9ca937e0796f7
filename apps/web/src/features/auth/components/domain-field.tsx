import { suggestDomains } from '@app/contracts/accounts/fields';
import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useStartup } from '../../../lib/bootstrap';

/** Business domain entered as a sub-domain of the product host, with three suggestions from the company name. */
export function DomainField({
  companyName,
  inputProps,
  onPick,
}: {
  companyName: string;
  inputProps: object;
  onPick: (domain: string) => void;
}) {
  const suggestions = useMemo(() => suggestDomains(companyName), [companyName]);
  // The product's main host from start-up: on a company's sub-domain (/company) the browser's own host would
  // print that company's address as the ending.
  const host = useStartup()?.data?.domain.app_domain ?? window.location.host;
  return (
    <Stack gap={6}>
      <TextInput
        label="Business Domain"
        description="Letters, numbers and dashes; this is your company's own address."
        withAsterisk
        placeholder="your-company"
        rightSectionWidth={Math.min(200, host.length * 8 + 16)}
        rightSection={
          <Text size="sm" c="dimmed" pr="xs" truncate>
            .{host}
          </Text>
        }
        autoCapitalize="none"
        spellCheck={false}
        {...inputProps}
      />
      {companyName.trim() && (
        <Group gap={6} aria-label="Suggestions">
          <Text size="xs" c="dimmed">
            Suggestions:
          </Text>
          {suggestions.map((s) => (
            <Badge
              key={s}
              component="button"
              type="button"
              variant="light"
              tt="none"
              style={{ cursor: 'pointer' }}
              onClick={() => onPick(s)}
            >
              {s}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
