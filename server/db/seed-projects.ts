import type { Project } from "../../domain/content/portfolio-projects";

const screens = (id: string, alts: [string, string, string]) =>
  alts.map((alt, i) => ({ src: `/images/portfolio/${id}-screen-${i + 1}.svg`, alt }));

/**
 * The portfolio's projects as the site showed them before editors kept them (decision 035), in the
 * portfolio's order; the seed loads them into an empty table only.
 */
export const seedProjects: Project[] = [
  {
    id: "spice-route-ecommerce",
    title: "SpiceRoute's online store",
    description:
      "A faster, mobile-first storefront for a Delhi spice and dry-fruit brand, with prepaid offers at checkout and stock that syncs from its Okhla warehouse every 15 minutes.",
    image: "/images/portfolio/spice-route-ecommerce-card.svg",
    category: "Website Development",
    bgColor: "#9a3412",
    caseStudy: {
      challenge:
        "SpiceRoute sold whole spices, masalas and dry fruits through marketplaces and a template store that took more than six seconds to load on 4G. Most orders were cash on delivery, and parcels refused at the door were eating into thin margins. Every change to a festive gift box or banner meant waiting for their old agency.",
      painPoints: [
        "Product pages took 6.4 seconds to load on a mid-range Android phone over 4G",
        "58% of orders were cash on delivery, and 21% of those came back undelivered",
        "Stock was updated by hand, so fast-moving items were oversold during Diwali",
        "Banners, combos and gift boxes could only be changed by a developer",
      ],
      mobilePainPoints:
        "The old store was slow on the phones most customers use, relied on cash on delivery with a high return rate, oversold popular items because stock was updated by hand, and needed a developer for every small content change.",
      approach: [
        {
          title: "Funnel audit",
          description:
            "We studied three months of orders, courier reports and session recordings to find where shoppers dropped off and which pincodes returned the most COD parcels.",
        },
        {
          title: "Lean storefront",
          description:
            "We rebuilt the store as a server-rendered site with compressed images and a small script bundle, and tested every page on a ₹9,000 Android phone.",
        },
        {
          title: "Prepaid nudges",
          description:
            "Checkout shows UPI first, offers ₹40 off prepaid orders and states the delivery date before the payment step, not after it.",
        },
        {
          title: "Team handover",
          description:
            "We set up a simple content editor and trained SpiceRoute's two-person marketing team to run launches and sales without us.",
        },
      ],
      solutions: [
        "Storefront with a median load time of 1.6 seconds on 4G",
        "UPI-first checkout with a ₹40 prepaid discount and card EMI above ₹3,000",
        "Pincode rules that switch off COD where return rates stay above 30%",
        "Stock sync from the warehouse system every 15 minutes, with low-stock alerts on WhatsApp",
        "Content editor for banners, combos and festive gift boxes",
      ],
      mobileSolutions:
        "The new storefront loads in about 1.6 seconds on 4G. Checkout puts UPI first with a ₹40 prepaid discount, COD is switched off for high-return pincodes, stock syncs from the warehouse every 15 minutes and the marketing team updates gift boxes on its own. In the first quarter, prepaid orders rose from 42% to 71%, returns on COD orders fell from 21% to 9% and conversion grew from 1.3% to 2.4%.",
      projectScreens: screens("spice-route-ecommerce", [
        "SpiceRoute storefront home page with a festive banner and a grid of spice jars",
        "Product page and UPI-first checkout on a mobile phone",
        "Admin dashboard with prepaid share, stock sync status and COD rules by pincode",
      ]),
      testimonial: {
        quote:
          "Diwali week used to mean apology calls for items we had already sold out of. This year stock stayed accurate, prepaid orders crossed 70% and our courier return charges fell by more than half.",
        author: "Ananya Kapoor, Founder",
      },
    },
  },
  {
    id: "meridian-hospitals-website",
    title: "Meridian Hospitals' patient website",
    description:
      "A bilingual website for a five-hospital chain in Gurugram, Noida and Faridabad, with doctor search, OPD booking linked to the hospital system and lab reports online.",
    image: "/images/portfolio/meridian-hospitals-website-card.svg",
    category: "Website Development",
    bgColor: "#0f766e",
    caseStudy: {
      challenge:
        "Meridian's website listed doctors in PDFs and sent every appointment request to a call centre that was busy most mornings. Patients rang again to ask for lab reports, and older patients found the English-only pages hard to use. The chain wanted more bookings online without adding call centre staff.",
      painPoints: [
        "Doctor schedules were in PDFs that were often a week out of date",
        "Only 9% of OPD appointments were booked online; the rest came by phone",
        "Patients called the lab desk twice on average to collect one report",
        "There was no Hindi version, though about a third of patients preferred it",
      ],
      mobilePainPoints:
        "Patients could not see current doctor schedules, had to phone for almost every appointment and call again for lab reports, and the English-only site shut out many older patients who prefer Hindi.",
      approach: [
        {
          title: "Patient interviews",
          description:
            "We spoke to 30 patients and front-desk staff across three hospitals to learn how people choose a doctor and why phone bookings failed.",
        },
        {
          title: "HIS integration",
          description:
            "We connected the site to the hospital information system, so doctor slots, leave and fees come from one source.",
        },
        {
          title: "Bilingual content",
          description:
            "Every page, form and SMS has a Hindi version written by a medical writer rather than machine-translated.",
        },
        {
          title: "Accessibility checks",
          description:
            "We tested large text, screen readers and slow connections with patients above 60 before launch.",
        },
      ],
      solutions: [
        "Doctor finder by speciality, hospital, language and next available slot",
        "OPD booking with live slots, UPI pre-payment and SMS and WhatsApp reminders",
        "OTP login for patients to download lab reports and past prescriptions",
        "Hindi and English versions with a switch on every page",
        "Health check-up packages with online booking and home sample collection",
      ],
      mobileSolutions:
        "Patients now search 340 doctors by speciality, hospital and language, book OPD slots that come straight from the hospital system, and download lab reports after an OTP login, in Hindi or English. Online bookings grew from 9% to 34% of OPD appointments in four months, and call centre volume fell by 38%.",
      projectScreens: screens("meridian-hospitals-website", [
        "Doctor finder with speciality filters and doctor cards with ratings and booking buttons",
        "OPD booking calendar, doctor profile and time slots on the mobile site",
        "Patient portal listing lab reports to download, with the Hindi and English switch on mobile",
      ]),
      testimonial: {
        quote:
          "We expected the website to help with bookings. We did not expect the lab counter to get quieter, but patients now download their reports themselves and the morning queue has almost gone.",
        author: "Dr. Neha Saxena, Head of Patient Experience",
      },
    },
  },
  {
    id: "kaveri-autocomp-erp",
    title: "Kaveri Autocomp's plant ERP",
    description:
      "A production, quality and dispatch ERP for a Manesar auto-component maker supplying two-wheeler OEMs, with shift-wise entry at the machines and GST e-invoicing built in.",
    image: "/images/portfolio/kaveri-autocomp-erp-card.svg",
    category: "ERP Development",
    bgColor: "#1e3a8a",
    caseStudy: {
      challenge:
        "Kaveri machines and presses about 180 parts for two-wheeler OEMs across two shifts. Production plans were built in Excel from OEM schedules that changed every week, so supervisors learnt about shortages only when a truck was due. Rejections went into registers, and invoices and e-way bills were made one at a time on the government portal.",
      painPoints: [
        "Weekly OEM schedule changes were re-keyed into a master Excel plan",
        "Work in progress and rejections were known only at the end of each shift",
        "Each truck waited about 45 minutes for invoices and e-way bills",
        "Tally entries were made a day later, so stock and accounts rarely matched",
      ],
      mobilePainPoints:
        "Planning depended on re-typing changing OEM schedules into Excel, rejections surfaced only after the shift, trucks waited for paperwork at the gate and accounts in Tally lagged a day behind the plant.",
      approach: [
        {
          title: "Shop-floor study",
          description:
            "We spent a week on both shifts at the Manesar plant, mapping how a schedule becomes a job card, a filled bin and a dispatch.",
        },
        {
          title: "Plan from schedules",
          description:
            "OEM delivery schedules are imported directly and turned into a machine-wise plan that supervisors can adjust.",
        },
        {
          title: "Entry at machines",
          description:
            "Operators log output and rejection reasons on rugged tablets with large buttons, in Hindi or English.",
        },
        {
          title: "Phased go-live",
          description:
            "Planning went live first, then quality, then dispatch, each after two weeks of running alongside the old process.",
        },
      ],
      solutions: [
        "Machine-wise production plan built from OEM delivery schedules",
        "Shift entry on tablets with rejection reasons and hourly targets",
        "Rejection analysis by part, machine and reason, shared with quality every morning",
        "GST e-invoices and e-way bills generated in one step at dispatch",
        "Two-way sync with Tally for sales, purchases and stock",
      ],
      mobileSolutions:
        "The plan now comes straight from OEM schedules, operators record output and rejections at the machines, and dispatch creates e-invoices and e-way bills in one step before posting to Tally. Schedule adherence rose from 78% to 94%, inventory fell from 32 to 19 days, and trucks leave about 6 minutes after loading instead of 45.",
      projectScreens: screens("kaveri-autocomp-erp", [
        "Production planning chart with jobs scheduled across machines and a current-time marker",
        "Shift entry screen on a tablet with a keypad, rejection reasons and accepted and rejected counts",
        "GST e-invoice with a QR code, a dispatch checklist and a loaded delivery truck",
      ]),
      testimonial: {
        quote:
          "For the first time our supervisors see rejections while the shift is still running. The OEM's quality team noticed the difference before we told them.",
        author: "Rajesh Yadav, Plant Head",
      },
    },
  },
  {
    id: "apex-pumps-erp",
    title: "Apex Pumps' dealer and inventory ERP",
    description:
      "An ERP for a Faridabad pump manufacturer that connects 240 dealers, three warehouses and job-work vendors, with serial-number tracking for warranty claims.",
    image: "/images/portfolio/apex-pumps-erp-card.svg",
    category: "ERP Development",
    bgColor: "#4c1d95",
    caseStudy: {
      challenge:
        "Apex makes monoblock and submersible pumps sold through 240 dealers in north and central India. Dealers ordered by phone and WhatsApp, stock was spread across warehouses in Faridabad, Indore and Lucknow, and castings went to job-work vendors on paper challans. Warranty claims could not be checked against the original sale.",
      painPoints: [
        "Dealer orders came by phone and WhatsApp and were re-typed by two coordinators",
        "Stock at Indore and Lucknow was reconciled only once a month",
        "Job-work challans were on paper, which made ITC-04 returns slow and error-prone",
        "Warranty claims were approved without checking the pump's serial number",
      ],
      mobilePainPoints:
        "Orders were re-typed from calls and chats, stock in two of the three warehouses was a month out of date, job-work paperwork slowed GST returns, and warranty claims could not be traced to a sale.",
      approach: [
        {
          title: "Order mapping",
          description:
            "We traced 50 recent orders from the dealer's call to delivery and listed every hand-off and re-entry along the way.",
        },
        {
          title: "Dealer portal",
          description:
            "Dealers order from their phones, see their credit limit and outstanding balance, and track each dispatch.",
        },
        {
          title: "Serial tracking",
          description:
            "Every pump gets a barcode at final testing, scanned again at dispatch and when the dealer sells it.",
        },
        {
          title: "Warehouse rollout",
          description:
            "We went live one warehouse at a time, starting with Faridabad, after a physical stock count at each.",
        },
      ],
      solutions: [
        "Dealer portal with credit limits, scheme pricing and order tracking",
        "Live stock across three warehouses, with transfer requests between them",
        "Job-work challans with vendor-wise balances and ITC-04 reports",
        "Barcode serial numbers linking each pump to its dealer and invoice",
        "Warranty claims checked against the sale date and serial number",
      ],
      mobileSolutions:
        "Dealers now order through a portal that checks their credit limit, stock is visible live across Faridabad, Indore and Lucknow, job-work challans are digital and every pump carries a scannable serial number. Order-to-dispatch time fell from four days to a day and a half, and the year-end stock difference dropped from ₹38 lakh to under ₹3 lakh.",
      projectScreens: screens("apex-pumps-erp", [
        "Dealer order form with pump models and quantities, a credit limit gauge and an order confirmation",
        "Inventory dashboard comparing stock at three warehouses, with transfer requests",
        "Barcode scan of a pump's serial number on a phone, with product details and warranty claim status",
      ]),
      testimonial: {
        quote:
          "Dealers stopped calling to ask where their order is. And we finally know which pump went to which dealer, so warranty claims are settled in days, not weeks.",
        author: "Manoj Goel, Director",
      },
    },
  },
  {
    id: "tezmove-delivery-app",
    title: "TezMove's delivery app",
    description:
      "An offline-first Android app for 600 drivers at an NCR logistics company, with route sequencing, photo and OTP proof of delivery, and UPI collection for cash-on-delivery parcels.",
    image: "/images/portfolio/tezmove-delivery-app-card.svg",
    category: "App Development",
    bgColor: "#0c4a6e",
    caseStudy: {
      challenge:
        "TezMove delivers for e-commerce sellers and pharma distributors across Delhi NCR, Jaipur and Lucknow. Drivers carried paper delivery sheets, sent proof photos over WhatsApp and handed in COD cash at the hub at the end of the day. Disputes took weeks to settle because the proof was scattered across phones.",
      painPoints: [
        "Paper proof of delivery reached the office two days after delivery",
        "COD cash was counted by hand at the hub, and reconciliation took three days",
        "Most drivers used 2 GB RAM phones with patchy data in basements and industrial areas",
        "Customers disputed about 1 in 40 deliveries, with no reliable proof to check",
      ],
      mobilePainPoints:
        "Proof of delivery arrived days late on paper, COD cash took three days to reconcile, drivers' low-end phones lost signal often, and disputed deliveries could not be verified.",
      approach: [
        {
          title: "Ride-alongs",
          description:
            "Our team rode with drivers in Okhla, Manesar and Jaipur to see where the paper process broke down.",
        },
        {
          title: "Offline first",
          description:
            "The app keeps trips, photos and signatures on the phone and syncs them whenever the signal returns.",
        },
        {
          title: "Hindi interface",
          description:
            "Large buttons, Hindi labels and clear icons, designed for one-handed use while carrying a parcel.",
        },
        {
          title: "Control tower",
          description: "A web dashboard shows hub managers every vehicle, delivery status and pending COD amount.",
        },
      ],
      solutions: [
        "Trip list with an optimised stop sequence and navigation",
        "Proof of delivery with photo, customer OTP and signature",
        "UPI QR collection for COD, matched automatically to the parcel",
        "Works offline and runs smoothly on 2 GB RAM Android phones",
        "Control tower dashboard for hubs with live vehicle status",
      ],
      mobileSolutions:
        "Drivers follow a sequenced trip list, capture a photo, OTP and signature at the door and collect COD by UPI QR, offline if needed, while hub managers follow it live. Proof of delivery is now available within five minutes, COD is reconciled the same day and delivery disputes fell by 64%.",
      projectScreens: screens("tezmove-delivery-app", [
        "Driver app screens for the day's trip list, the route and proof of delivery with an OTP",
        "Control tower dashboard with a vehicle list and live delivery routes on a map",
        "COD reconciliation table with collection charts, and the UPI QR collection screen on a phone",
      ]),
      testimonial: {
        quote:
          "A disputed delivery used to mean searching WhatsApp for a photo. Now our team opens the parcel record and the photo, OTP and time are already there.",
        author: "Vivek Chauhan, Head of Operations",
      },
    },
  },
  {
    id: "ankur-schools-parent-app",
    title: "Ankur Schools' parent app",
    description:
      "A parent app for a group of nine CBSE schools in Delhi NCR, covering fees, attendance, homework, circulars and school bus tracking in Hindi and English.",
    image: "/images/portfolio/ankur-schools-parent-app-card.svg",
    category: "App Development",
    bgColor: "#831843",
    caseStudy: {
      challenge:
        "Ankur's nine schools teach about 14,000 students. Circulars went home as paper notes and bulk SMS, fees were paid at the counter or by bank transfers matched by hand, and parents phoned the transport desk whenever a bus ran late. Each school had tried its own mix of apps and WhatsApp groups.",
      painPoints: [
        "Paper circulars and bulk SMS often did not reach working parents",
        "Only 38% of fees were paid online, and bank transfers were matched by hand",
        "The transport desk took about 300 calls a day about late buses",
        "Each school ran its own WhatsApp groups, with no record of what was sent",
      ],
      mobilePainPoints:
        "Notices missed many parents, most fees were still paid at the counter, the transport desk was flooded with calls about buses, and every school communicated in its own way with no record.",
      approach: [
        {
          title: "Parent interviews",
          description: "We met 60 parents across four schools, including grandparents who handle school pick-ups.",
        },
        {
          title: "One platform",
          description: "A single app and admin panel serves all nine schools, each with its own branding and calendar.",
        },
        {
          title: "Bus GPS",
          description:
            "We connected the GPS units already fitted in 84 buses to show live location and arrival times at stops.",
        },
        {
          title: "Term-start launch",
          description: "We launched at the start of term, with help desks at every school for the first two weeks.",
        },
      ],
      solutions: [
        "Fee payment by UPI, cards and net banking, with instalments and automatic receipts",
        "Daily attendance alerts and homework by subject",
        "Circulars in Hindi and English with read receipts",
        "Live bus tracking with an alert when the bus is two stops away",
        "Admin panel to send circulars by class, section or bus route",
      ],
      mobileSolutions:
        "Parents pay fees, see attendance and homework, read circulars in Hindi or English and track the school bus from one app, while each office sends notices by class or route from a shared admin panel. Within a term, 86% of families used the app every week, online fee payments rose from 38% to 81% and calls to the transport desk fell by 70%.",
      projectScreens: screens("ankur-schools-parent-app", [
        "Parent app screens for the home dashboard, fee payment and homework",
        "Live school bus route on a map, with stop alerts and notifications",
        "Admin panel for writing a circular, choosing classes and language, and tracking read rates",
      ]),
      testimonial: {
        quote:
          "The morning calls about buses have almost stopped. Parents see the bus on the map and get an alert two stops before, which is all they ever wanted.",
        author: "Sunita Bhatia, Director of Operations",
      },
    },
  },
  {
    id: "kosh-finance-loan-journey",
    title: "Kosh Finance's loan application",
    description:
      "A redesign of the business loan application for an NBFC lending ₹2 lakh to ₹15 lakh to traders and kirana owners, cutting an 11-screen form to five steps.",
    image: "/images/portfolio/kosh-finance-loan-journey-card.svg",
    category: "UI/UX Design",
    bgColor: "#4c1d95",
    caseStudy: {
      challenge:
        "Kosh lends to small traders in Rajasthan, Uttar Pradesh and Madhya Pradesh. Its app asked for 11 screens of details before saying whether an applicant was even eligible, and most people gave up at KYC or the bank statement upload. The credit team also spent hours chasing unreadable documents.",
      painPoints: [
        "Only 22% of people who started an application finished it",
        "Eligibility was shown only after 11 screens and every document",
        "Bank statement uploads often failed, especially password-protected PDFs",
        "Instructions were only in English, while most applicants read Hindi",
      ],
      mobilePainPoints:
        "Applicants filled 11 screens before learning whether they qualified, document uploads failed often, the app spoke only English, and fewer than a quarter of applications were ever completed.",
      approach: [
        {
          title: "Field research",
          description:
            "We interviewed and observed 24 borrowers and 6 loan agents in Jaipur and Kanpur as they applied.",
        },
        {
          title: "Eligibility first",
          description:
            "Applicants see an indicative amount and EMI after three questions, before any documents are asked for.",
        },
        {
          title: "Consent over uploads",
          description:
            "KYC through DigiLocker and bank statements through the Account Aggregator framework replace most uploads.",
        },
        {
          title: "Test and refine",
          description:
            "We ran three rounds of clickable prototypes with borrowers and changed the flow after each round.",
        },
      ],
      solutions: [
        "Five-step flow with progress saved at every step",
        "Eligibility and EMI estimate before documents are requested",
        "DigiLocker KYC and Account Aggregator consent for bank statements",
        "Hindi and English throughout, with plain-language help on each screen",
        "Design system and annotated handover for Kosh's in-house developers",
      ],
      mobileSolutions:
        "The new flow shows eligibility after three questions, pulls KYC from DigiLocker and bank statements through Account Aggregator consent, saves progress at every step and works in Hindi and English. Completed applications rose from 22% to 41%, the median time to apply fell from 34 minutes to 13, and support calls about uploads dropped by 55%.",
      projectScreens: screens("kosh-finance-loan-journey", [
        "The old 11-screen application flow compared with the new five-step flow",
        "Mobile screens for eligibility, DigiLocker KYC and choosing a bank for statement consent",
        "Research board with interview notes, a step-wise completion chart and a borrower persona",
      ]),
      testimonial: {
        quote:
          "Nexora's designers sat with our borrowers in their shops. The flow they came back with was simpler than anything we had drawn, and completion improved in the first month.",
        author: "Kunal Mehra, Chief Product Officer",
      },
    },
  },
  {
    id: "aravali-greens-launch",
    title: "Aravali Greens' launch campaign",
    description:
      "Performance marketing for a Gurugram developer's 2 and 3 BHK launch in Sohna, planned around qualified leads and site visits rather than lead volume.",
    image: "/images/portfolio/aravali-greens-launch-card.svg",
    category: "Digital Marketing",
    bgColor: "#14532d",
    caseStudy: {
      challenge:
        "Aravali Greens launched its previous project through property portals and broad Facebook campaigns. Leads were cheap, but most were unreachable or outside budget, and the sales team spent its days calling numbers that never picked up. For the Sohna launch, the developer wanted fewer, better leads and a clear cost per site visit.",
      painPoints: [
        "Only 14% of leads from the last launch were reachable and within budget",
        "Cost per site visit had reached about ₹19,500",
        "Leads sat in spreadsheets, so ad platforms never learnt which ones converted",
        "The landing page was slow and asked for details sales never used",
      ],
      mobilePainPoints:
        "Most leads from the previous launch were unreachable or outside budget, site visits were expensive, ad platforms had no feedback on which leads converted, and the landing page put people off.",
      approach: [
        {
          title: "Buyer research",
          description:
            "We studied past bookings to see who actually bought: mostly salaried families from Gurugram and south Delhi moving out of rented homes.",
        },
        {
          title: "Verified leads",
          description:
            "Enquiries are confirmed on WhatsApp with an OTP and a two-question budget check before they reach sales.",
        },
        {
          title: "Closed loop",
          description: "Call outcomes from the CRM go back to Google and Meta as offline conversions every night.",
        },
        {
          title: "Weekly reviews",
          description:
            "Every Monday we reviewed campaigns with the sales head and moved budget to whatever produced site visits.",
        },
      ],
      solutions: [
        "Fast landing pages for each tower type, with floor plans and price bands",
        "WhatsApp verification and lead scoring before handover to sales",
        "Google Search, YouTube and Meta campaigns targeted by commute and budget",
        "Offline conversion uploads from the CRM to Google and Meta",
        "Weekly dashboard of cost per lead, qualified lead and site visit",
      ],
      mobileSolutions:
        "Enquiries come through fast landing pages, are verified on WhatsApp and scored before sales calls them, and call outcomes flow back to the ad platforms every night. In the 12 weeks after launch, qualified leads rose from 14% to 37% of the total, cost per site visit fell from ₹19,500 to ₹8,200, and the project recorded 1,140 site visits and 96 bookings.",
      projectScreens: screens("aravali-greens-launch", [
        "Project landing page with an enquiry form, and WhatsApp verification on a phone",
        "Campaign dashboard with a lead funnel, falling cost per site visit and channel mix",
        "Scored lead list, with the flow from call centre to CRM to ad platforms",
      ]),
    },
  },
  {
    id: "neem-and-sandal-growth",
    title: "Neem & Sandal's paid acquisition",
    description:
      "Paid social, search and SEO for a Jaipur Ayurvedic skincare brand whose return on ad spend had halved in a year.",
    image: "/images/portfolio/neem-and-sandal-growth-card.svg",
    category: "Digital Marketing",
    bgColor: "#9f1239",
    caseStudy: {
      challenge:
        "Neem & Sandal sells face washes, oils and ubtan packs online. Almost every new customer came from Meta ads, and after tracking changes and rising costs the return on ad spend had fallen from 3.1 to 1.6. The brand had no search presence and ran the same studio creatives for months.",
      painPoints: [
        "Blended return on ad spend had fallen from 3.1 to 1.6 in twelve months",
        "Meta reported far more purchases than the store actually recorded",
        "Creatives were refreshed only every two or three months",
        "There was no organic traffic for ingredient and skin-concern searches",
      ],
      mobilePainPoints:
        "Ad returns had halved, the ad platform and the store disagreed on sales, creatives went stale for months, and the brand depended on a single paid channel with no search presence.",
      approach: [
        {
          title: "Fix tracking",
          description:
            "We set up server-side conversion tracking so the ad platforms and the store agreed on orders within 5%.",
        },
        {
          title: "Creative testing",
          description:
            "Each week we tested six new creatives, including videos by regional creators, and kept only the winners.",
        },
        {
          title: "Search and SEO",
          description: "We built ingredient and skin-concern pages and ran search campaigns on high-intent terms.",
        },
        {
          title: "Retention",
          description:
            "WhatsApp refill reminders brought back existing customers at a fraction of the cost of new ones.",
        },
      ],
      solutions: [
        "Server-side conversion tracking for Meta and Google",
        "Weekly creative tests with regional creators in Hindi and English",
        "Search campaigns for high-intent product and ingredient terms",
        "Twenty-two SEO articles and category pages for skin concerns",
        "WhatsApp refill reminders timed to each product's usage period",
      ],
      mobileSolutions:
        "With reliable tracking, weekly creative tests, search campaigns, ingredient-led SEO pages and WhatsApp refill reminders, blended return on ad spend rose from 1.6 to 2.9 in five months. Customer acquisition cost fell by 34% and organic traffic grew 3.2 times.",
      projectScreens: screens("neem-and-sandal-growth", [
        "Grid of six ad creatives with performance bars, two marked as winners",
        "Marketing dashboard with rising return on ad spend, falling acquisition cost and channel mix",
        "Search results page with the brand's article ranking, next to the article itself",
      ]),
      testimonial: {
        quote:
          "They told us in the first week that our numbers were wrong, and they were right. Once tracking was fixed, every budget decision became easier.",
        author: "Ishita Jain, Co-founder",
      },
    },
  },
  {
    id: "padhaipro-doubt-solver",
    title: "PadhaiPro's doubt-solving assistant",
    description:
      "A generative AI assistant for a Noida edtech that answers JEE and NEET doubts from the company's own notes and solved questions, with faculty reviewing uncertain answers.",
    image: "/images/portfolio/padhaipro-doubt-solver-card.svg",
    category: "Generative AI",
    bgColor: "#312e81",
    caseStudy: {
      challenge:
        "PadhaiPro's students post about 18,000 doubts a day, mostly photos of handwritten questions. Faculty answered them from a queue that ran 14 hours behind in exam season. A generic chatbot had been tried and withdrawn after it gave confident but wrong answers.",
      painPoints: [
        "The median wait for an answer was 14 hours in exam season",
        "Most doubts arrived as photos of handwritten questions and diagrams",
        "A generic chatbot gave confident wrong answers and lost students' trust",
        "Faculty time went on repeat questions already solved in the question bank",
      ],
      mobilePainPoints:
        "Students waited most of a day for answers, their questions came as handwritten photos, an earlier chatbot had damaged trust with wrong answers, and faculty kept solving the same questions again.",
      approach: [
        {
          title: "Own content only",
          description:
            "Answers are built from PadhaiPro's notes, 1.2 lakh solved questions and lecture transcripts, and cite their source.",
        },
        {
          title: "Read handwriting",
          description: "We tuned image recognition for handwritten maths, chemical notation and simple diagrams.",
        },
        {
          title: "Confidence routing",
          description:
            "When the assistant is not confident, the doubt goes straight to faculty with a draft answer attached.",
        },
        {
          title: "Weekly evaluation",
          description: "Faculty grade a sample of 500 answers every week, and each failure becomes a new test case.",
        },
      ],
      solutions: [
        "Photo and text doubts answered step by step in English or Hinglish",
        "Answers grounded in PadhaiPro's own material, linked to the lecture moment",
        "Faculty review queue for low-confidence answers, with a draft to edit",
        "Evaluation set of 3,000 graded questions run before every release",
        "Usage and accuracy dashboard by subject and chapter",
      ],
      mobileSolutions:
        "Students photograph a question and get a step-by-step answer drawn from PadhaiPro's own notes, with a link to the relevant lecture moment, while uncertain answers go to faculty with a draft. The assistant now answers 68% of doubts on its own in under a minute, faculty rate 93% of sampled answers correct, and the faculty queue is under two hours.",
      projectScreens: screens("padhaipro-doubt-solver", [
        "Student app screens for photographing a question, the step-by-step answer and the linked lecture",
        "Faculty review dashboard with a queue of doubts, the student's question and a confidence gauge",
        "Diagram of notes and questions flowing through retrieval to a cited answer, with accuracy charts",
      ]),
      testimonial: {
        quote:
          "What convinced our faculty was the review queue. The assistant knows when it is unsure and hands the doubt over instead of guessing.",
        author: "Saurabh Tiwari, Academic Head",
      },
    },
  },
  {
    id: "hearth-and-loom-support-assistant",
    title: "Hearth & Loom's customer support",
    description:
      "A WhatsApp and email assistant for a Panipat home-furnishings brand that answers order, delivery and return questions and hands complex cases to agents with a summary.",
    image: "/images/portfolio/hearth-and-loom-support-assistant-card.svg",
    category: "Generative AI",
    bgColor: "#155e75",
    caseStudy: {
      challenge:
        "Hearth & Loom sells cushion covers, throws and bedsheets made in Panipat. During sales its six support agents faced hundreds of 'where is my order' messages a day, and first replies took about three hours. Return requests needed several messages back and forth to collect photos and order details.",
      painPoints: [
        "First replies took about three hours, and longer during sales",
        "About 60% of messages were questions about order status",
        "Return requests took four or five messages to collect the details",
        "Agents switched between the store admin, the courier portal and WhatsApp for every query",
      ],
      mobilePainPoints:
        "Customers waited hours for a first reply, most questions were simple order-status checks, returns dragged over several messages, and agents juggled three systems for each query.",
      approach: [
        {
          title: "Ticket analysis",
          description: "We sorted 8,000 past conversations by intent and wrote down the correct answer for each type.",
        },
        {
          title: "Connected data",
          description: "The assistant reads live order and courier status along with the care and return policies.",
        },
        {
          title: "Clear hand-off",
          description:
            "Refunds, damaged items and unhappy customers go to an agent with a summary, never to a dead end.",
        },
        {
          title: "Gradual rollout",
          description: "We started with 10% of WhatsApp traffic and widened it while accuracy stayed above 95%.",
        },
      ],
      solutions: [
        "WhatsApp and email assistant for order status, delivery and product care",
        "Guided return requests that collect photos, reason and order number",
        "Agent console with AI summaries and suggested replies",
        "Replies in Hindi, English and Hinglish",
        "Weekly report of topics, resolution rate and customer ratings",
      ],
      mobileSolutions:
        "Customers get instant answers about orders, delivery and product care on WhatsApp and email, returns are collected in one guided conversation, and sensitive cases reach an agent with a summary. The assistant resolves 61% of conversations without an agent, first replies take under a minute instead of three hours, and customer ratings rose from 3.9 to 4.4.",
      projectScreens: screens("hearth-and-loom-support-assistant", [
        "WhatsApp conversation with an order tracking card, next to the return request details",
        "Agent console with a conversation list, an AI summary of the case and the customer's orders",
        "Support analytics with resolution share, response times, customer rating and top topics",
      ]),
    },
  },
  {
    id: "greenfield-diagnostics-crm",
    title: "Greenfield Diagnostics' sales CRM",
    description:
      "A CRM for a diagnostic lab chain with 22 collection centres in Delhi NCR, bringing together home collection enquiries, doctor referrals and corporate health check-up accounts.",
    image: "/images/portfolio/greenfield-diagnostics-crm-card.svg",
    category: "CRM",
    bgColor: "#115e59",
    caseStudy: {
      challenge:
        "Greenfield receives enquiries from its website, call centre, WhatsApp and health platforms, plus referrals from about 450 doctors and contracts with corporate clients. Each channel was tracked in a different spreadsheet, home collections were assigned by phone, and nobody could say which doctors or companies had gone quiet.",
      painPoints: [
        "Enquiries from four channels sat in separate sheets, with a five-hour average response",
        "Phlebotomists were assigned home visits by phone every morning",
        "Doctor referrals were counted once a month from billing data",
        "Corporate health check-up renewals were missed because nobody owned the dates",
      ],
      mobilePainPoints:
        "Enquiries were scattered across sheets and answered hours late, home visits were assigned by phone, referral trends surfaced a month late, and corporate renewals slipped through.",
      approach: [
        {
          title: "Sales mapping",
          description: "We mapped how each type of customer moves from enquiry to sample collection to report.",
        },
        {
          title: "Single inbox",
          description: "Every enquiry lands in one CRM with its source and is assigned by pincode within minutes.",
        },
        {
          title: "Field app",
          description:
            "Phlebotomists and field sales staff get a simple app for their schedules, routes and visit notes.",
        },
        {
          title: "Dashboards",
          description: "Managers see referral trends by doctor and renewal dates for every corporate account.",
        },
      ],
      solutions: [
        "Unified lead inbox for web, phone, WhatsApp and partner platforms",
        "Pincode-based assignment and slot booking for home collection",
        "Doctor referral tracking with field visit logs",
        "Corporate account pipeline with renewal reminders 60 days ahead",
        "Telephony and WhatsApp integration, with call recordings on each lead",
      ],
      mobileSolutions:
        "All enquiries reach one CRM, are assigned by pincode and booked into phlebotomist slots, doctor referrals are tracked with visit logs and corporate renewals trigger reminders two months ahead. Lead response time fell from five hours to 12 minutes, home collection bookings rose by 46% in three months and corporate renewals reached 92%.",
      projectScreens: screens("greenfield-diagnostics-crm", [
        "Enquiries from web, phone, WhatsApp and email flowing into one assigned lead list",
        "Phlebotomist schedule by time slot and pincode, with the home visit route on a phone",
        "Referral dashboard with a doctor list, a monthly referral chart and a corporate renewal calendar",
      ]),
      testimonial: {
        quote:
          "We had the demand; we were losing it between spreadsheets. Now every enquiry has an owner within minutes, and I can see which doctors we need to visit this week.",
        author: "Pankaj Arora, Business Head",
      },
    },
  },
];
