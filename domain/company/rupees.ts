// Made when first asked for: a page's first Intl formatter costs it tens of milliseconds
// (app/components/ui/format-day.ts), and most pages that load this module show no money.
let rupeeFormat: Intl.NumberFormat | undefined;

/** An amount as India writes it, "₹25,00,000": the one formatter of money, for careers and sales alike. */
export const formatRupees = (amount: number) =>
  (rupeeFormat ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  })).format(amount);
