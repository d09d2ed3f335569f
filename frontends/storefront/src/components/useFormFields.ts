import { useState, type ChangeEvent } from 'react';

/** Small form-state helper: values by input name, and whether every field is filled. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = e.target;
    setValues((v) => ({ ...v, [name]: value }));
  };
  const allFilled = Object.values(values).every((v) => v.trim() !== '');
  return { values, setValues, onChange, allFilled };
}
