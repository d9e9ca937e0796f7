/** Who is changing an organisation's settings: every service takes this. */
export interface SettingsActor {
  organizationId: number;
  userId: number;
}

export const s = (v: number): string => String(v);
