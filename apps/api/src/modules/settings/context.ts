/** Who is changing an organisation's settings: every service takes this. */
export interface SettingsActor {
  organizationId: number;
  userId: number;
}

/** numeric columns come back as strings; the API answers numbers. */
export const n = (v: string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
export const s = (v: number): string => String(v);
