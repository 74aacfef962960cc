/** `count` calendar months from `first` ("2026-02"), each as the reports name a month: "2026-02", "2026-03"… */
export function monthsFrom(first: string, count: number): string[] {
  const [year, month] = first.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const months = year * 12 + (month - 1) + index;
    return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, "0")}`;
  });
}
