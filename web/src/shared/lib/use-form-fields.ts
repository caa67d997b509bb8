import { useCallback, useState } from 'react';
import type { FieldErrors } from './field-errors';

/**
 * Text values of a form and one error per field. `field(name)` gives a TextField its value, its
 * change handler (which clears that field's error) and its error.
 */
export function useFormFields<Values extends { [Name in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback((name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }, []);

  const field = (name: keyof Values & string) => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    onValueChange: (value: string) => setValue(name, value),
    error: errors[name],
  });

  return { values, setValues, setValue, errors, setErrors, field };
}
