import { personToWire, personWireSchema } from '@app/contracts/calculation';
import { describe, expect, it } from 'vitest';
import { texasPerson } from './fixtures';
import { fromPersonWire } from './from-wire';
import { toPersonWire } from './to-wire';

describe('form ↔ wire', () => {
  it('sends a finished person that the API schema accepts', () => {
    const wire = toPersonWire(texasPerson());
    expect(personWireSchema.safeParse(wire).success).toBe(true);
    expect(wire.bill).toEqual({
      compensation_type: 'bill_rate',
      bill_rate: 40,
      overtime: 1.5,
      // Sent for every hourly person; only a location whose state pays double time uses it.
      double_time: 2,
      markup: undefined,
    });
  });

  it('leaves out what a switch or a choice hides', () => {
    const p = texasPerson();
    p.pay.exempt = true;
    p.bill.compensation_type = 'markup';
    p.bill.markup = 60;
    p.benefits.k_401 = false;
    p.benefits.k_401_number_of_days = 4;
    const wire = toPersonWire(p) as { bill: Record<string, unknown>; benifits: Record<string, unknown> };
    expect(wire.bill.overtime).toBeUndefined();
    expect(wire.bill.bill_rate).toBeUndefined();
    expect(wire.bill.markup).toBe(60);
    expect(wire.benifits.k_401_number_of_days).toBeUndefined();
  });

  it('sends only switched-on cost sections, with their ticked ids', () => {
    const p = texasPerson();
    p.othercost.toggles = { interest: true, background_check_cost: false, drug_screen_cost: true };
    p.othercost.costTypes_and_ids = { interest: ['4'], background_check_cost: ['9'], drug_screen_cost: [] };
    p.othercost.number_of_days = 30;
    const wire = toPersonWire(p);
    expect(wire.othercost).toEqual({
      number_of_days: 30,
      costTypes_and_ids: { interest: ['4'], drug_screen_cost: [] },
    });
  });

  it('reads a saved (server-parsed) person back into the same form', () => {
    const p = texasPerson();
    p.benefits.healthcare_plan = true;
    p.benefits.health_plans = [{ package: '3', package_type: 'family' }];
    p.othercost.toggles = { interest: true };
    p.othercost.costTypes_and_ids = { interest: ['4'] };
    const parsed = personWireSchema.parse(toPersonWire(p));
    // What the server stores and answers: the parsed person in the wire format again.
    const back = fromPersonWire(personToWire(parsed));
    expect(back.pay.pay_rate).toBe('25');
    expect(back.bill.bill_rate).toBe('40');
    expect(back.wc_states[0]?.wc_settings?.nick_name).toBe('Clerical');
    expect(back.benefits.health_plans).toEqual([{ package: '3', package_type: 'family' }]);
    expect(back.othercost.toggles).toEqual({ interest: true });
    // Round trip: the wire of the reloaded form parses to the same person.
    expect(personWireSchema.parse(toPersonWire(back))).toEqual(parsed);
  });
});
