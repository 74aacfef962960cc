import type { FieldValues, Resolver, ResolverOptions } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { lazyResolver } from "./lazy-resolver";

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const accepting: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe("lazyResolver", () => {
  it("loads the real resolver once, whether preloaded or first used to validate", async () => {
    const load = vi.fn(async () => accepting);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    await expect(resolver({ name: "Asha" }, undefined, options)).resolves.toEqual({
      values: { name: "Asha" },
      errors: {},
    });
    await resolver({ name: "Ravi" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets the values through unchecked while the download fails, and tries again on the next use", async () => {
    const refusing: Resolver<Values, unknown, Values> = async () => ({
      values: {},
      errors: { name: { type: "too_small", message: "Please enter your name." } },
    });
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(refusing);
    const { resolver } = lazyResolver<Values, Values>(load);

    await expect(resolver({ name: "" }, undefined, options)).resolves.toEqual({ values: { name: "" }, errors: {} });
    await expect(resolver({ name: "" }, undefined, options)).resolves.toMatchObject({
      errors: { name: { message: "Please enter your name." } },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never turns a failed preload into an unhandled rejection", async () => {
    const { preload } = lazyResolver<FieldValues, FieldValues>(() => Promise.reject(new Error("offline")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    preload();
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
