/** The shape every service shares (marketing specification, section 3, "Service"). */
export type Service = {
  /** As in the Services menu, e.g. "UI-UX design"; the slug is this lower-cased with spaces as hyphens. */
  title: string;
  slug: string;
  /** The label of the service's tab on the home page (marketing specification, "Services section"). */
  tabLabel: string;
  meta: { title: string; description: string };
  header: {
    /** Path of an SVG under /images/services/, drawn for this site. */
    image: string;
    tagline: string;
    description: string;
    cta: "Let's Talk";
  };
  /** Seven cards, each with three feature lines. */
  services: { title: string; features: [string, string, string] }[];
  process: {
    image: string;
    description: string;
    steps: [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
  };
  /** Three quotes, the company's own marketing copy. */
  testimonials: [string, string, string];
  /** The home page's services section: six feature bullets and a gallery of three images. */
  highlights: [string, string, string, string, string, string];
  gallery: [GalleryImage, GalleryImage, GalleryImage];
};

/** What the home page's services tab shows of a service; the rest stays with its case study. */
export type ServiceTab = Pick<Service, "title" | "slug" | "tabLabel" | "highlights" | "gallery"> & {
  description: string;
};

export type ProcessStep = { title: string; description: string };
export type GalleryImage = { src: string; alt: string };
