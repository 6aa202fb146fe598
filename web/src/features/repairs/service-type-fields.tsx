/** Service Type (kit Select) and, only for Other, "Specify Service Type": shared by both repair forms. */
import type { Control, FieldErrors } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { SERVICE_TYPES, type RepairFormValues } from '@homeledger/domain';
import { Field, Input, Select } from '@/components/ui';
import { withReceiptMark } from './receipt-reading';
import { ADD_REPAIR_COPY } from './repair-copy';

type ServiceTypeValues = Pick<RepairFormValues, 'serviceType' | 'otherServiceType'>;

const ITEMS = SERVICE_TYPES.map(({ value, label }) => ({ value, label }));

export function ServiceTypeFields<T extends ServiceTypeValues>({
  control: anyControl,
  errors,
  disabled,
  fromReceipt = false,
}: {
  control: Control<T>;
  errors: FieldErrors<T>;
  disabled: boolean;
  /** The service type was filled from the receipt (receipt-reading.tsx). */
  fromReceipt?: boolean;
}) {
  // The two fields exist on both forms; narrowing the generic once keeps the calls simple.
  const control = anyControl as unknown as Control<ServiceTypeValues>;
  const fieldErrors = errors as FieldErrors<ServiceTypeValues>;
  const {
    field: { name: typeName, value: typeValue, onChange: changeType, onBlur: blurType },
  } = useController({ name: 'serviceType', control });
  const {
    field: {
      name: otherName,
      value: otherValue,
      onChange: changeOther,
      onBlur: blurOther,
      ref: otherRef,
    },
  } = useController({ name: 'otherServiceType', control });
  return (
    <>
      <Field
        id="repair-service-type"
        label={withReceiptMark(ADD_REPAIR_COPY.serviceType, fromReceipt)}
        error={fieldErrors.serviceType?.message}
        disabled={disabled}
      >
        <Select
          items={ITEMS}
          name={typeName}
          value={typeValue}
          placeholder={ADD_REPAIR_COPY.serviceTypePlaceholder}
          onValueChange={(value) => changeType(value)}
          onOpenChange={(open) => {
            if (!open) blurType();
          }}
        />
      </Field>
      {typeValue === 'other' ? (
        <Field
          label={ADD_REPAIR_COPY.otherServiceType}
          error={fieldErrors.otherServiceType?.message}
          disabled={disabled}
        >
          <Input
            name={otherName}
            ref={otherRef}
            value={otherValue}
            onChange={(event) => changeOther(event.currentTarget.value)}
            onBlur={blurOther}
            placeholder={ADD_REPAIR_COPY.otherServiceTypePlaceholder}
            maxLength={100}
          />
        </Field>
      ) : null}
    </>
  );
}
