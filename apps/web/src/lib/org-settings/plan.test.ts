import { describe, expect, it } from 'vitest';
import { allowedSettingsTabs } from './plan';

describe('allowedSettingsTabs', () => {
  it('keeps only SUTA Rates and WC Codes on Essential', () => {
    expect(allowedSettingsTabs('Essential')).toEqual(['srates', 'workercomcodes']);
  });
  it('gives every tab to other plans and to a session without a plan', () => {
    expect(allowedSettingsTabs('Enterprise')).toHaveLength(6);
    expect(allowedSettingsTabs(undefined)).toHaveLength(6);
  });
});
