import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { isForeignKeyViolation } from '../../plugins/unique-violations';
import { deleteCalculationRow, findCalculationId } from './calculations.repo';

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
      const id = await findCalculationId(tx, opts.organizationId, opts.id);
      if (id === undefined) throw AppError.notFound('Calculation');
      if (opts.hasQuotation && (await opts.hasQuotation(tx, id))) return 0;
      await deleteCalculationRow(tx, id);
      return 1 as const;
    })
    .catch((err: unknown) => {
      // A quote made between the check and the delete: its foreign key (ON DELETE RESTRICT) refuses.
      if (isForeignKeyViolation(err)) return 0 as const;
      throw err;
    });
}
