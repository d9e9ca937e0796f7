import { type ReactNode, useMemo, useRef, useState } from 'react';
import { getPath, sameValue, setPath } from '../model/form-paths';
import type { WizardValues } from '../model/wizard-values';

type Errors = Record<string, ReactNode>;

interface FieldProps {
  /** Whatever the path holds: each input declares its own value type, as with Mantine's getInputProps. */
  // biome-ignore lint/suspicious/noExplicitAny: spread into inputs of many value types
  value?: any;
  checked?: boolean;
  error: ReactNode;
  /** The same function for a path on every render, so a memoised field skips rendering. */
  onChange: (valueOrEvent: unknown) => void;
}

/** The form's writes: one stable object for the wizard's lifetime. */
interface WizardFormActions {
  setFieldValue(path: string, value: unknown): void;
  setValues(values: WizardValues): void;
  insertListItem(path: string, item: unknown): void;
  removeListItem(path: string, index: number): void;
  setErrors(errors: Errors): void;
  setFieldError(path: string, error: ReactNode): void;
  clearFieldError(path: string): void;
  clearErrors(): void;
}

export interface WizardForm extends WizardFormActions {
  values: WizardValues;
  errors: Errors;
  isDirty(): boolean;
  getInputProps(path: string, options?: { type?: 'checkbox' }): FieldProps;
}

const withoutEmpty = (errors: Errors): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== null && e !== undefined && e !== false));

/** Error keys below `path.index` move down one place when that item is removed; its own go. */
function shiftErrors(errors: Errors, path: string, index: number): Errors {
  const out: Errors = {};
  const prefix = `${path}.`;
  for (const [key, error] of Object.entries(errors)) {
    const m = key.startsWith(prefix) ? /^(\d+)(.*)$/.exec(key.slice(prefix.length)) : null;
    if (!m) out[key] = error;
    else if (Number(m[1]) > index) out[`${prefix}${Number(m[1]) - 1}${m[2]}`] = error;
    else if (Number(m[1]) < index) out[key] = error;
  }
  return out;
}

/** A change handler's argument: an input event (its value or checked state) or the value itself. */
function changedValue(input: unknown): unknown {
  if (input !== null && typeof input === 'object' && 'nativeEvent' in input) {
    const target = (input as unknown as { currentTarget: HTMLInputElement }).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return input;
}

/**
 * The calculator's form state. Writes share structure (model/form-paths.ts) and every path keeps one change
 * handler, so a keystroke re-renders the field typed into and the figures, not every field, row and step of
 * the wizard (docs/performance.md#live-results). The calls mirror Mantine's useForm, which the rest of the
 * app uses: setting a field clears its error, and several writes in one handler compose.
 */
export function useWizardForm(initialValues: WizardValues): WizardForm {
  const [values, setValuesState] = useState(initialValues);
  const [errors, setErrorsState] = useState<Errors>({});
  const initial = useRef(initialValues);
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  const handlers = useRef(new Map<string, (input: unknown) => void>());

  const actions = useMemo((): WizardFormActions => {
    const commitValues = (next: WizardValues) => {
      if (next === valuesRef.current) return;
      valuesRef.current = next;
      setValuesState(next);
    };
    const commitErrors = (next: Errors) => {
      errorsRef.current = next;
      setErrorsState(next);
    };
    const clearFieldError = (path: string) => {
      if (errorsRef.current[path] === undefined) return;
      const { [path]: _gone, ...rest } = errorsRef.current;
      commitErrors(rest);
    };
    return {
      setFieldValue(path, value) {
        commitValues(setPath(path, value, valuesRef.current));
        clearFieldError(path);
      },
      setValues(next) {
        commitValues({ ...valuesRef.current, ...next });
        commitErrors({});
      },
      insertListItem(path, item) {
        const list = (getPath(path, valuesRef.current) as unknown[] | undefined) ?? [];
        commitValues(setPath(path, [...list, item], valuesRef.current));
      },
      removeListItem(path, index) {
        const list = (getPath(path, valuesRef.current) as unknown[] | undefined) ?? [];
        commitValues(
          setPath(
            path,
            list.filter((_, i) => i !== index),
            valuesRef.current,
          ),
        );
        commitErrors(shiftErrors(errorsRef.current, path, index));
      },
      setErrors: (next) => commitErrors(withoutEmpty(next)),
      setFieldError(path, error) {
        if (error === null || error === undefined || error === false) clearFieldError(path);
        else if (errorsRef.current[path] !== error) commitErrors({ ...errorsRef.current, [path]: error });
      },
      clearFieldError,
      clearErrors: () => commitErrors({}),
    };
  }, []);

  const handlerOf = (path: string) => {
    let handler = handlers.current.get(path);
    if (!handler) {
      handler = (input) => actions.setFieldValue(path, changedValue(input));
      handlers.current.set(path, handler);
    }
    return handler;
  };

  return {
    ...actions,
    values,
    errors,
    isDirty: () => !sameValue(values, initial.current),
    getInputProps(path, options) {
      const value = getPath(path, values);
      const onChange = handlerOf(path);
      return options?.type === 'checkbox'
        ? { checked: Boolean(value), onChange, error: errors[path] }
        : { value, onChange, error: errors[path] };
    },
  };
}
