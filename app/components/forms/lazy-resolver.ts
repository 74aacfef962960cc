import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose code loads on first use instead of with the page: a zod
 * schema brings zod with it, about 25 KB of compressed script that nothing needs
 * until the visitor sends. `preload` starts the download early (on the form's first
 * focus) so that sending does not wait for it.
 *
 * If the download fails, the values pass unchecked: the browser has already checked
 * the required fields, and the server validates with the same schema and answers
 * per-field messages, so the visitor is never stuck. The next use tries again.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
) {
  let loading: Promise<Resolver<TInput, unknown, TOutput> | undefined> | undefined;
  const rules = () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      return undefined;
    }));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    const loaded = await rules();
    return loaded ? loaded(values, context, options) : { values: values as unknown as TOutput, errors: {} };
  };
  return { resolver, preload: () => void rules() };
}
