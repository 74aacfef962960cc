import type { ServiceCaseStudy } from "../../domain/content/site-documents";

/**
 * The eight services' case studies as the site showed them before editors kept them (decision 035),
 * in the order of the home page's service tabs; the seed loads them into an empty table only.
 * Their names and addresses are the marketing specification's (domain/company/service-menu.ts).
 */
export const seedServices: ({ slug: string } & ServiceCaseStudy)[] = [
  {
    slug: "website-development",
    meta: {
      title: "Website Development Company | Nexora Technologies",
      description:
        "Fast, SEO-ready websites, online stores and web portals built in React and Next.js by a Delhi NCR team, with Razorpay, UPI and GST invoicing built in.",
    },
    header: {
      image: "/images/services/website-development-header.svg",
      tagline: "Websites that load fast and sell more",
      description:
        "We design and build business websites, online stores and customer portals in React, Next.js and Node.js, hosted on AWS or Azure. Most sites go live in 4-8 weeks with Razorpay payments, GST invoices and analytics already set up.",
    },
    services: [
      {
        title: "Corporate Websites",
        features: [
          "Responsive pages designed around your brand",
          "Editable content through a headless CMS",
          "Enquiry forms routed to email and WhatsApp",
        ],
      },
      {
        title: "E-commerce Stores",
        features: [
          "Razorpay, UPI and card checkout",
          "GST-compliant invoices generated on every order",
          "Shiprocket and courier tracking integration",
        ],
      },
      {
        title: "Web Applications",
        features: [
          "Customer and vendor portals with secure login",
          "Role-based dashboards built in React",
          "REST and GraphQL APIs in Node.js",
        ],
      },
      {
        title: "Technical SEO",
        features: [
          "Server-side rendering for search-friendly pages",
          "Schema markup and clean XML sitemaps",
          "Core Web Vitals tuned for mobile users",
        ],
      },
      {
        title: "Multilingual Sites",
        features: [
          "Hindi and regional language versions",
          "Correct rendering of Devanagari and other scripts",
          "Separate SEO settings for each language",
        ],
      },
      {
        title: "Website Redesign",
        features: [
          "Audit of speed, content and conversions",
          "Redirects planned to protect existing rankings",
          "Content migrated from WordPress or legacy CMS",
        ],
      },
      {
        title: "Hosting and Maintenance",
        features: [
          "Managed hosting on AWS or Azure",
          "Daily backups and uptime monitoring",
          "Monthly security patches and content updates",
        ],
      },
    ],
    process: {
      image: "/images/services/website-development-process.svg",
      description:
        "A fixed, four-stage process with a working preview link from the second week, so you see progress rather than status reports.",
      steps: [
        {
          title: "Discovery and Sitemap",
          description:
            "We agree goals, audiences and the pages you need, then map the sitemap and content plan. You get a fixed quote and timeline before any design starts.",
        },
        {
          title: "Design and Content",
          description:
            "Wireframes and visual designs are prepared for mobile and desktop. We review them with you page by page until they are signed off.",
        },
        {
          title: "Build and Integrate",
          description:
            "We develop the site in React or Next.js and connect payments, CMS, CRM and analytics. Every change is visible on a staging link.",
        },
        {
          title: "Launch and Support",
          description:
            "We test speed, forms and checkout, then go live with redirects and Search Console in place. Thirty days of support follow the launch.",
        },
      ],
    },
    testimonials: [
      "Our new website loads in under two seconds on mobile, and online enquiries went up by 60 percent in the first quarter.",
      "Nexora moved our store from a marketplace template to our own site with UPI checkout. Repeat orders now make up 35 percent of sales.",
      "The redesign kept every one of our Google rankings, and the team updated our Hindi pages within a day whenever we asked.",
    ],
    highlights: [
      "Built in React, Next.js and Node.js",
      "Razorpay, UPI and GST invoicing set up",
      "Mobile-first pages tuned for Core Web Vitals",
      "Content you can edit without a developer",
      "Hosted and monitored on AWS or Azure",
      "Most websites live within 4-8 weeks",
    ],
    gallery: [
      {
        src: "/images/services/website-development-gallery-1.svg",
        alt: "Dashboard of an online store on a laptop and phone",
      },
      {
        src: "/images/services/website-development-gallery-2.svg",
        alt: "Corporate website home page shown on desktop, tablet and mobile screens",
      },
      {
        src: "/images/services/website-development-gallery-3.svg",
        alt: "Checkout page with UPI and card payment options and a GST invoice summary",
      },
    ],
  },
  {
    slug: "app-development",
    meta: {
      title: "Mobile App Development Company | Nexora Technologies",
      description:
        "Android and iOS apps built in Flutter and React Native for startups and enterprises across India, with UPI payments, push alerts and Play Store launch.",
    },
    header: {
      image: "/images/services/app-development-header.svg",
      tagline: "Android and iOS apps your customers keep",
      description:
        "We build cross-platform mobile apps in Flutter and React Native, backed by Node.js or Python APIs on AWS or Azure. A first release typically reaches the Play Store and App Store in 6-8 weeks.",
    },
    services: [
      {
        title: "Cross-Platform Apps",
        features: [
          "One Flutter or React Native codebase",
          "Native look on Android and iOS",
          "Shared releases cut build and testing time",
        ],
      },
      {
        title: "Native Development",
        features: [
          "Kotlin for Android, Swift for iOS",
          "Camera, Bluetooth and sensor access",
          "Tuned for low-end Android handsets",
        ],
      },
      {
        title: "Payments and Wallets",
        features: [
          "UPI intent and Razorpay checkout flows",
          "Subscriptions, refunds and payment reconciliation",
          "Wallet balances with a full audit trail",
        ],
      },
      {
        title: "Backend and APIs",
        features: [
          "Node.js or Python APIs on AWS",
          "Secure OTP login and user management",
          "Admin panel to manage users and content",
        ],
      },
      {
        title: "Offline-First Apps",
        features: [
          "Field data captured without mobile signal",
          "Automatic sync once the connection returns",
          "Built for sales and service teams",
        ],
      },
      {
        title: "Engagement Features",
        features: [
          "Push notifications through Firebase Cloud Messaging",
          "WhatsApp Business and SMS message alerts",
          "In-app analytics to track user retention",
        ],
      },
      {
        title: "Launch and Maintenance",
        features: [
          "Play Store and App Store submissions handled",
          "Crash monitoring and monthly fix releases",
          "Updates for new Android and iOS versions",
        ],
      },
    ],
    process: {
      image: "/images/services/app-development-process.svg",
      description:
        "We ship in two-week sprints and share a test build on your phone after every sprint, so feedback comes from real use.",
      steps: [
        {
          title: "Scope and Prototype",
          description:
            "We list the user journeys, define the first release and build a clickable prototype. You test it on your own phone before development begins.",
        },
        {
          title: "Design the Experience",
          description:
            "Screens are designed to Android and iOS guidelines, including empty, error and offline states. Designs are signed off before coding.",
        },
        {
          title: "Develop in Sprints",
          description:
            "The app and its APIs are built in two-week sprints with a test build after each one. Payments, notifications and analytics are wired in along the way.",
        },
        {
          title: "Test and Publish",
          description:
            "We test on a range of real devices, including budget Android phones, then handle store listings and review. Crash monitoring runs from day one.",
        },
      ],
    },
    testimonials: [
      "Our Flutter app went from first sketch to the Play Store in seven weeks, and it crossed 50,000 downloads within six months.",
      "The offline mode means our field staff log visits in villages with no signal. Data entry errors dropped by about 40 percent.",
      "Moving payments to UPI inside the app cut failed transactions to under 2 percent, and the crash rate stays below 0.5 percent.",
    ],
    highlights: [
      "Flutter and React Native cross-platform apps",
      "UPI and Razorpay payments inside the app",
      "Offline mode for low-connectivity areas",
      "Push, SMS and WhatsApp Business alerts",
      "Play Store and App Store launch handled",
      "Tested on budget and flagship phones",
    ],
    gallery: [
      {
        src: "/images/services/app-development-gallery-1.svg",
        alt: "Food delivery app screens showing a menu, cart and live order tracking on a phone",
      },
      {
        src: "/images/services/app-development-gallery-2.svg",
        alt: "UPI payment confirmation screen in a mobile app next to an admin dashboard",
      },
      {
        src: "/images/services/app-development-gallery-3.svg",
        alt: "Field sales app on an Android phone recording a store visit while offline",
      },
    ],
  },
  {
    slug: "erp",
    meta: {
      title: "ERP Software Development | Nexora Technologies",
      description:
        "Custom ERP for Indian manufacturers, traders and distributors: GST e-invoicing, e-way bills, Tally integration, inventory and payroll, from Delhi NCR.",
    },
    header: {
      image: "/images/services/erp-header.svg",
      tagline: "One system for stock, sales and accounts",
      description:
        "We build and configure ERP systems for Indian manufacturers, traders and distributors, covering inventory, purchase, production, GST billing and payroll. Your existing Tally data is migrated, and the first modules go live in 6-8 weeks.",
    },
    services: [
      {
        title: "Inventory and Warehouse",
        features: [
          "Stock tracked across godowns and branches",
          "Batch, serial number and expiry tracking",
          "Barcode scanning for inward and dispatch",
        ],
      },
      {
        title: "GST Billing",
        features: [
          "GST-compliant invoices with HSN codes",
          "E-invoicing with IRN and QR codes",
          "E-way bills generated from the invoice",
        ],
      },
      {
        title: "Tally Integration",
        features: [
          "Vouchers synced to Tally automatically",
          "Ledgers and masters kept in step",
          "Historic Tally data migrated at go-live",
        ],
      },
      {
        title: "Manufacturing and BOM",
        features: [
          "Multi-level bills of materials",
          "Work orders, job work and scrap tracking",
          "Production costing per batch or order",
        ],
      },
      {
        title: "HR and Payroll",
        features: [
          "Attendance from biometric devices and mobile",
          "Salary slips with PF, ESI and TDS",
          "Leave, loans and reimbursements in one place",
        ],
      },
      {
        title: "Procurement and Purchase",
        features: [
          "Purchase requests, quotations and approvals",
          "Purchase orders matched with goods receipts",
          "Vendor ratings and payment schedules",
        ],
      },
      {
        title: "MIS Dashboards",
        features: [
          "Daily sales, stock and receivables reports",
          "Branch-wise and product-wise profitability",
          "Scheduled reports sent by email or WhatsApp",
        ],
      },
    ],
    process: {
      image: "/images/services/erp-process.svg",
      description:
        "We roll out ERP module by module, so each team moves over only when its data and training are ready.",
      steps: [
        {
          title: "Process Study",
          description:
            "We spend time with your accounts, stores and production teams to map how work actually moves today. The result is a written scope and module plan.",
        },
        {
          title: "Configure and Build",
          description:
            "Standard modules are configured and the gaps are built to fit your workflows. GST, e-invoicing and Tally links are set up and tested with sample data.",
        },
        {
          title: "Migrate and Train",
          description:
            "Item masters, ledgers and opening stock are migrated and checked against your books. Each department gets hands-on training in its own module.",
        },
        {
          title: "Go Live and Support",
          description:
            "We run the old and new systems side by side for a short period, then switch over. Our support team stays on call through the first month-end close.",
        },
      ],
    },
    testimonials: [
      "We used to reconcile stock across three godowns in spreadsheets every week. Now physical and system stock match within 1 percent.",
      "E-invoices and e-way bills come straight out of the ERP, and our month-end close dropped from eight days to three.",
      "Payroll for 400 workers, with PF and ESI, now takes an afternoon instead of two days, and the data still flows into Tally.",
    ],
    highlights: [
      "GST e-invoicing and e-way bills built in",
      "Two-way sync with Tally for accounts",
      "Multi-godown inventory with barcode scanning",
      "Manufacturing, BOM and job work tracking",
      "Payroll with PF, ESI and TDS",
      "MIS dashboards for owners and managers",
    ],
    gallery: [
      {
        src: "/images/services/erp-gallery-1.svg",
        alt: "Inventory dashboard showing stock levels across three warehouses with reorder alerts",
      },
      {
        src: "/images/services/erp-gallery-2.svg",
        alt: "GST invoice with an e-invoice QR code alongside a generated e-way bill",
      },
      {
        src: "/images/services/erp-gallery-3.svg",
        alt: "Production planning screen with a bill of materials and work order status",
      },
    ],
  },
  {
    slug: "ui-ux-design",
    meta: {
      title: "UI/UX Design Services | Nexora Technologies",
      description:
        "UI/UX design for websites, mobile apps and SaaS products across India: user research, wireframes, Figma prototypes and design systems from Delhi NCR.",
    },
    header: {
      image: "/images/services/ui-ux-design-header.svg",
      tagline: "Design decisions backed by real users",
      description:
        "We research how your customers behave, then design websites, apps and dashboards in Figma that are simple to use and ready to build. Every project ends with developer-ready files and a reusable design system.",
    },
    services: [
      {
        title: "User Research",
        features: [
          "Interviews with customers and internal teams",
          "Analytics review to find drop-off points",
          "Personas and journey maps from real data",
        ],
      },
      {
        title: "Wireframes and Flows",
        features: [
          "Information architecture and navigation structure",
          "Low-fidelity wireframes for quick feedback",
          "Complete flows, including error and empty states",
        ],
      },
      {
        title: "Visual Design",
        features: [
          "Interfaces that carry your brand consistently",
          "Typography that works in English and Hindi",
          "Icons and illustrations drawn for you",
        ],
      },
      {
        title: "Interactive Prototypes",
        features: [
          "Clickable Figma prototypes for stakeholder reviews",
          "Micro-interactions and transitions shown in motion",
          "Prototypes ready for user testing",
        ],
      },
      {
        title: "Usability Testing",
        features: [
          "Moderated sessions with your target users",
          "Task success and time measured",
          "Prioritised list of fixes after each round",
        ],
      },
      {
        title: "Design Systems",
        features: [
          "Reusable Figma components and style tokens",
          "Documented patterns for designers and developers",
          "Matching React component library on request",
        ],
      },
      {
        title: "Accessibility Review",
        features: [
          "Checks against WCAG 2.1 AA guidelines",
          "Colour contrast and text size fixes",
          "Screen reader and keyboard navigation testing",
        ],
      },
    ],
    process: {
      image: "/images/services/ui-ux-design-process.svg",
      description:
        "Our design process moves from evidence to screens, with user testing before anything is handed to developers.",
      steps: [
        {
          title: "Research and Audit",
          description:
            "We interview users, review analytics and audit the current product. Findings are summarised as problems to solve, not opinions.",
        },
        {
          title: "Structure and Wireframe",
          description:
            "We define navigation and key user flows as wireframes. You review the structure before any visual styling is added.",
        },
        {
          title: "Design and Prototype",
          description:
            "Approved wireframes become high-fidelity screens and a clickable Figma prototype. Components are built into a design system as we go.",
        },
        {
          title: "Test and Hand Over",
          description:
            "We test the prototype with real users and fix what they struggle with. Developers receive annotated Figma files, assets and specifications.",
        },
      ],
    },
    testimonials: [
      "After Nexora redesigned our onboarding, the share of new users completing sign-up rose from 38 to 61 percent.",
      "The design system they delivered lets our developers build new screens in about half the time they used to take.",
      "Usability testing with our actual customers showed us problems we had missed for two years. Support calls about the app fell by a third.",
    ],
    highlights: [
      "User research before any screen is drawn",
      "Wireframes, flows and Figma prototypes",
      "Usability testing with your real customers",
      "Reusable design systems for product teams",
      "Designs checked against WCAG 2.1 AA",
      "Developer-ready files with clear specifications",
    ],
    gallery: [
      {
        src: "/images/services/ui-ux-design-gallery-1.svg",
        alt: "Wireframes of a mobile banking app laid out as a connected user flow",
      },
      {
        src: "/images/services/ui-ux-design-gallery-2.svg",
        alt: "Design system page with buttons, form fields, colours and typography styles",
      },
      {
        src: "/images/services/ui-ux-design-gallery-3.svg",
        alt: "High-fidelity screens of a SaaS analytics dashboard in light and dark modes",
      },
    ],
  },
  {
    slug: "digital-marketing",
    meta: {
      title: "Digital Marketing Agency | Nexora Technologies",
      description:
        "SEO, Google Ads, Meta Ads and WhatsApp Business campaigns for brands across India, run from Delhi NCR with clear monthly reports on leads and sales.",
    },
    header: {
      image: "/images/services/digital-marketing-header.svg",
      tagline: "Marketing measured in leads, not likes",
      description:
        "We plan and run SEO, paid search, social media and WhatsApp Business campaigns for businesses across India. Every rupee is tracked to enquiries and sales, and you get a plain-language report each month.",
    },
    services: [
      {
        title: "Search Engine Optimisation",
        features: [
          "Keyword research for your Indian markets",
          "On-page fixes and technical SEO audits",
          "Content and links that build authority",
        ],
      },
      {
        title: "Local SEO",
        features: [
          "Google Business Profile set up and managed",
          "City and locality landing pages",
          "Review collection and response workflows",
        ],
      },
      {
        title: "Google Ads",
        features: [
          "Search, Performance Max and YouTube campaigns",
          "Conversion tracking with Google Tag Manager",
          "Weekly bid and negative keyword reviews",
        ],
      },
      {
        title: "Social Media Advertising",
        features: [
          "Meta and LinkedIn campaigns for leads",
          "Audience targeting by city and interest",
          "Creative testing to lower cost per lead",
        ],
      },
      {
        title: "WhatsApp Business Marketing",
        features: [
          "Broadcasts through the WhatsApp Business API",
          "Click-to-WhatsApp ads with automated replies",
          "Opt-in lists that respect DPDP Act consent",
        ],
      },
      {
        title: "Content Marketing",
        features: [
          "Blog articles and guides in English and Hindi",
          "Short videos and reels for social channels",
          "Email newsletters that drive repeat visits",
        ],
      },
      {
        title: "Analytics and Reporting",
        features: [
          "GA4 set up with goals and events",
          "Monthly reports on leads and cost",
          "Dashboards in Looker Studio you can share",
        ],
      },
    ],
    process: {
      image: "/images/services/digital-marketing-process.svg",
      description:
        "We start with tracking, so every campaign after that is judged on enquiries and sales rather than impressions.",
      steps: [
        {
          title: "Audit and Benchmark",
          description:
            "We review your website, ad accounts, search rankings and competitors. You get a benchmark of where leads come from today and what they cost.",
        },
        {
          title: "Plan and Set Up",
          description:
            "We agree targets, channels and a monthly budget, then set up GA4, tag tracking and CRM links. Nothing is launched until conversions are measured.",
        },
        {
          title: "Launch Campaigns",
          description:
            "SEO work, ads and WhatsApp campaigns go live in planned phases. Ad copy and creatives are tested against each other from the first week.",
        },
        {
          title: "Report and Optimise",
          description:
            "Budgets are moved towards what produces leads and away from what does not. Each month we meet to review results and agree the next priorities.",
        },
      ],
    },
    testimonials: [
      "Within five months our clinic pages ranked in the top three on Google for our locality, and appointment bookings doubled.",
      "Nexora cut our cost per lead on Google Ads by 42 percent in the first quarter while keeping the same monthly budget.",
      "Click-to-WhatsApp ads now bring in about 300 qualified enquiries a month, and we can see exactly which ones turn into orders.",
    ],
    highlights: [
      "SEO and local SEO for Indian cities",
      "Google Ads and Meta Ads managed weekly",
      "WhatsApp Business campaigns and click-to-chat ads",
      "Content in English, Hindi and regional languages",
      "GA4 tracking linked to your CRM",
      "Plain-language monthly reports on leads and cost",
    ],
    gallery: [
      {
        src: "/images/services/digital-marketing-gallery-1.svg",
        alt: "Marketing dashboard charting leads, cost per lead and conversions by channel",
      },
      {
        src: "/images/services/digital-marketing-gallery-2.svg",
        alt: "Google search results page with a local business profile and map listing",
      },
      {
        src: "/images/services/digital-marketing-gallery-3.svg",
        alt: "WhatsApp Business chat on a phone responding to a click-to-WhatsApp ad",
      },
    ],
  },
  {
    slug: "generative-ai",
    meta: {
      title: "Generative AI Development | Nexora Technologies",
      description:
        "Generative AI for Indian businesses: chatbots, document processing and assistants trained on your data, built in Python on AWS or Azure from Delhi NCR.",
    },
    header: {
      image: "/images/services/generative-ai-header.svg",
      tagline: "Practical AI that works on your data",
      description:
        "We build AI assistants, chatbots and document-processing tools that answer from your own policies, catalogues and records. Solutions run on Azure OpenAI, AWS Bedrock or open-source models, with your data kept under your control.",
    },
    services: [
      {
        title: "AI Chatbots",
        features: [
          "Customer support bots on website and WhatsApp",
          "Answers drawn from your own documents",
          "Smooth handover to a human agent",
        ],
      },
      {
        title: "Knowledge Assistants",
        features: [
          "Internal search across policies and manuals",
          "Retrieval-augmented generation with cited sources",
          "Access limited by user role",
        ],
      },
      {
        title: "Document Processing",
        features: [
          "Data extracted from invoices and purchase orders",
          "Reads scanned PDFs, forms and ID documents",
          "Extracted fields pushed straight into ERP or Tally",
        ],
      },
      {
        title: "Content Generation",
        features: [
          "Product descriptions generated at catalogue scale",
          "Drafts in English, Hindi and regional languages",
          "Brand tone and review steps built in",
        ],
      },
      {
        title: "Voice and Speech",
        features: [
          "Call transcription and summaries for sales teams",
          "Speech recognition for Hindi and Indian English",
          "Call quality scoring against your checklist",
        ],
      },
      {
        title: "AI Workflow Automation",
        features: [
          "Email triage and ticket classification",
          "AI agents that act through your APIs",
          "Approvals kept with a person where needed",
        ],
      },
      {
        title: "Responsible AI",
        features: [
          "Data handled in line with DPDP Act",
          "Guardrails against wrong or unsafe answers",
          "Accuracy tests before and after launch",
        ],
      },
    ],
    process: {
      image: "/images/services/generative-ai-process.svg",
      description: "We prove value on a small, measurable use case first, then scale what works into production.",
      steps: [
        {
          title: "Identify the Use Case",
          description:
            "We look for tasks where AI can save clear time or cost, such as support queries or invoice entry. Each candidate is scored on value, data readiness and risk.",
        },
        {
          title: "Prepare the Data",
          description:
            "Documents and records are cleaned, organised and indexed securely. Sensitive personal data is masked or kept out of the model.",
        },
        {
          title: "Build a Pilot",
          description:
            "A working pilot is built in 3-4 weeks and tested against real questions from your team. We measure accuracy and time saved, not impressions.",
        },
        {
          title: "Deploy and Monitor",
          description:
            "The solution is connected to your systems on AWS or Azure with logging and guardrails. We track answer quality and costs every month.",
        },
      ],
    },
    testimonials: [
      "The WhatsApp assistant Nexora built now resolves about 65 percent of customer questions without an agent, around the clock.",
      "Invoice data that took our accounts team two days a week to key in is now extracted automatically with over 95 percent accuracy.",
      "Our staff find answers in 400 pages of HR and compliance policies in seconds, with a link to the exact clause every time.",
    ],
    highlights: [
      "Chatbots for website and WhatsApp Business",
      "Assistants that answer from your documents",
      "Invoice and form extraction into ERP",
      "Hindi and regional language support",
      "Built on Azure OpenAI or AWS Bedrock",
      "Data handled in line with DPDP Act",
    ],
    gallery: [
      {
        src: "/images/services/generative-ai-gallery-1.svg",
        alt: "AI chat assistant answering a customer question on WhatsApp with a source link",
      },
      {
        src: "/images/services/generative-ai-gallery-2.svg",
        alt: "Scanned invoice with extracted fields highlighted beside a structured data form",
      },
      {
        src: "/images/services/generative-ai-gallery-3.svg",
        alt: "Internal knowledge assistant search screen showing an answer with cited policy pages",
      },
    ],
  },
  {
    slug: "security-services",
    meta: {
      title: "Cyber Security Services | Nexora Technologies",
      description:
        "VAPT, cloud security audits, ISO 27001 readiness and DPDP Act compliance for businesses across India, from a security team based in Delhi NCR.",
    },
    header: {
      image: "/images/services/security-services-header.svg",
      tagline: "Find the gaps before attackers do",
      description:
        "We test your web apps, mobile apps, networks and cloud accounts for weaknesses, then help your team fix them. Our reports are clear on risk and priority, and support ISO 27001, CERT-In and DPDP Act compliance.",
    },
    services: [
      {
        title: "Vulnerability Assessment",
        features: [
          "Automated and manual scans of your systems",
          "Findings ranked by risk and business impact",
          "Retesting to confirm each fix works",
        ],
      },
      {
        title: "Penetration Testing",
        features: [
          "Web and mobile apps tested against OWASP",
          "API and network penetration tests",
          "Reports suitable for auditors and clients",
        ],
      },
      {
        title: "Cloud Security",
        features: [
          "AWS and Azure configuration reviews",
          "Identity, access and key management checks",
          "Logging and alerts for unusual activity",
        ],
      },
      {
        title: "ISO 27001 Readiness",
        features: [
          "Gap analysis against ISO 27001 controls",
          "Policies, risk register and asset inventory",
          "Support through the certification audit",
        ],
      },
      {
        title: "DPDP Act Compliance",
        features: [
          "Mapping of personal data across systems",
          "Consent and data retention processes",
          "Breach response plan for reporting duties",
        ],
      },
      {
        title: "Security Monitoring",
        features: [
          "Centralised log collection and alerting",
          "Incident response playbooks aligned with CERT-In",
          "Regular reviews of alerts and trends",
        ],
      },
      {
        title: "Security Awareness Training",
        features: [
          "Phishing simulations for all staff",
          "Short training sessions in English and Hindi",
          "Secure coding workshops for developers",
        ],
      },
    ],
    process: {
      image: "/images/services/security-services-process.svg",
      description:
        "Every engagement has an agreed scope and rules of testing, and ends with a retest to confirm the fixes.",
      steps: [
        {
          title: "Scope and Authorise",
          description:
            "We agree the systems in scope, testing windows and contacts, and sign a non-disclosure agreement. Nothing is tested without written permission.",
        },
        {
          title: "Assess and Test",
          description:
            "Our team combines automated scanning with manual testing of your apps, networks and cloud. Critical findings are reported to you the same day.",
        },
        {
          title: "Report and Advise",
          description:
            "You get a report with each risk rated, evidence and clear steps to fix it. We walk your developers and IT team through the findings.",
        },
        {
          title: "Fix and Retest",
          description:
            "Once fixes are in, we retest and issue an updated report for your auditors or clients. Ongoing monitoring is available after that.",
        },
      ],
    },
    testimonials: [
      "Nexora's penetration test found 14 issues in our payment app, including two critical ones, and every one was fixed and retested within three weeks.",
      "With their help we achieved ISO 27001 certification in five months, which opened the door to two enterprise contracts.",
      "They mapped every place we hold customer data and set up our consent process for the DPDP Act in time for our board review.",
    ],
    highlights: [
      "VAPT for web, mobile, API and network",
      "AWS and Azure cloud security reviews",
      "ISO 27001 gap analysis and audit support",
      "DPDP Act data mapping and consent processes",
      "Incident response aligned with CERT-In directions",
      "Retesting included to confirm every fix",
    ],
    gallery: [
      {
        src: "/images/services/security-services-gallery-1.svg",
        alt: "Security report summary showing vulnerabilities grouped by critical, high, medium and low risk",
      },
      {
        src: "/images/services/security-services-gallery-2.svg",
        alt: "Cloud architecture diagram with firewalls, access controls and encrypted storage marked",
      },
      {
        src: "/images/services/security-services-gallery-3.svg",
        alt: "Monitoring console showing login alerts and an incident timeline",
      },
    ],
  },
  {
    slug: "crm",
    meta: {
      title: "CRM Development and Integration | Nexora Technologies",
      description:
        "Custom CRM and Zoho or Salesforce set-up for sales teams across India, with WhatsApp Business, IndiaMART lead capture and Tally integration. Delhi NCR.",
    },
    header: {
      image: "/images/services/crm-header.svg",
      tagline: "Every lead followed up, every deal tracked",
      description:
        "We build custom CRMs and configure Zoho, Salesforce and HubSpot for sales and service teams across India. Leads from your website, IndiaMART, JustDial and WhatsApp land in one pipeline, with follow-ups assigned automatically.",
    },
    services: [
      {
        title: "Lead Management",
        features: [
          "Leads captured from website, IndiaMART and JustDial",
          "Automatic assignment by region or product",
          "Duplicate checks and lead scoring",
        ],
      },
      {
        title: "Sales Pipeline",
        features: [
          "Visual deal stages for each sales team",
          "Quotations with GST generated from the CRM",
          "Targets and forecasts for sales managers",
        ],
      },
      {
        title: "WhatsApp Integration",
        features: [
          "WhatsApp Business API chats logged to contacts",
          "Template messages for follow-ups and reminders",
          "Click-to-call and call recording links",
        ],
      },
      {
        title: "Customer Support Desk",
        features: [
          "Tickets from email, WhatsApp and phone",
          "Service level timers and escalation rules",
          "Customer feedback collected after resolution",
        ],
      },
      {
        title: "Field Sales App",
        features: [
          "Mobile CRM for visits and check-ins",
          "GPS-tagged meetings and daily activity reports",
          "Orders booked on site, even offline",
        ],
      },
      {
        title: "CRM Platform Set-up",
        features: [
          "Zoho, Salesforce and HubSpot configuration",
          "Data migrated from spreadsheets or old systems",
          "Custom fields, workflows and user roles",
        ],
      },
      {
        title: "Integrations and Reports",
        features: [
          "Two-way sync with Tally and ERP",
          "Razorpay payment links sent from deals",
          "Dashboards for conversion and team activity",
        ],
      },
    ],
    process: {
      image: "/images/services/crm-process.svg",
      description:
        "We design the CRM around how your team actually sells, then keep adoption high with training and simple daily screens.",
      steps: [
        {
          title: "Map the Sales Process",
          description:
            "We sit with your sales and service teams to map lead sources, deal stages and handovers. This defines the fields, rules and reports you need.",
        },
        {
          title: "Choose and Configure",
          description:
            "We recommend a custom build or Zoho, Salesforce or HubSpot based on your team size and budget. The CRM is then configured to your process.",
        },
        {
          title: "Integrate and Migrate",
          description:
            "Lead sources, WhatsApp Business, telephony and Tally are connected. Existing contacts and deals are cleaned and imported.",
        },
        {
          title: "Train and Refine",
          description:
            "Each role gets short, practical training and a simple daily view. After a month of use we review the reports and adjust the workflows.",
        },
      ],
    },
    testimonials: [
      "Before the CRM, about a quarter of our IndiaMART leads were never called back. Now every lead is assigned within five minutes.",
      "Our sales managers see the whole pipeline on their phones, and our lead-to-order conversion rose from 9 to 14 percent in six months.",
      "WhatsApp chats, calls and quotations now sit on one customer record, so nothing is lost when a salesperson leaves.",
    ],
    highlights: [
      "Custom CRM or Zoho, Salesforce, HubSpot",
      "Leads from website, IndiaMART and JustDial",
      "WhatsApp Business chats on every contact",
      "GST quotations and Razorpay payment links",
      "Mobile app for field sales teams",
      "Two-way sync with Tally and ERP",
    ],
    gallery: [
      {
        src: "/images/services/crm-gallery-1.svg",
        alt: "Sales pipeline board with deals arranged by stage and value",
      },
      {
        src: "/images/services/crm-gallery-2.svg",
        alt: "Customer record showing WhatsApp conversation history, calls and open quotations",
      },
      {
        src: "/images/services/crm-gallery-3.svg",
        alt: "Mobile CRM app with a field sales visit check-in on a map",
      },
    ],
  },
];
