/** A back-office page's title; no page of it is ever indexed. */
export const adminMeta = (title: string) => [
  { title: `${title} | Back office | Nexora Technologies` },
  { name: "robots", content: "noindex, nofollow" },
];
