import type { CalculatorLookups } from '../../hooks/use-lookups';
import type { WizardForm } from '../../hooks/use-wizard-form';
import type { PersonForm } from '../../model/person-form';

export interface TabProps {
  form: WizardForm;
  index: number;
  person: PersonForm;
  essential: boolean;
  lookups: CalculatorLookups;
}

/** Input props for a field of the person on screen. */
export const fieldOf = (form: WizardForm, index: number) => (path: string) =>
  form.getInputProps(`persons.${index}.${path}`);
