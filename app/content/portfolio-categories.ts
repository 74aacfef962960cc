/** The portfolio's category filter, in the order of the marketing specification. */
export const portfolioCategories = [
  "All",
  "Website Development",
  "ERP Development",
  "App Development",
  "UI/UX Design",
  "Cloud Services",
  "IOT services",
  "Website Design",
  "Digital Marketing",
  "Generative AI",
  "CRM",
] as const;

export type PortfolioCategory = (typeof portfolioCategories)[number];

/** Categories without projects yet show the 'Almost There' view. */
export const upcomingCategories: Record<"Cloud Services" | "IOT services" | "Website Design", string[]> = {
  "Cloud Services": [
    "Migration from on-premise servers to AWS, Azure or Google Cloud",
    "Cost reviews and right-sizing of existing cloud accounts",
    "Managed backups with regular, tested restores",
    "CI/CD pipelines and infrastructure as code",
    "Monitoring, alerts and monthly uptime reports",
    "Hosting in Indian regions for data residency needs",
  ],
  "IOT services": [
    "Machine monitoring on the shop floor using existing PLCs",
    "Cold-chain temperature tracking with SMS and WhatsApp alerts",
    "Energy metering dashboards for factories and buildings",
    "GPS and fuel monitoring for delivery fleets",
    "Device onboarding, firmware updates and security",
    "Sensor data flowing into your ERP and CRM",
  ],
  "Website Design": [
    "Brand-led home pages and campaign landing pages",
    "Design systems with reusable components",
    "Mobile-first layouts for Indian networks and devices",
    "Page design for Hindi and regional languages",
    "Accessibility reviews against WCAG 2.2",
    "Prototypes tested with real users before build",
  ],
};
