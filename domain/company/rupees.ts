const rupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** An amount as India writes it, "₹25,00,000": the one formatter of money, for careers and sales alike. */
export const formatRupees = (amount: number) => rupeeFormat.format(amount);
