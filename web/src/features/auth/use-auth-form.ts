import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * react-hook-form for an auth screen, validated by the domain schema the callable checks
 * too; hands back the two form-state fields every auth form reads beside the form itself.
 */
export function useAuthForm<T extends FieldValues>(
  schema: Parameters<typeof valibotResolver>[0],
  defaultValues: DefaultValues<T>,
) {
  // The schemas' input types are wider than the form values (a form holds strings only).
  const form = useForm<T>({
    resolver: valibotResolver(schema) as unknown as Resolver<T>,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting };
}
