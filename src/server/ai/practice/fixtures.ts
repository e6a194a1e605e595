import type { TranscriptTurn } from '../../../shared/contracts/practice';
import { type PracticeScenario, practiceScenario } from '../../../shared/contracts/practice-data';
import { localClientReply } from '../engines/local/practice';
import { judgeReply } from './judge';

// One small scenario per SQE2 tool, with a strong and a weak attempt at each, for the marking engine's tests
// and its benchmark. Written for these tests in the team's own words; parsed with the real schema, so they
// are valid scenarios with the defaults filled in.

const common = { source: 'Written by the Ratio team for the marking tests', licence: 'CC BY 4.0' };

export const LETTER_SCENARIO: PracticeScenario = practiceScenario.parse({
  ...common,
  id: 'legal-writing-90',
  tool: 'legal-writing',
  practiceArea: 'property',
  title: 'Explaining exchange of contracts to a first-time buyer',
  summary:
    'Write to a first-time buyer explaining exchange, the deposit and what she must do before exchange.',
  timeLimitMinutes: 30,
  task: 'You are a trainee at Smith & Co. Write a letter to your client, Mrs Ada Clarke, answering her email: what exchange means, whether she can pull out afterwards, and what she must do before exchange.',
  materials: [
    {
      title: 'Email from Mrs Clarke',
      kind: 'email',
      body: 'We are due to exchange on 14 Mill Lane next week. What does exchange actually mean? Can I still pull out afterwards? Is there anything I need to do before then?',
    },
    {
      title: 'Note of the contract terms',
      kind: 'note',
      body: 'Price £320,000. Deposit 10% payable on exchange. Completion 28 days after exchange (proposed 8 July). Standard Conditions of Sale (fifth edition). Mortgage offer not yet on file.',
    },
  ],
  reader: { name: 'Mrs Ada Clarke', kind: 'lay-client' },
  guide: {
    criteria: [
      {
        id: 'form',
        name: 'Structure and form',
        kind: 'skills',
        description:
          'A properly set-out letter: greeting and sign-off, a heading, paragraphs, and clear next steps.',
        measures: ['letter-form'],
      },
      {
        id: 'clarity',
        name: 'Clarity and tone',
        kind: 'skills',
        description: 'Plain English that a first-time buyer can follow, in a tone that suits her.',
        measures: ['plain-english', 'tone'],
      },
      {
        id: 'exchange',
        name: 'Exchange and its effect',
        kind: 'law',
        description: 'Explains accurately what exchange does, the deposit, completion and the risk.',
        points: [
          {
            id: 'binding',
            text: 'Explains that on exchange the contract becomes legally binding on both buyer and seller.',
            cues: [
              ['exchange', 'binding'],
              ['exchange', 'legally bound'],
              ['exchange', 'committed'],
            ],
            weight: 2,
          },
          {
            id: 'deposit',
            text: 'Explains that the 10% deposit is paid on exchange and is lost if the buyer withdraws afterwards.',
            cues: [
              ['deposit', 'lose'],
              ['deposit', 'losing'],
              ['deposit', 'forfeit*'],
              ['deposit', 'lost'],
            ],
            weight: 2,
          },
          {
            id: 'writing',
            text: 'Explains that a contract for the sale of land must be in writing and signed by both parties (Law of Property (Miscellaneous Provisions) Act 1989, s 2).',
            cues: [
              ['s 2', '1989'],
              ['in writing', 'signed'],
            ],
          },
          {
            id: 'completion',
            text: 'Explains that the completion date is fixed on exchange and is when the price is paid and the keys handed over.',
            cues: [
              ['completion', 'keys'],
              ['completion date', 'fixed'],
              ['completion', 'move in'],
            ],
          },
          {
            id: 'insurance',
            text: 'Advises that the buyer should insure the property from exchange, because the risk passes to her.',
            cues: [['insur*', 'exchange'], ['buildings insurance']],
            weight: 2,
          },
        ],
      },
      {
        id: 'practical',
        name: 'Practical advice',
        kind: 'law',
        description: 'Tells the client exactly what she must do before exchange.',
        points: [
          {
            id: 'funds',
            text: 'Asks the client to transfer the deposit in cleared funds before exchange.',
            cues: [
              ['transfer', 'deposit'],
              ['send', 'deposit'],
              ['deposit', 'cleared funds'],
            ],
          },
          {
            id: 'mortgage',
            text: 'Checks that the mortgage offer is in place before exchange.',
            cues: [['mortgage offer'], ['mortgage', 'before exchange']],
          },
          {
            id: 'sign',
            text: 'Asks the client to sign the contract and return it.',
            cues: [['sign', 'contract', 'return'], ['signed contract']],
          },
          {
            id: 'date',
            text: 'Asks the client to confirm that the proposed completion date suits her.',
            cues: [
              ['confirm', 'completion date'],
              ['agree*', 'completion date'],
            ],
          },
        ],
      },
    ],
  },
  modelAnswer: [
    'Greet Mrs Clarke by name, give the letter a heading and close with "Yours sincerely".',
    'Exchange makes the contract legally binding on both sides; until then either may withdraw.',
    'The 10% deposit (£32,000) is paid on exchange and is lost if she withdraws afterwards.',
    'A contract for the sale of land must be in writing and signed by both (LP(MP)A 1989, s 2).',
    'The completion date is fixed on exchange; completion is when she pays the balance and gets the keys.',
    'Risk passes on exchange: buildings insurance from that day.',
    'Before exchange: sign and return the contract, transfer the deposit, confirm the date, send the mortgage offer.',
  ],
  authorities: ['Law of Property (Miscellaneous Provisions) Act 1989, s 2'],
});

export const STRONG_LETTER = `Our ref: JS/CLA/0142

Dear Mrs Clarke,

Your purchase of 14 Mill Lane, Leeds

Thank you for your email of 3 June. I understand that this is your first purchase and that the process can feel worrying, so I have set out below what will happen and what you need to do.

What exchange of contracts means

Exchange of contracts is the point at which the contract becomes legally binding on you and on the seller. Until then, either of you can withdraw without penalty. The law requires a contract for the sale of land to be in writing and signed by both parties (Law of Property (Miscellaneous Provisions) Act 1989, s 2). That is why I will ask you to sign your copy of the contract.

The deposit

On exchange you pay a deposit of £32,000, which is 10% of the price. If you withdraw after exchange, you would lose the deposit. The seller could also claim any further loss from you. Please do not exchange unless you are sure you want to go ahead.

Completion

The completion date is fixed at exchange. Completion is the day the rest of the money is paid to the seller and you collect the keys and can move in. The contract proposes 8 July, which is 28 days after exchange.

Insurance

From exchange the risk of damage to the property passes to you. You must therefore arrange buildings insurance to start on the day of exchange. If the house were damaged by fire after exchange, you would still have to complete.

Next steps

Before we exchange, please:

1. sign the contract and return it to me by 10 June;
2. transfer the deposit of £32,000 so that we hold cleared funds by 10 June;
3. confirm that the completion date of 8 July suits you; and
4. send me a copy of your mortgage offer.

I will then call you to agree the time of exchange. If you have any questions, please call me on 0113 496 0000.

Yours sincerely

Jane Smith
Trainee Solicitor`;

export const WEAK_LETTER = `Hi Ada,

Exchange is next week. After that you can't really pull out and the deposit gets paid. Completion will happen thereafter and we will deal with the aforementioned matters forthwith, inter alia the requisitions. Send me the money asap!!

Cheers,
Jane`;

export const DRAFTING_SCENARIO: PracticeScenario = practiceScenario.parse({
  ...common,
  id: 'legal-drafting-90',
  tool: 'legal-drafting',
  practiceArea: 'business',
  title: 'A confidentiality clause for a consultancy agreement',
  summary:
    'Draft the confidentiality clause of a consultancy agreement to protect recipes and customer lists.',
  timeLimitMinutes: 45,
  task: 'Your client Brightwater Ltd is engaging Dr Priya Shah as a consultant. Draft the confidentiality clause of the consultancy agreement, following the client’s instructions.',
  materials: [
    {
      title: 'Extract of the draft agreement',
      kind: 'document',
      body: 'THIS AGREEMENT (this "Agreement") is made between Brightwater Ltd (the "Company") and Dr Priya Shah (the "Consultant"). "Services" means the product development services described in Schedule 1. "Business Day" means a day other than a Saturday, Sunday or bank holiday in England.',
    },
    {
      title: 'Email from the client',
      kind: 'email',
      body: 'Priya will see our recipes, product formulas and customer lists. We need these protected for three years after she leaves. She says she will need to talk to her accountant about the fees.',
    },
  ],
  guide: {
    criteria: [
      {
        id: 'technique',
        name: 'Drafting technique',
        kind: 'skills',
        description: 'Clear numbered clauses, defined terms used consistently, and no ambiguity.',
        measures: ['defined-terms', 'ambiguity', 'clause-structure'],
      },
      {
        id: 'obligations',
        name: 'The obligations',
        kind: 'law',
        description: 'The clause protects what the client needs protected, for as long as it needs.',
        points: [
          {
            id: 'definition',
            text: 'Defines Confidential Information to cover the recipes, product formulas and customer lists.',
            cues: [
              ['confidential information', 'means'],
              ['confidential information', 'recipe*'],
            ],
            weight: 2,
          },
          {
            id: 'non-disclosure',
            text: 'Imposes a duty not to disclose the Confidential Information to anyone else.',
            cues: [['shall not', 'disclos*'], ['must not', 'disclos*'], ['not to disclose']],
            weight: 2,
          },
          {
            id: 'use',
            text: 'Limits the use of the information to the purpose of the Services.',
            cues: [
              ['use', 'only for'],
              ['use', 'solely'],
              ['use', 'purpose'],
            ],
          },
          {
            id: 'return',
            text: 'Requires the return or destruction of the information when the agreement ends.',
            cues: [
              ['return', 'destroy'],
              ['return', 'termination'],
              ['delete', 'termination'],
            ],
          },
          {
            id: 'duration',
            text: 'Makes the obligations last for three years after termination.',
            cues: [['three years'], ['3 years']],
            weight: 2,
          },
        ],
      },
      {
        id: 'exceptions',
        name: 'Exceptions and permitted disclosure',
        kind: 'law',
        description: 'The clause allows the disclosures the consultant legitimately needs, and no more.',
        points: [
          {
            id: 'public',
            text: 'Excludes information that is or becomes public other than through a breach.',
            cues: [['public domain'], ['publicly available'], ['available to the public']],
          },
          {
            id: 'law',
            text: 'Permits disclosure required by law or by a court or regulator.',
            cues: [['required by law'], ['court', 'order'], ['regulator*']],
          },
          {
            id: 'advisers',
            text: 'Permits disclosure to the consultant’s professional advisers, such as her accountant, on terms of confidence.',
            cues: [['accountant'], ['professional advis*']],
            weight: 2,
          },
          {
            id: 'known',
            text: 'Excludes information the consultant already lawfully had.',
            cues: [['lawfully', 'before'], ['already known'], ['possession', 'before']],
          },
        ],
      },
    ],
  },
  modelAnswer: [
    'Define "Confidential Information" to include recipes, product formulas and customer lists.',
    'The Consultant shall not disclose it, and shall use it only for the Services.',
    'Permit disclosure to professional advisers bound by confidence, and where the law requires.',
    'Exclude information in the public domain, or lawfully held before.',
    'Return or destroy on termination; the duties last three years after termination.',
  ],
});

export const STRONG_DRAFT = `1. DEFINITIONS

1.1 In this clause:

(a) "Confidential Information" means all information about the Company's recipes, product formulas, suppliers and customer lists that the Consultant receives in connection with the Services, in any form;

(b) "Purpose" means the performance of the Services; and

(c) "Termination Date" means the date on which this Agreement ends for any reason.

2. CONFIDENTIALITY

2.1 The Consultant shall not disclose any Confidential Information to any person except as permitted by clause 3.

2.2 The Consultant shall use the Confidential Information only for the Purpose.

2.3 Within 10 Business Days after the Termination Date, the Consultant shall return to the Company or destroy all documents containing Confidential Information.

2.4 The obligations in this clause continue until three years after the Termination Date.

3. PERMITTED DISCLOSURE

3.1 The Consultant may disclose Confidential Information:

(a) to her professional advisers, including her accountant, who need to know it for the Purpose and who owe her a duty of confidence; and

(b) to the extent required by law or by an order of a court or regulator, after giving the Company as much notice as the law allows.

4. EXCEPTIONS

4.1 Clause 2 does not apply to information which:

(a) is or becomes available to the public other than through a breach of this clause; or

(b) was lawfully in the Consultant's possession before the Company disclosed it.`;

export const WEAK_DRAFT = `The consultant will keep all the Company's Secret Information and/or trade secrets confidential etc. and she shall endeavour not to tell anyone about them. She will give everything back as soon as possible and will check the position with the Company from time to time.`;

export const ANALYSIS_SCENARIO: PracticeScenario = practiceScenario.parse({
  ...common,
  id: 'case-analysis-90',
  tool: 'case-analysis',
  practiceArea: 'dispute-resolution',
  title: 'A failed freezer unit and a lost hotel contract',
  summary: 'Advise a food wholesaler on its claim against the supplier of a freezer unit that failed.',
  timeLimitMinutes: 60,
  task: 'Your supervising partner asks for a written analysis of Harbour Foods Ltd’s claim against Coldchain Ltd, with your advice on the merits, the likely recovery and the next steps.',
  materials: [
    {
      title: 'Attendance note',
      kind: 'note',
      body: 'Harbour Foods bought a freezer unit from Coldchain for £15,000 on Coldchain’s standard terms. It failed after three weeks and stock worth £40,000 spoiled. Harbour Foods then lost a new contract to supply a hotel group, worth £120,000 profit, which it had not mentioned to Coldchain.',
    },
    {
      title: 'Clause 9 of Coldchain’s terms',
      kind: 'extract',
      body: '9.1 The Supplier shall not be liable for any indirect or consequential loss. 9.2 The Supplier’s total liability shall not exceed the price of the goods.',
    },
  ],
  guide: {
    criteria: [
      {
        id: 'issues',
        name: 'Issues identified',
        kind: 'law',
        description: 'Spots the legal issues the facts raise.',
        points: [
          {
            id: 'quality',
            text: 'Identifies a breach of the implied term that the goods be of satisfactory quality.',
            cues: [['satisfactory quality'], ['s 14', 'quality']],
            weight: 2,
          },
          {
            id: 'exclusion',
            text: 'Identifies that the exclusion clause and the cap in clause 9 may limit the claim.',
            cues: [['exclusion clause'], ['cap', 'liability'], ['clause 9']],
            weight: 2,
          },
          {
            id: 'remoteness',
            text: 'Identifies remoteness of damage as the issue for the lost hotel contract.',
            cues: [['remote*'], ['hadley']],
            weight: 2,
          },
          {
            id: 'mitigation',
            text: 'Considers whether Harbour Foods mitigated its loss.',
            cues: [['mitigat*']],
          },
        ],
      },
      {
        id: 'law',
        name: 'Law applied to the facts',
        kind: 'law',
        description: 'Applies the law accurately to the facts and reaches reasoned conclusions.',
        points: [
          {
            id: 'ucta',
            text: 'Applies the reasonableness test of the Unfair Contract Terms Act 1977 to clause 9.',
            cues: [
              ['s 11', '1977'],
              ['reasonableness', 'unfair contract terms'],
            ],
            weight: 2,
          },
          {
            id: 'stock',
            text: 'Concludes that the spoiled stock arises naturally from the breach and is recoverable.',
            cues: [
              ['stock', 'natural*'],
              ['stock', 'first limb'],
              ['stock', 'recoverable'],
            ],
          },
          {
            id: 'hotel',
            text: 'Analyses whether the lost hotel contract was within the parties’ reasonable contemplation, by analogy with Victoria Laundry.',
            cues: [['victoria laundry'], ['hotel', 'contemplation'], ['hotel', 'second limb']],
            weight: 2,
          },
          {
            id: 'bargaining',
            text: 'Weighs bargaining power and insurance in the reasonableness test.',
            cues: [['bargaining power'], ['insur*', 'reasonable*']],
          },
        ],
      },
      {
        id: 'advice',
        name: 'Practical advice',
        kind: 'skills',
        description: 'Advice the client can act on: recovery, evidence, procedure and settlement.',
        points: [
          {
            id: 'pre-action',
            text: 'Advises a letter before claim under the Practice Direction on Pre-Action Conduct.',
            cues: [['letter before claim'], ['pre-action']],
          },
          {
            id: 'evidence',
            text: 'Advises obtaining evidence of the cause of the failure, such as an engineer’s report.',
            cues: [['engineer*'], ['expert', 'report'], ['evidence', 'cause']],
          },
          {
            id: 'recovery',
            text: 'Puts a figure on the likely recovery.',
            cues: [
              ['recover*', '40'],
              ['damages', '40'],
            ],
          },
          {
            id: 'adr',
            text: 'Considers mediation or negotiation before proceedings.',
            cues: [['mediation'], ['adr'], ['negotiat*']],
          },
          {
            id: 'limitation',
            text: 'Notes the six-year limitation period.',
            cues: [['limitation', 'six years'], ['limitation act']],
          },
        ],
      },
      {
        id: 'structure',
        name: 'Structure and use of authority',
        kind: 'skills',
        description: 'A clearly structured analysis that supports each proposition of law with its source.',
        measures: ['headings', 'citations'],
      },
    ],
  },
  modelAnswer: [
    'Breach of the implied term of satisfactory quality (Sale of Goods Act 1979, s 14(2)).',
    'Clause 9 is subject to the reasonableness test (UCTA 1977, ss 6 and 11).',
    'Spoiled stock: first limb of Hadley v Baxendale, recoverable.',
    'Hotel contract: not in contemplation, as in Victoria Laundry; only a general loss of profit.',
    'Next steps: engineer’s report, letter before claim, mediation; six-year limitation period.',
  ],
  authorities: [
    'Sale of Goods Act 1979, s 14',
    'Unfair Contract Terms Act 1977, s 11',
    'Hadley v Baxendale (1854) 9 Exch 341',
    'Victoria Laundry (Windsor) Ltd v Newman Industries Ltd [1949] 2 KB 528',
  ],
});

export const STRONG_ANALYSIS = `# Harbour Foods Ltd: claim against Coldchain Ltd

## 1. Summary

Harbour Foods has a good claim for breach of contract. I expect it to recover damages of at least £40,000 for the spoiled stock. The claim for the lost hotel contract is much weaker.

## 2. Issues

The issues are: (a) whether Coldchain breached the implied term that the goods be of satisfactory quality; (b) whether the exclusion clause and the cap on liability in clause 9 are enforceable; (c) whether the losses are too remote; and (d) whether Harbour Foods mitigated its loss.

## 3. Breach

Under s 14(2) of the Sale of Goods Act 1979, goods sold in the course of a business must be of satisfactory quality. A new freezer unit that fails after three weeks is not of satisfactory quality, so Coldchain is in breach.

## 4. The exclusion clause

Clause 9 excludes liability for consequential loss and caps liability at the price of £15,000. Between businesses, a clause restricting liability for breach of s 14 is valid only if it satisfies the requirement of reasonableness (Unfair Contract Terms Act 1977, ss 6(1A) and 11). The parties had broadly equal bargaining power, which favours Coldchain. However, the terms were Coldchain's standard terms and were not negotiated, and Coldchain could more easily insure against the failure of its own units. On balance a court is likely to find the cap unreasonable.

## 5. Remoteness

Under Hadley v Baxendale (1854) 9 Exch 341, damages are recoverable for loss arising naturally from the breach, or for loss in the reasonable contemplation of both parties when they contracted. The spoiled stock arises naturally from the failure of a freezer, so it is recoverable under the first limb. The hotel contract is like the lucrative dyeing contracts in Victoria Laundry (Windsor) Ltd v Newman Industries Ltd [1949] 2 KB 528. Coldchain did not know of it, so the hotel profit was not in its contemplation and is unlikely to be recoverable.

## 6. Mitigation

Harbour Foods must take reasonable steps to mitigate its loss. We should ask whether any stock could have been saved by moving it to another unit.

## 7. Advice and next steps

- Obtain an engineer's report on the cause of the failure, as evidence of breach.
- Send a letter before claim under the Practice Direction on Pre-Action Conduct.
- Propose mediation before issuing proceedings; Coldchain may settle for the value of the stock.
- The limitation period is six years from the breach (Limitation Act 1980, s 5), so time is not pressing.`;

export const WEAK_ANALYSIS = `Coldchain broke the contract because the freezer broke. Harbour should sue them for all the money, including the hotel deal. The clause in their terms might not be valid but it is hard to say. They should probably get some advice from a barrister.`;

export const INTERVIEW_SCENARIO: PracticeScenario = practiceScenario.parse({
  ...common,
  id: 'interviewing-90',
  tool: 'interviewing',
  practiceArea: 'wills-and-probate',
  title: 'A father’s estate after his second marriage',
  summary: 'Interview a client whose father has died, leaving a will made before his second marriage.',
  timeLimitMinutes: 50,
  task: 'Interview Mrs Joan Hartley about her late father’s estate, then write an attendance note recording the facts and your initial advice.',
  materials: [
    {
      title: 'Enquiry form',
      kind: 'note',
      body: 'Mrs Joan Hartley. Enquiry: father recently died, concerned about his house. No documents sent.',
    },
  ],
  client: {
    name: 'Mrs Joan Hartley',
    opening:
      'Thank you for seeing me. My father died recently and I am worried about what happens to his house.',
    facts: [
      {
        id: 'death',
        text: 'Dad died on 2 March this year, at home. It was very sudden.',
        cues: [['when', 'die*'], ['when', 'pass*'], ['date']],
        open: true,
      },
      {
        id: 'will',
        text: 'He made a will in 2005 that leaves everything to my brother Tom and me equally.',
        cues: [['will'], ['testament']],
        key: true,
      },
      {
        id: 'married',
        text: 'Dad married again in 2015. His wife is called Linda.',
        cues: [['marr*'], ['wife'], ['spouse'], ['partner*']],
        key: true,
      },
      {
        id: 'linda-house',
        text: 'Linda is still living in the house and says it is hers now.',
        cues: [['liv*'], ['who', 'house'], ['stay*']],
        key: true,
      },
      {
        id: 'house',
        text: 'The house is in Dad’s sole name. I think it is worth about £350,000.',
        cues: [['who owns'], ['owned'], ['worth'], ['value'], ['whose name']],
        key: true,
      },
      {
        id: 'savings',
        text: 'He had about £40,000 in savings with Barclays.',
        cues: [['savings'], ['money'], ['bank*'], ['asset*']],
      },
      {
        id: 'care',
        text: 'I looked after him for the last three years; I gave up work to do it.',
        cues: [['care*'], ['look after'], ['looked after']],
        open: true,
      },
      {
        id: 'brother',
        text: 'My brother Tom lives in Australia and we are not really in touch.',
        cues: [['brother*'], ['sibling*'], ['sister*']],
      },
    ],
    deflections: [
      'I am not sure what you mean. Could you ask me that another way?',
      'I don’t really know about that, I am afraid.',
      'Sorry, I am a bit overwhelmed. What do you need to know?',
    ],
  },
  guide: {
    criteria: [
      {
        id: 'questioning',
        name: 'Questioning technique',
        kind: 'skills',
        description: 'Open questions first, then narrower ones; listening, summarising and empathy.',
        measures: ['questioning'],
      },
      {
        id: 'facts',
        name: 'Facts drawn out',
        kind: 'skills',
        description: 'The interview draws out the facts needed to advise.',
        measures: ['facts-elicited'],
      },
      {
        id: 'advice',
        name: 'The law in the attendance note',
        kind: 'law',
        description: 'The note identifies the effect of the marriage on the will and what follows.',
        points: [
          {
            id: 'revocation',
            text: 'Identifies that the 2005 will was revoked by the father’s marriage in 2015 (Wills Act 1837, s 18).',
            cues: [['revoked', 'marr*'], ['s 18'], ['revocation', 'marr*']],
            weight: 2,
          },
          {
            id: 'intestacy',
            text: 'Explains that the estate therefore passes under the intestacy rules.',
            cues: [['intesta*']],
            weight: 2,
          },
          {
            id: 'spouse',
            text: 'Explains that Linda, as surviving spouse, takes the personal chattels, the statutory legacy and half the rest.',
            cues: [['statutory legacy'], ['surviving spouse']],
            weight: 2,
          },
          {
            id: 'children',
            text: 'Explains that Joan and Tom share the other half of the residue.',
            cues: [
              ['half', 'residue'],
              ['children', 'half'],
            ],
          },
          {
            id: 'claim',
            text: 'Considers a claim under the Inheritance (Provision for Family and Dependants) Act 1975 and its six-month time limit.',
            cues: [['1975'], ['six months']],
          },
        ],
      },
      {
        id: 'note',
        name: 'The attendance note',
        kind: 'skills',
        description: 'A clear, structured note recording the facts, the advice and the next steps.',
        points: [
          {
            id: 'record',
            text: 'Records the value of the house and the savings.',
            cues: [['350'], ['value', 'house']],
          },
          {
            id: 'next-steps',
            text: 'Records the agreed next steps, such as obtaining the death certificate and the will.',
            cues: [['death certificate'], ['next steps'], ['action points']],
          },
        ],
        measures: ['headings', 'plain-english'],
      },
    ],
  },
  modelAnswer: [
    'Open with open questions and let Mrs Hartley tell the story; then narrow down.',
    'Draw out the 2005 will, the 2015 marriage, who lives in the house and the value of the estate.',
    'The marriage revoked the will (Wills Act 1837, s 18): intestacy applies.',
    'Linda takes the chattels, the statutory legacy and half the residue; Joan and Tom share the other half.',
    'Consider a claim under the 1975 Act within six months of the grant.',
  ],
  authorities: ['Wills Act 1837, s 18', 'Inheritance (Provision for Family and Dependants) Act 1975'],
});

export const STRONG_INTERVIEW_TURNS = [
  'Good morning, Mrs Hartley. I am so sorry about your father. Can you tell me in your own words what has happened?',
  'Thank you. Tell me about your father’s affairs. Did he leave a will?',
  'What was his family situation after that? Was he married, or did he have a partner?',
  'I see. Who is living in the house now, and who owns it?',
  'What other money or assets did your father have?',
  'How have things been for you over the last few years?',
  'Do you have any brothers or sisters?',
  'So, if I understand you correctly, your father made a will in 2005, married Linda in 2015, and Linda is living in the house. Is that right?',
];

export const STRONG_NOTE = `# Attendance note: Mrs Joan Hartley

## Facts

Mrs Hartley's father died suddenly on 2 March. He made a will in 2005 leaving everything to Mrs Hartley and her brother Tom equally. He married Linda in 2015. Linda still lives in the house, which was in the father's sole name and is worth about £350,000. There are savings of about £40,000. Mrs Hartley cared for her father for three years and gave up work to do so.

## Advice

I explained that the marriage in 2015 revoked the 2005 will under s 18 of the Wills Act 1837. Unless there is a later will, the estate passes under the intestacy rules. As surviving spouse, Linda takes the personal chattels, the statutory legacy and half of the rest. Mrs Hartley and Tom share the other half of the residue equally.

Mrs Hartley may have a claim under the Inheritance (Provision for Family and Dependants) Act 1975 because she cared for her father. The claim must be made within six months of the grant.

## Next steps

- Mrs Hartley will send the death certificate and the 2005 will.
- We will search for any later will.
- I will write to her with our terms of business and an estimate of costs.`;

export const WEAK_INTERVIEW_TURNS = [
  'Did your dad have a will?',
  'Is the house worth a lot?',
  'He left it all to you, didn’t he?',
  'OK, thanks. I will write to you.',
];

export const WEAK_NOTE = `Client's dad died. There is a will leaving everything to her and her brother so she will get half. The house is worth a lot. Will write to her.`;

export const ADVOCACY_SCENARIO: PracticeScenario = practiceScenario.parse({
  ...common,
  id: 'advocacy-90',
  tool: 'advocacy',
  practiceArea: 'criminal-litigation',
  title: 'A bail application after an earlier failure to surrender',
  summary: 'Apply for bail for a young man charged with burglary who once failed to surrender.',
  timeLimitMinutes: 15,
  task: 'You appear for Daniel Hale, 22, charged with burglary of a dwelling. The prosecution opposes bail. Make your application to the District Judge.',
  materials: [
    {
      title: 'Instructions',
      kind: 'note',
      body: 'Daniel lives with his mother at 4 Elm Road, Leeds, and is an apprentice electrician. He failed to surrender once in 2021, when he was in hospital after a road accident, and has answered bail on three occasions since. His mother can stand surety for £2,000. The identification rests on poor-quality CCTV. Trial is likely in about five months.',
    },
  ],
  judge: {
    name: 'District Judge Okafor',
    address: 'Sir',
    hearing:
      'You appear for Daniel Hale on his application for bail; the prosecution says he would fail to surrender.',
    interventions: [
      {
        id: 'previous',
        trigger: [['previous'], ['record'], ['surrender*']],
        question: 'Mr Hale failed to surrender in 2021. Why should I believe he will attend this time?',
        answerCues: [['hospital'], ['three occasions'], ['answered bail']],
      },
      {
        id: 'conditions',
        trigger: null,
        afterTurn: 2,
        question: 'What conditions are you proposing, and why would they be enough?',
        answerCues: [['curfew'], ['reside*'], ['report*']],
      },
      {
        id: 'surety',
        trigger: [['surety'], ['mother']],
        question: 'How much can his mother stand surety for, and does she understand what that means?',
        answerCues: [['lose', 'money'], ['forfeit*'], ['understand*', 'obligation']],
      },
    ],
  },
  guide: {
    criteria: [
      {
        id: 'structure',
        name: 'Structure of the submissions',
        kind: 'skills',
        description:
          'Introduction, the order sought, signposted submissions and a conclusion, properly addressed.',
        measures: ['advocacy-structure'],
      },
      {
        id: 'judge',
        name: 'Answering the judge',
        kind: 'skills',
        description: 'Each of the judge’s questions answered directly and on point.',
        measures: ['answers-judge'],
      },
      {
        id: 'law',
        name: 'Application of the Bail Act',
        kind: 'law',
        description: 'Applies the right to bail and meets the objection with evidence and conditions.',
        points: [
          {
            id: 'right',
            text: 'Relies on the general right to bail under s 4 of the Bail Act 1976.',
            cues: [['s 4', 'bail act'], ['right to bail']],
            weight: 2,
          },
          {
            id: 'grounds',
            text: 'Meets the objection that there are substantial grounds for believing he would fail to surrender.',
            cues: [['substantial grounds'], ['para 2']],
            weight: 2,
          },
          {
            id: 'ties',
            text: 'Points to his ties to the community: his home, his job and his family.',
            cues: [['apprentice*'], ['lives with'], ['ties']],
          },
          {
            id: 'conditions',
            text: 'Proposes conditions that meet the objection: residence, curfew, reporting and a surety.',
            cues: [['curfew'], ['reside*', 'condition*']],
            weight: 2,
          },
          {
            id: 'evidence',
            text: 'Points to the weakness of the evidence: identification from poor-quality CCTV.',
            cues: [['cctv'], ['identification']],
          },
        ],
      },
      {
        id: 'persuasion',
        name: 'Persuasion and authority',
        kind: 'skills',
        description: 'Persuasive reasons, supported by the statute.',
        points: [
          {
            id: 'proportion',
            text: 'Argues that a remand in custody would be disproportionate: he would lose his job before a trial months away.',
            cues: [['disproportionate'], ['lose', 'job'], ['months']],
          },
        ],
        measures: ['citations'],
      },
    ],
  },
  modelAnswer: [
    'Introduce yourself and your client; say you apply for bail.',
    'The right to bail under s 4 of the Bail Act 1976; the objection under Sch 1, Pt 1, para 2.',
    'Explain the 2021 failure (hospital) and three attendances since.',
    'Offer residence, curfew, reporting and his mother as surety for £2,000.',
    'Weak CCTV identification; custody disproportionate with trial five months away.',
  ],
  authorities: ['Bail Act 1976, s 4', 'Bail Act 1976, Sch 1, Pt 1, para 2'],
});

export const STRONG_SUBMISSIONS = [
  'May it please you, Sir. I appear for the defendant, Daniel Hale, and I apply for bail. Mr Hale has the right to bail under s 4 of the Bail Act 1976, and I have three submissions.',
  'My first submission is that there are no substantial grounds for believing that Mr Hale would fail to surrender, under Sch 1, Pt 1, para 2 of the Act. He lives with his mother at 4 Elm Road and has worked as an apprentice electrician for two years; his ties to Leeds are strong.',
  'Sir, the failure in 2021 happened because Mr Hale was in hospital after a road accident. He has answered bail on three occasions since, without fault.',
  'Sir, I propose a condition of residence at his mother’s address, a curfew from 8 pm to 6 am, reporting to Leeds police station three times a week, and a surety from his mother.',
  'His mother can stand surety for £2,000. She understands that she would lose that money if he failed to attend.',
  'Secondly, the evidence is weak: the identification rests on CCTV of poor quality. Thirdly, a remand in custody would be disproportionate: the trial is about five months away and he would lose his job. For these reasons I invite you, Sir, to grant bail on those conditions. Unless I can assist you further, those are my submissions.',
];

export const WEAK_SUBMISSIONS = [
  'Good morning, Your Honour. My client wants bail. He is a good lad and his record is not that bad.',
  'Well, I think he just forgot that day.',
  'He will behave himself. Thank you.',
];

const at = '2025-01-01T10:00:00.000Z';

/** An interview played turn by turn against the local simulated client, as the server plays it. */
export function playInterview(scenario: PracticeScenario, questions: string[]): TranscriptTurn[] {
  const transcript: TranscriptTurn[] = [
    { role: 'client', text: scenario.client!.opening, at, interventionId: null },
  ];
  for (const text of questions) {
    transcript.push({ role: 'candidate', text, at, interventionId: null });
    transcript.push({
      role: 'client',
      text: localClientReply(scenario, transcript),
      at,
      interventionId: null,
    });
  }
  return transcript;
}

/** A hearing played turn by turn against the scripted judge. */
export function playHearing(scenario: PracticeScenario, submissions: string[]): TranscriptTurn[] {
  const transcript: TranscriptTurn[] = [];
  for (const text of submissions) {
    transcript.push({ role: 'candidate', text, at, interventionId: null });
    const reply = judgeReply(scenario, transcript);
    transcript.push({ role: 'judge', text: reply.text, at, interventionId: reply.interventionId });
  }
  return transcript;
}
