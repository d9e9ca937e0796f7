import type { QuoteRow } from '@app/contracts/quotes/responses';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Under a quote whose current revision is not Approved: the earlier revision that was signed (or approved) and
 * still counts as actual revenue (docs/product/quotes.md#signed-quotes-and-revisions), linked.
 */
export function ApprovedRevisionNote({ approved }: { approved: QuoteRow['approved_revision'] }) {
  if (!approved) return null;
  return (
    <Text size="xs" c="green.9">
      <Anchor component={Link} to={paths.quote(approved.id)} size="xs" c="green.9" underline="always">
        Revision {approved.revision}
      </Anchor>{' '}
      {approved.signed ? 'signed' : 'approved'}: Approved, counts in revenue
    </Text>
  );
}
