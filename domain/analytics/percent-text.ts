/**
 * A share as a whole percentage ("25%", "180%"), as the back office's charts, their tables and the
 * funnel's CSV files write it, so a file says what its page says.
 */
export const percentText = (share: number) => `${Math.round(share * 100)}%`;
