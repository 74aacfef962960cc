/**
 * The blog's authors, shown on the Blog page's Meet the Authors tab. The posts live in the database
 * (decision 031): server/db/seed-blog.ts holds the ones the site started with, and editors write more.
 */

export const blogAuthors: { name: string; role: string; image: string; bio: string }[] = [
  {
    name: "Aditi Sharma",
    role: "Lead Product Designer",
    image: "/images/avatars/avatar-3.svg",
    bio: "Aditi leads design at Nexora and has spent eight years designing apps and portals for lenders, schools, hospitals and retailers across India.",
  },
  {
    name: "Karan Malhotra",
    role: "Engineering Lead",
    image: "/images/avatars/avatar-4.svg",
    bio: "Karan leads Nexora's engineering team in New Delhi and has built ERP, logistics and mobile systems for manufacturers and distributors since 2014.",
  },
  {
    name: "Priya Nair",
    role: "Head of Delivery",
    image: "/images/avatars/avatar-13.svg",
    bio: "Priya runs project delivery and client success from Nexora's Bangalore office and has managed more than 60 software rollouts for Indian businesses.",
  },
  {
    name: "Rohan Gupta",
    role: "Product Manager",
    image: "/images/avatars/avatar-2.svg",
    bio: "Rohan works with clients in Delhi NCR and Gwalior to turn business problems into scoped, testable product plans.",
  },
];
