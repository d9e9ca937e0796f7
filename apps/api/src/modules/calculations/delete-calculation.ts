import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { calculations } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/unique-violations';
import { AppError } from '../../plugins/app-error';

/**
 * Deletes a calculation of the organisation. Answers the product's status codes
 * (docs/product/calculations.md#deleting-a-calculation): 1 deleted, 0 refused because a
 * quotation was made from it (quotes arrive with the quoting feature, which registers its check here).
 */
export async function deleteCalculation(
  db: Db,
  opts: { organizationId: number; id: number; hasQuotation?: (tx: DbOrTx, id: number) => Promise<boolean> },
): Promise<0 | 1> {
  return db
    .transaction(async (tx) => {
      const [calc] = await tx
        .select({ id: calculations.id })
        .from(calculations)
        .where(and(eq(calculations.id, opts.id), eq(calculations.organizationId, opts.organizationId)));
      if (!calc) throw AppError.notFound('Calculation');
      if (opts.hasQuotation && (await opts.hasQuotation(tx, calc.id))) return 0;
      await tx.delete(calculations).where(eq(calculations.id, calc.id));
      return 1 as const;
    })
    .catch((err: unknown) => {
      // A quote made between the check and the delete: its foreign key (ON DELETE RESTRICT) refuses.
      if (isForeignKeyViolation(err)) return 0 as const;
      throw err;
    });
}
