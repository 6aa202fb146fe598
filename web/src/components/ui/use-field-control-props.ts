import { useFieldContext } from '@ark-ui/react/field';

/** Joins space-separated id lists, dropping empties and duplicates. */
function joinIds(...ids: Array<string | undefined | null | false>): string | undefined {
  const unique = [...new Set(ids.flatMap((id) => (id ? id.split(/\s+/) : [])).filter(Boolean))];
  return unique.length > 0 ? unique.join(' ') : undefined;
}

/**
 * Ark's Field points `aria-describedby` at the helper text only and references
 * the error with `aria-errormessage`, which several screen readers ignore.
 * This returns an `aria-describedby` value that also includes the visible
 * error text (and any ids the caller passed).
 */
export function useFieldDescribedBy(own?: string): string | undefined {
  const field = useFieldContext();
  if (!field) return own;
  const control = field.getInputProps() as {
    'aria-describedby'?: string;
    'aria-errormessage'?: string;
  };
  return joinIds(control['aria-describedby'], control['aria-errormessage'], own);
}
