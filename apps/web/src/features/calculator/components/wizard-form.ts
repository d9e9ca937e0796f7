import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from '../model/wizard-values';

export type WizardForm = UseFormReturnType<WizardValues>;
