import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TValues extends FieldValues, TOutput = TValues> = Resolver<TValues, unknown, TOutput> & {
  /** Starts loading the schema (the visitor has begun filling the form in): the first check then waits for nothing. */
  preload: () => void;
};

/**
 * A form's resolver loaded, with its schema and zod, when the form is first checked or first
 * focused (`preload`), not with its page: a page with a form is interactive without building the
 * contract's schemas (decision 046). A failed load is tried again at the next check.
 */
export function lazyResolver<TValues extends FieldValues, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver = (async (values, context, options) => (await loaded())(values, context, options)) as LazyResolver<TValues, TOutput>;
  resolver.preload = () => void loaded().catch(() => undefined);
  return resolver;
}
