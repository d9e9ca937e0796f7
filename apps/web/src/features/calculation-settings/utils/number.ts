/** Mantine NumberInput gives '' for an empty field; forms keep that and the zod schemas call it required. */
export type NumberField = number | '';
