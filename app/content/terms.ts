/** The terms and conditions shown on /terms-condition. Plain text only. */

export type TermsSection = { id: string; title: string; paragraphs: string[] };

export const termsLastUpdated = "2026-11-01";

export const termsSections: TermsSection[] = [
  {
    id: "payment",
    title: "Payment",
    paragraphs: [
      'The fees, milestones and payment schedule for each engagement are set out in the proposal or statement of work that we agree with you (the "Proposal"). Unless the Proposal says otherwise, fixed-price work is invoiced at the milestones it lists, and hourly work is invoiced monthly in arrears for the hours recorded. All fees are exclusive of Goods and Services Tax (GST) and other applicable taxes, which are added at the prevailing rate.',
      "Invoices are payable within 15 days of the invoice date, by bank transfer or any other method agreed in writing. If you dispute any part of an invoice, please tell us in writing within that period and give your reasons; the undisputed amount remains payable on time. Where you are required to deduct tax at source, please send us the TDS certificate within the period the law prescribes.",
      "If payment is delayed by more than 5 days beyond the due date, interest is charged on the overdue amount at the lesser of 1.5% per month or the maximum rate permitted by law, from the due date until the date we receive payment. We may also pause work after giving you written notice, in which case the agreed timelines are extended by the length of the pause.",
    ],
  },
  {
    id: "approval-process",
    title: "Approval process",
    paragraphs: [
      "Each engagement is divided into milestones, and the Proposal describes the deliverables for each one, such as wireframes, visual designs, a working build or a deployed release. We share every deliverable on a staging environment or in another agreed format, together with a short note of what it contains and how to review it.",
      "You will carry out acceptance testing within 7 days of delivery and either approve the deliverable in writing or send us a list of defects, meaning the ways in which it does not meet the agreed specification. We will correct the reported defects and resubmit the deliverable, and a further 7-day testing period then applies to the corrected items. If we receive neither approval nor a list of defects within 7 days of delivery, or if you begin using the deliverable in live operations, it is deemed accepted.",
      "Requests that go beyond the agreed specification are handled as change requests. We will estimate the effect of each change on cost and timeline, and will start work on it only after you approve that estimate in writing.",
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property Rights",
    paragraphs: [
      "Once you have paid in full for a deliverable, all intellectual property rights in the work we created specifically for you under the engagement, including source code, designs and documentation, are assigned to you. Until then, you have a limited licence to use the deliverable for review and testing only.",
      "We keep ownership of our pre-existing tools, libraries, components and know-how, and of general-purpose code developed independently of your project. Where any of these form part of a deliverable, you receive a perpetual, non-exclusive, royalty-free licence to use them as part of that deliverable. Open-source components remain subject to their own licences, and we will give you a list of them on request.",
      "You confirm that you hold the necessary rights to the content, trademarks, data and other material you give us, and you allow us to use that material solely for the engagement. Unless you ask us not to, we may name you as a client and describe the work in general terms in our portfolio, without disclosing any confidential information.",
    ],
  },
  {
    id: "warranties",
    title: "Warranties",
    paragraphs: [
      "We warrant that our services will be performed with reasonable skill and care by suitably qualified people, in line with generally accepted industry practice, and that each deliverable will materially conform to its agreed specification at the time of acceptance. If a deliverable does not, and you tell us within the warranty period stated in the Proposal, we will correct it at no additional cost.",
      "This warranty does not cover problems caused by changes made by anyone other than us, by use outside the agreed specification, or by third-party software, hosting, devices or services that we do not control. Apart from the warranties stated in these terms, all other warranties, whether express or implied, including those of merchantability and fitness for a particular purpose, are excluded to the extent the law allows.",
    ],
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    paragraphs: [
      "Neither party is liable to the other for any indirect, incidental, special or consequential loss, or for any loss of profit, revenue, business, goodwill or data, however it arises, even if that party was told it was possible.",
      "Our total liability arising out of or in connection with an engagement, whether in contract, tort (including negligence) or otherwise, is limited to the fees paid by you to us under that engagement.",
      "Nothing in these terms limits or excludes any liability that cannot be limited or excluded under applicable law, such as liability for fraud, or your obligation to pay fees that are due.",
    ],
  },
  {
    id: "termination",
    title: "Termination",
    paragraphs: [
      "Either party may terminate an engagement for any reason by giving the other 60 days' written notice. During the notice period we will continue the work in progress unless you ask us to stop, and we will help you with an orderly handover.",
      "Either party may also terminate an engagement if the other commits a material breach of these terms or of the Proposal and does not cure it within 30 days of receiving written notice describing the breach. Failure to pay an undisputed invoice is a material breach.",
      "On termination, you will pay for all work performed and expenses incurred up to the date termination takes effect. We will hand over the work completed to that date, and rights in it pass to you under the Intellectual Property Rights section once that payment is made. The sections on payment, intellectual property, limitation of liability and governing law, and any other terms that by their nature should continue, survive termination.",
    ],
  },
  {
    id: "force-majeure",
    title: "Force Majeure",
    paragraphs: [
      "Neither party is liable for any delay or failure in performing its obligations that is caused by events beyond its reasonable control, including natural disasters, floods, epidemics, fire, war, civil unrest, acts of government, and widespread failures of power, telecommunications, internet or cloud hosting services.",
      "The affected party will inform the other in writing as soon as reasonably possible, describe the event and its likely duration, and take reasonable steps to limit its effect. Timelines are extended by the period of the delay. A force majeure event does not excuse payment for work already performed.",
      "If the event continues for so long that the purpose of the engagement can no longer reasonably be achieved, the parties will discuss in good faith how to proceed, and either party may end the engagement under the Termination section.",
    ],
  },
  {
    id: "subcontracting",
    title: "Subcontracting",
    paragraphs: [
      "Most of our work is carried out by our own employees in New Delhi, Bangalore and Gwalior. We may engage subcontractors or independent specialists for specific tasks, such as penetration testing, illustration, translation or work on a specialised platform, where this benefits the project.",
      "We remain fully responsible for work done by our subcontractors as if we had done it ourselves, and we bind them to confidentiality and intellectual property obligations at least as protective as those in these terms. If a subcontractor will have access to your personal data or production systems, we will tell you in advance and, on request, give you their name.",
    ],
  },
  {
    id: "governing-law",
    title: "Governing Law and Dispute Resolution",
    paragraphs: [
      "These terms, and every engagement under them, are governed by and interpreted in accordance with the laws of India.",
      "If a dispute arises, both parties will first try to resolve it through good-faith discussion between senior representatives who have the authority to settle it.",
      "Subject to the above, any dispute arising out of or in connection with these terms or an engagement is subject to the exclusive jurisdiction of the courts at New Delhi.",
    ],
  },
];
