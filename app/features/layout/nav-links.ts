/** The plain links of the top navigation; Services is a menu of its own between Home and Portfolio. */
export const leadingNavLinks = [{ to: "/", label: "Home" }] as const;
export const trailingNavLinks = [
  { to: "/portfolio", label: "Portfolio" },
  { to: "/blog", label: "Blog" },
] as const;

export const contactPath = "/contactUs";

/** Width from which the layout is desktop (marketing specification, section 9). */
export const desktopMediaQuery = "(min-width: 768px)";
