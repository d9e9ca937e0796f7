import { Group, Pagination, Select, Text } from '@mantine/core';

const PAGE_SIZES = [5, 15, 25, 50];

/**
 * Server-side pagination footer worded 'Records per page:' and 'x-y out of n'
 * (docs/product/README.md#constants-used-across-areas).
 */
export function TablePager({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  sizes = PAGE_SIZES,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  sizes?: number[];
}) {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  return (
    <Group justify="flex-end" gap="md" p="sm" wrap="wrap">
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          Records per page:
        </Text>
        <Select
          aria-label="Records per page"
          size="xs"
          w={76}
          data={sizes.map(String)}
          value={String(perPage)}
          onChange={(v) => v && onPerPage(Number(v))}
          allowDeselect={false}
        />
      </Group>
      <Text size="sm" c="dimmed" className="tabular">
        {first}-{last} out of {total}
      </Text>
      <Pagination
        size="sm"
        total={Math.max(1, Math.ceil(total / perPage))}
        value={page}
        onChange={onPage}
        getControlProps={(control) => ({
          'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
        })}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
      />
    </Group>
  );
}
