import { CALCULATION_STATUSES } from '@app/contracts/calculations/status';
import { describe, expect, it } from 'vitest';
import { detailActions } from './actions';

describe('the detail page buttons by status and role', () => {
  it.each([
    ['New calculation', true, false],
    ['Not approved', true, false],
    ['Sent to approval', false, false],
    ['Approved', false, true],
  ] as const)('%s: Send for Approval %s, Create Quote %s', (status, send, quote) => {
    const a = detailActions({ status, role: 'Team Member' });
    expect(a.sendForApproval).toBe(send);
    expect(a.createQuote).toBe(quote);
  });

  it('never offers Decline and Approve to a Team Member', () => {
    for (const status of CALCULATION_STATUSES) {
      expect(detailActions({ status, role: 'Team Member' }).review).toBe(false);
    }
  });

  it('offers Decline and Approve to every other role while the calculation waits for approval', () => {
    for (const role of ['Owner', 'Admin', 'Manager']) {
      expect(detailActions({ status: 'Sent to approval', role }).review).toBe(true);
      expect(detailActions({ status: 'Approved', role }).review).toBe(false);
    }
    expect(detailActions({ status: 'Sent to approval', role: undefined }).review).toBe(false);
  });

  it('hides Send for Approval and Create Quote on the Essential plan', () => {
    expect(
      detailActions({ status: 'New calculation', role: 'Owner', planName: 'Essential' }).sendForApproval,
    ).toBe(false);
    expect(detailActions({ status: 'Approved', role: 'Owner', planName: 'essential' }).createQuote).toBe(
      false,
    );
  });

  it('shows the reason block only when Not approved', () => {
    expect(detailActions({ status: 'Not approved', role: 'Manager' }).declineReason).toBe(true);
    expect(detailActions({ status: 'Approved', role: 'Manager' }).declineReason).toBe(false);
  });
});
