// The SQE1 Functioning Legal Knowledge subjects, once for the whole app: the SQE page, the starter set,
// the legal library's subject tags, SBAQ quizzes and progress all use these ids.

export type FlkPaperId = 'FLK1' | 'FLK2';

export const FLK_SUBJECTS = [
  { id: 'business-law', paper: 'FLK1', name: 'Business law and practice' },
  { id: 'dispute-resolution', paper: 'FLK1', name: 'Dispute resolution' },
  { id: 'contract', paper: 'FLK1', name: 'Contract' },
  { id: 'tort', paper: 'FLK1', name: 'Tort' },
  { id: 'legal-system', paper: 'FLK1', name: 'The legal system of England and Wales' },
  { id: 'public-law', paper: 'FLK1', name: 'Constitutional and administrative law and EU law' },
  { id: 'legal-services', paper: 'FLK1', name: 'Legal services' },
  { id: 'property-practice', paper: 'FLK2', name: 'Property practice' },
  { id: 'wills-probate', paper: 'FLK2', name: 'Wills and the administration of estates' },
  { id: 'solicitors-accounts', paper: 'FLK2', name: 'Solicitors accounts' },
  { id: 'land-law', paper: 'FLK2', name: 'Land law' },
  { id: 'trusts', paper: 'FLK2', name: 'Trusts' },
  { id: 'criminal-law', paper: 'FLK2', name: 'Criminal law and practice' },
] as const satisfies readonly { id: string; paper: FlkPaperId; name: string }[];

export type FlkSubjectId = (typeof FLK_SUBJECTS)[number]['id'];

export const FLK_SUBJECT_IDS = FLK_SUBJECTS.map((s) => s.id) as [FlkSubjectId, ...FlkSubjectId[]];

export function flkSubjectName(id: string): string | undefined {
  return FLK_SUBJECTS.find((s) => s.id === id)?.name;
}

/** The main topics of each FLK subject, in our own words: the one-click starter set creates these. */
export const FLK_MAIN_TOPICS: Record<FlkSubjectId, string[]> = {
  'business-law': [
    'Business structures',
    'Company formation and constitution',
    'Directors and their duties',
    'Shareholders and decision-making',
    'Company finance',
    'Corporate and personal insolvency',
    'Taxation of businesses',
  ],
  'dispute-resolution': [
    'Pre-action conduct and ADR',
    'Jurisdiction, issuing and service',
    'Statements of case',
    'Interim applications',
    'Case management and disclosure',
    'Evidence and experts',
    'Trial, costs and enforcement',
  ],
  contract: [
    'Formation',
    'Terms and exclusion clauses',
    'Misrepresentation',
    'Mistake, duress and undue influence',
    'Privity and third parties',
    'Frustration and discharge',
    'Remedies',
  ],
  tort: [
    'Negligence: duty of care',
    'Breach, causation and remoteness',
    'Economic loss and psychiatric harm',
    "Occupiers' liability",
    'Product liability',
    'Nuisance and Rylands v Fletcher',
    'Vicarious liability',
    'Defences and remedies',
  ],
  'legal-system': [
    'Sources of law',
    'The courts and appeals',
    'Precedent',
    'Statutory interpretation',
    'The legislative process',
  ],
  'public-law': [
    'Constitutional principles',
    'Parliament and parliamentary sovereignty',
    'The executive and the royal prerogative',
    'Judicial review',
    'Human Rights Act 1998 and the ECHR',
    'Devolution',
    'Retained EU law',
  ],
  'legal-services': [
    'Regulation of legal services',
    'Professional conduct and ethics',
    'Funding and costs',
    'Anti-money laundering',
    'Financial services',
  ],
  'property-practice': [
    'Investigating title',
    'Searches and enquiries',
    'Exchange of contracts',
    'Completion and registration',
    'Commercial leases',
    'Planning and building control',
    'Stamp duty land tax',
  ],
  'wills-probate': [
    'Validity of wills',
    'Intestacy',
    'Inheritance Act claims',
    'Grants of representation',
    'Administration of estates',
    'Inheritance tax',
  ],
  'solicitors-accounts': [
    'Client money and the SRA Accounts Rules',
    'Client and business accounts',
    'Double-entry bookkeeping',
    'Interest, mixed payments and transfers',
    'Bills, VAT and disbursements',
    'Reconciliations',
  ],
  'land-law': [
    'Estates and interests',
    'Registered land',
    'Unregistered land',
    'Co-ownership and trusts of land',
    'Leases',
    'Easements',
    'Freehold covenants',
    'Mortgages',
  ],
  trusts: [
    'Express trusts: certainties and formalities',
    'Constitution of trusts',
    'Resulting trusts',
    'Constructive trusts and the family home',
    "Trustees' duties and powers",
    'Breach of trust and remedies',
    'Tracing',
    'Charitable and purpose trusts',
  ],
  'criminal-law': [
    'Actus reus and mens rea',
    'Homicide',
    'Non-fatal offences against the person',
    'Theft, robbery, burglary and fraud',
    'Criminal damage',
    'Defences',
    'Parties and inchoate offences',
    'Criminal practice',
  ],
};

/** The SQE2 skills; ids match the practice tools' types where Ratio has one. */
export const SQE2_SKILL_IDS = [
  'interviewing',
  'advocacy',
  'case-analysis',
  'legal-research',
  'legal-writing',
  'legal-drafting',
] as const;
export type Sqe2SkillId = (typeof SQE2_SKILL_IDS)[number];
