import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

type AnyObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * react-hook-form bound to a zod schema from `sync/contract`: the schema's messages are
 * the field errors (spec section 5), and `handleSubmit` hands over the parsed output
 * (trimmed, transformed). Fields validate on blur, then on every change once touched.
 */
export function useZodForm<S extends AnyObjectSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    defaultValues,
    // The resolver's overloads cannot see through the generic S; the runtime is the same.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
  });
}
