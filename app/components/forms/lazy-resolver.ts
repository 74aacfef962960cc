import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose code loads on first use instead of with the page: a zod
 * schema brings zod with it, about 25 KB of compressed script that nothing needs
 * until the visitor sends. `preload` starts the download early (on the form's first
 * focus) so that sending does not wait for it. A failed download is retried on the
 * next use; until then the resolver rejects, which the form reports as a failed send.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
) {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload: () => void preload().catch(() => undefined) };
}
