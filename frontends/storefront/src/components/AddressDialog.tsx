import { useState, type FormEvent } from 'react';
import { addresses, Button, Dialog, errorMessage, Input, toast, type Address, type AddressFields } from '@minutemart/ui';
import { useFormFields } from './useFormFields';
import { cleanInstructions, DeliveryInstructionsFields, type Instructions } from './DeliveryInstructionsFields';

type TextFields = Omit<AddressFields, 'instructions'>;

const EMPTY: TextFields = { address_line: '', city: '', state: '', pincode: '', country: '', mobile: '' };

const fieldsOf = (a: Address | null | undefined): TextFields =>
  a
    ? {
        address_line: a.address_line ?? '',
        city: a.city ?? '',
        state: a.state ?? '',
        pincode: a.pincode == null ? '' : String(a.pincode),
        country: a.country ?? '',
        mobile: a.mobile == null ? '' : String(a.mobile),
      }
    : EMPTY;

export interface AddressDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address to edit ('Edit Address', prefilled); none for 'Add Address'. */
  address?: Address | null;
  /** Runs after a successful save, once the list has been refetched. */
  onSaved?: () => void;
}

/**
 * Add Address / Edit Address dialog: Address Line, City, State, Pincode, Country, Mobile No., the
 * rider's instructions (optional), Submit.
 * On success: toast the server message, refetch the list, close (the form resets: it unmounts with the dialog).
 */
export function AddressDialog({ open, onClose, address, onSaved }: AddressDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={open} onClose={saving ? () => undefined : onClose} title={address ? 'Edit Address' : 'Add Address'}>
      <AddressForm
        key={address?._id ?? 'new'}
        address={address ?? null}
        saving={saving}
        setSaving={setSaving}
        onDone={() => {
          onClose();
          onSaved?.();
        }}
      />
    </Dialog>
  );
}

function AddressForm({
  address,
  saving,
  setSaving,
  onDone,
}: {
  address: Address | null;
  saving: boolean;
  setSaving: (v: boolean) => void;
  onDone: () => void;
}) {
  const { values, onChange, allFilled } = useFormFields<TextFields>(fieldsOf(address));
  const [instructions, setInstructions] = useState<Instructions>(address?.instructions ?? {});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!allFilled || saving) return;
    setSaving(true);
    const fields: AddressFields = {
      address_line: values.address_line.trim(),
      city: values.city.trim(),
      state: values.state.trim(),
      pincode: values.pincode.trim(),
      country: values.country.trim(),
      mobile: values.mobile.trim(),
      instructions: cleanInstructions(instructions),
    };
    try {
      const message = address ? await addresses.update(address, fields) : await addresses.create(fields);
      toast.success(message || (address ? 'Address Updated' : 'Address Created Successfully'));
      try {
        await addresses.load();
      } catch (err) {
        toast.error(errorMessage(err));
      }
      setSaving(false);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid grid-cols-2 gap-x-3 gap-y-4" noValidate>
      <Input
        label="Address Line"
        name="address_line"
        autoComplete="street-address"
        placeholder="House no., building, street, area"
        value={values.address_line}
        onChange={onChange}
        containerClassName="col-span-2"
        required
      />
      <Input label="City" name="city" autoComplete="address-level2" placeholder="City" value={values.city} onChange={onChange} required />
      <Input label="State" name="state" autoComplete="address-level1" placeholder="State" value={values.state} onChange={onChange} required />
      <Input
        label="Pincode"
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="Pincode"
        value={values.pincode}
        onChange={onChange}
        required
      />
      <Input label="Country" name="country" autoComplete="country-name" placeholder="Country" value={values.country} onChange={onChange} required />
      <Input
        label="Mobile No."
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="Mobile number"
        value={values.mobile}
        onChange={onChange}
        containerClassName="col-span-2"
        required
      />
      <DeliveryInstructionsFields idPrefix="address" value={instructions} onChange={setInstructions} className="col-span-2" />
      <Button type="submit" size="lg" block disabled={!allFilled} loading={saving} className="col-span-2 mt-1">
        Submit
      </Button>
    </form>
  );
}
