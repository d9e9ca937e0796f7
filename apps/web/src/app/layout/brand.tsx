import { Avatar, Group, Text } from '@mantine/core';
import { PageLink } from '../../components/page-link';
import { paths } from '../../config/paths';
import { monogram } from '../../lib/format';

/** The organisation's logo or initials beside its name; the product mark when signed out. */
export function Brand({
  name,
  image,
  to = paths.home,
}: {
  name?: string;
  image?: string | null;
  to?: string;
}) {
  return (
    <PageLink to={to} style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap">
        {name ? (
          <Avatar src={image ?? undefined} radius="md" color="brand" variant="filled" size={34} aria-hidden>
            {monogram(name)}
          </Avatar>
        ) : (
          <img src="/favicon.svg" alt="" width={32} height={32} />
        )}
        <Text
          fw={700}
          size="lg"
          truncate
          maw={{ base: 120, xs: 200, sm: 260 }}
          className={name ? 'visually-hidden-xs' : undefined}
        >
          {name ?? 'StaffMargin'}
        </Text>
      </Group>
    </PageLink>
  );
}
