import { Chip } from '@minutemart/ui';
import type { Ref } from '../api/catalogue';
import { Field, Select, useFieldId } from './layout';

/**
 * A select whose first option is the placeholder ('Select Category'); choosing an option adds it as a
 * removable chip (and takes it out of the list), then the select goes back to the placeholder.
 */
export function ChipSelect<T extends Ref>({
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  name,
}: {
  label: string;
  placeholder: string;
  options: T[];
  value: Ref[];
  onChange: (next: Ref[]) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  name?: string;
}) {
  const id = useFieldId(name ?? 'chips');
  const chosen = new Set(value.map((v) => v._id));
  const available = options.filter((o) => !chosen.has(o._id));
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Select
        id={id}
        name={name}
        value=""
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const picked = options.find((o) => o._id === e.target.value);
          if (picked) onChange([...value, { _id: picked._id, name: picked.name }]);
        }}
      >
        <option value="">{placeholder}</option>
        {available.map((o) => (
          <option key={o._id} value={o._id}>
            {o.name}
          </option>
        ))}
      </Select>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Selected ${label}`}>
          {value.map((v) => (
            <li key={v._id}>
              <Chip onRemove={() => onChange(value.filter((x) => x._id !== v._id))} removeLabel={`Remove ${v.name}`}>
                {v.name}
              </Chip>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
