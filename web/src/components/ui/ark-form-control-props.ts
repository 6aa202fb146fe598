/**
 * The form-control props the kit's Ark-based controls (Select, RadioGroup) share, and the one
 * rule for passing them on: only the props actually given, so values an enclosing `<Field>`
 * supplies (disabled, invalid, required, readOnly) are not overridden by `undefined`.
 */
export interface ArkFormControlProps {
  /** Name of the hidden native input(s) used for form submission. */
  name?: string;
  /** Associates the hidden native input(s) with a form by id. */
  form?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  readOnly?: boolean;
  /** Id of the root element. */
  id?: string;
}

/** The given ones of `props`, for spreading onto an Ark Root. */
export function givenFormControlProps({
  name,
  form,
  disabled,
  invalid,
  required,
  readOnly,
  id,
}: ArkFormControlProps) {
  return {
    ...(disabled !== undefined ? { disabled } : {}),
    ...(invalid !== undefined ? { invalid } : {}),
    ...(required !== undefined ? { required } : {}),
    ...(readOnly !== undefined ? { readOnly } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(form !== undefined ? { form } : {}),
    ...(id !== undefined ? { id } : {}),
  };
}
