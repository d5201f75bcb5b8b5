import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a form whose fields do not hold what the route gets as typed (a number from its
 * text, an instant from a local date and time): `toInput` turns the fields into the route's input, and the route's
 * own zod schema checks it, so the form and the server keep one rule. Errors come back under the fields' names.
 */
export function checkedAs<V extends FieldValues, S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  toInput: (values: V) => z.input<S>,
): Resolver<V, unknown, z.output<S>> {
  // zodResolver's overloads cannot follow a schema passed as a type parameter; the types are restated here.
  const check = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return (values, context, options) =>
    check(toInput(values), context, options as never) as ReturnType<Resolver<V, unknown, z.output<S>>>;
}
