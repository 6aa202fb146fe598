/**
 * Service Type (kit Select) and, only for Other, "Specify Service Type": the pair every
 * form that records work asks for (Add and Edit Repair, a contractor's record sent for
 * validation).
 */
import type { ReactNode } from 'react';
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import { OTHER_SERVICE_TYPE_MAX_LENGTH, SERVICE_TYPES } from '@homeledger/domain';
import { Field, Input, Select } from '@/components/ui';
import { SERVICE_TYPE_COPY as COPY } from './service-type-copy';

export { SERVICE_TYPE_COPY } from './service-type-copy';

interface ServiceTypeValues {
  serviceType: string;
  otherServiceType: string;
}

const ITEMS = SERVICE_TYPES.map(({ value, label }) => ({ value, label }));

export function ServiceTypeFields<T extends ServiceTypeValues>({
  control: anyControl,
  errors,
  disabled,
  label = COPY.serviceType,
  id,
}: {
  control: Control<T>;
  errors: FieldErrors<T>;
  disabled: boolean;
  /** The Service Type label, e.g. with a "from the receipt" mark. */
  label?: ReactNode;
  id?: string;
}) {
  // The two fields exist on every such form; narrowing the generic once keeps the calls simple.
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
      <Field id={id} label={label} error={fieldErrors.serviceType?.message} disabled={disabled}>
        <Select
          items={ITEMS}
          name={typeName}
          value={typeValue}
          placeholder={COPY.serviceTypePlaceholder}
          onValueChange={(value) => changeType(value)}
          onOpenChange={(open) => {
            if (!open) blurType();
          }}
        />
      </Field>
      {typeValue === 'other' ? (
        <Field
          label={COPY.otherServiceType}
          error={fieldErrors.otherServiceType?.message}
          disabled={disabled}
        >
          <Input
            name={otherName}
            ref={otherRef}
            value={otherValue}
            onChange={(event) => changeOther(event.currentTarget.value)}
            onBlur={blurOther}
            placeholder={COPY.otherServiceTypePlaceholder}
            maxLength={OTHER_SERVICE_TYPE_MAX_LENGTH}
          />
        </Field>
      ) : null}
    </>
  );
}
