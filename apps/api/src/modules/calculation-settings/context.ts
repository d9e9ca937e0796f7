/** Who is changing an organisation's settings: every service takes this. */
export interface SettingsActor {
  organizationId: number;
  userId: number;
  /** The clock's now: the stamp of the rows it writes. */
  now: Date;
}

/** Money and rates go to numeric columns as exact decimal strings. */
export const s = (v: number): string => String(v);
