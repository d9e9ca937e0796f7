/** Mantine NumberInput gives '' for an empty field; forms keep that and the zod schemas call it required. */
export type NumberField = number | '';

export const toNumber = (v: NumberField | string | null | undefined): number =>
  v === '' || v === null || v === undefined ? Number.NaN : Number(v);
