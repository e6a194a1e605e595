// Source passages for the generator evaluation: textbook and lecture-note paragraphs across the SQE
// subjects, several of them hostile on purpose (cases overruled, distinguished or not followed; two cases in
// one sentence; sentences that open with a pronoun; lists behind a number word). The expected answers were
// written by reading each passage, never by running the generators.
//
// Matching: a `key` is a list of alternatives separated by "|"; every key of a fact must occur in the text
// judged (lower case, each alternative at the start of a word). `aliases` are the words that show a card is
// about that case. `facts` are what the passage truly says about the case (its holdings, and relations
// such as "not followed in The Wagon Mound (No 1)"); `wrong` are claims the passage makes about other cases
// that must never be pinned on this one.

export type ExpectedCase = { name: string; aliases: string[]; facts: string[][]; wrong: string[][] };
export type EvalPassage = {
  subject: string;
  title: string;
  text: string;
  cases: ExpectedCase[];
  /** Rules the passage states that are not a case's holding: a card should carry each. */
  rules: string[][];
};

export const PASSAGES: EvalPassage[] = [
  {
    subject: 'tort',
    title: 'Remoteness of damage',
    text: `Remoteness of damage

In Re Polemis and Furness, Withy & Co Ltd [1921] 3 KB 560 the Court of Appeal held that a defendant was liable for all the direct consequences of his negligence, however unforeseeable. Re Polemis was not followed by the Privy Council in The Wagon Mound (No 1) [1961] AC 388 and is no longer regarded as good law. In The Wagon Mound (No 1) the Privy Council held that a defendant is liable only for damage of a kind that was reasonably foreseeable. It does not matter that the precise manner in which the damage occurred could not be foreseen: Hughes v Lord Advocate [1963] AC 837. The defendant must take the claimant as he finds him, so under the thin skull rule he is liable for the full extent of an injury even if its severity was unforeseeable (Smith v Leech Brain & Co Ltd [1962] 2 QB 405).`,
    cases: [
      {
        name: 'Re Polemis',
        aliases: ['polemis'],
        facts: [['direct consequence'], ['wagon mound', 'not followed|overrul|disapprov|no longer']],
        wrong: [['of a kind|reasonably foreseeable|only for damage'], ['precise manner'], ['thin skull']],
      },
      {
        name: 'The Wagon Mound (No 1)',
        aliases: ['wagon mound'],
        facts: [['reasonably foreseeable|foreseeable kind|of a kind'], ['polemis', 'not follow|overrul']],
        wrong: [['direct consequence'], ['precise manner'], ['thin skull']],
      },
      {
        name: 'Hughes v Lord Advocate',
        aliases: ['hughes'],
        facts: [['precise manner|manner']],
        wrong: [['direct consequence'], ['thin skull']],
      },
      {
        name: 'Smith v Leech Brain & Co Ltd',
        aliases: ['leech brain'],
        facts: [['thin skull|as he finds|full extent']],
        wrong: [['direct consequence'], ['precise manner']],
      },
    ],
    rules: [],
  },
  {
    subject: 'contract',
    title: 'Offer and acceptance',
    text: `Offer and invitation to treat

An offer is a definite promise to be bound on specific terms. It must be distinguished from an invitation to treat, which is merely an invitation to others to make offers. Goods displayed in a shop window are an invitation to treat (Fisher v Bell [1961] 1 QB 394), as are goods on the shelves of a self-service shop (Pharmaceutical Society of Great Britain v Boots Cash Chemists (Southern) Ltd [1953] 1 QB 401). This is so even where the goods carry a price label.

Acceptance

Acceptance must be communicated to the offeror. Unlike Fisher v Bell, Adams v Lindsell (1818) 1 B & Ald 681 concerned acceptance by post: it established the postal rule, under which a posted acceptance takes effect when the letter is posted. The postal rule does not apply where the offer expressly requires actual notice of acceptance, as in Holwell Securities Ltd v Hughes [1974] 1 WLR 155. A counter-offer destroys the original offer (Hyde v Wrench (1840) 3 Beav 334).`,
    cases: [
      {
        name: 'Fisher v Bell',
        aliases: ['fisher'],
        facts: [['window|invitation to treat']],
        wrong: [['post'], ['self-service|shelves'], ['counter-offer']],
      },
      {
        name: 'Pharmaceutical Society of Great Britain v Boots Cash Chemists (Southern) Ltd',
        aliases: ['boots'],
        facts: [['shelves|self-service|invitation to treat']],
        wrong: [['window'], ['post']],
      },
      {
        name: 'Adams v Lindsell',
        aliases: ['adams v lindsell', 'lindsell'],
        facts: [['post']],
        wrong: [['window|invitation to treat'], ['actual notice'], ['counter-offer']],
      },
      {
        name: 'Holwell Securities Ltd v Hughes',
        aliases: ['holwell'],
        facts: [['actual notice|notice|does not apply']],
        wrong: [['window'], ['counter-offer']],
      },
      {
        name: 'Hyde v Wrench',
        aliases: ['hyde'],
        facts: [['counter-offer|counter offer']],
        wrong: [['post'], ['window']],
      },
    ],
    rules: [
      ['offer', 'definite promise'],
      ['invitation to treat', 'distinguish|invitation to others'],
      ['acceptance', 'communicated'],
      ['price label|price'],
    ],
  },
  {
    subject: 'tort',
    title: 'Duty of care',
    text: `Duty of care

The modern approach to duty of care in negligence derives from Caparo Industries plc v Dickman [1990] 2 AC 605. Caparo held that, in a novel situation, a duty of care arises only where the damage was reasonably foreseeable, the parties were in a relationship of proximity and it is fair, just and reasonable to impose a duty. Anns v Merton London Borough Council [1978] AC 728 had proposed a broader two-stage test, but Anns was overruled by Murphy v Brentwood District Council [1991] 1 AC 398. In Robinson v Chief Constable of West Yorkshire Police [2018] UKSC 4 the Supreme Court held that the Caparo three-stage test is not to be applied to every claim, and that established categories of duty are applied by following precedent. Such an approach is incremental. Where a case falls outside the established categories, the courts develop the law incrementally by analogy with decided cases.`,
    cases: [
      {
        name: 'Caparo Industries plc v Dickman',
        aliases: ['caparo'],
        facts: [['proximity|fair, just and reasonable|foreseeable'], ['modern approach|duty of care']],
        wrong: [['not to be applied|every claim|precedent'], ['two-stage']],
      },
      {
        name: 'Anns v Merton London Borough Council',
        aliases: ['anns'],
        facts: [['murphy', 'overrul'], ['two-stage|two stage']],
        wrong: [['proximity|fair, just'], ['incremental'], ['every claim|precedent']],
      },
      {
        name: 'Murphy v Brentwood District Council',
        aliases: ['murphy'],
        facts: [['anns', 'overrul']],
        wrong: [['proximity|fair, just'], ['every claim|precedent'], ['two-stage']],
      },
      {
        name: 'Robinson v Chief Constable of West Yorkshire Police',
        aliases: ['robinson'],
        facts: [['every claim|precedent|not to be applied|established categor']],
        wrong: [['two-stage'], ['overrul']],
      },
    ],
    rules: [['incremental', 'analogy|outside']],
  },
  {
    subject: 'land',
    title: 'Easements',
    text: `Easements

For a right to exist as an easement, four requirements must be satisfied. They were set out in Re Ellenborough Park [1956] Ch 131: there must be a dominant and a servient tenement, the easement must accommodate the dominant tenement, the dominant and servient owners must be different persons, and the right must be capable of forming the subject matter of a grant. In Regency Villas Title Ltd v Diamond Resorts (Europe) Ltd [2018] UKSC 57 the Supreme Court held that the right to use recreational and sporting facilities could exist as an easement. A right which amounts to exclusive possession of the servient land cannot be an easement. Under s 62 of the Law of Property Act 1925, a conveyance of land passes with it the easements and other rights appertaining to the land. A legal easement must be created by deed, and an express grant out of registered land must be completed by registration.`,
    cases: [
      {
        name: 'Re Ellenborough Park',
        aliases: ['ellenborough'],
        facts: [['dominant', 'accommodate|servient|grant']],
        wrong: [['recreational|sporting'], ['exclusive possession']],
      },
      {
        name: 'Regency Villas Title Ltd v Diamond Resorts (Europe) Ltd',
        aliases: ['regency villas', 'diamond resorts'],
        facts: [['recreational|sporting']],
        wrong: [['accommodate the dominant'], ['exclusive possession']],
      },
    ],
    rules: [
      ['dominant', 'servient', 'accommodate'],
      ['exclusive possession'],
      ['conveyance|s 62|section 62'],
      ['deed'],
    ],
  },
  {
    subject: 'trusts',
    title: 'Certainty of objects',
    text: `Certainty of objects

A private express trust must satisfy the three certainties identified in Knight v Knight (1840) 3 Beav 148: certainty of intention, certainty of subject matter and certainty of objects. For a fixed trust, it must be possible to draw up a complete list of the beneficiaries, as required by IRC v Broadway Cottages Trust [1955] Ch 20. In McPhail v Doulton [1971] AC 424 the House of Lords rejected the complete list test for discretionary trusts and held that the test is whether it can be said with certainty that any given individual is or is not a member of the class. This is known as the 'is or is not' test. In Re Barlow's Will Trusts [1979] 1 WLR 278, McPhail v Doulton was distinguished: a gift to each of the testatrix's 'friends' was valid because it was a series of individual gifts subject to a condition precedent, for which it is enough that one person can be shown to qualify.`,
    cases: [
      {
        name: 'Knight v Knight',
        aliases: ['knight'],
        facts: [['intention|three certainties']],
        wrong: [['complete list'], ['is or is not']],
      },
      {
        name: 'IRC v Broadway Cottages Trust',
        aliases: ['broadway cottages'],
        facts: [['complete list|list']],
        wrong: [['is or is not'], ['friends'], ['three certainties']],
      },
      {
        name: 'McPhail v Doulton',
        aliases: ['mcphail'],
        facts: [['is or is not|any given individual|complete list'], ['barlow', 'distinguish']],
        wrong: [['friends|condition precedent|individual gifts'], ['three certainties']],
      },
      {
        name: "Re Barlow's Will Trusts",
        aliases: ['barlow'],
        facts: [['friends|individual gift|condition precedent|one person'], ['mcphail', 'distinguish']],
        wrong: [['is or is not|any given individual'], ['complete list']],
      },
    ],
    rules: [['fixed trust', 'complete list|list']],
  },
  {
    subject: 'wills',
    title: 'Formalities of wills',
    text: `Formalities

The formalities for a valid will are in s 9 Wills Act 1837. It requires that the will is in writing and signed by the testator, or by some other person in his presence and by his direction; that it appears that the testator intended by his signature to give effect to the will; that the signature is made or acknowledged in the presence of two or more witnesses present at the same time; and that each witness attests and signs the will, or acknowledges his signature, in the presence of the testator. A witness need not sign in the presence of the other witness. In Marley v Rawlings [2014] UKSC 2 the Supreme Court held that a will signed by the wrong testator could be rectified under s 20 of the Administration of Justice Act 1982 as a clerical error. Under s 15 of the Wills Act 1837, a gift to an attesting witness or to the witness's spouse or civil partner is void, although the will itself remains valid. This rule does not apply if the will is duly executed without that witness's signature, under s 1 of the Wills Act 1968.`,
    cases: [
      {
        name: 'Marley v Rawlings',
        aliases: ['marley'],
        facts: [['rectif|clerical']],
        wrong: [['attesting witness|void'], ['two or more witnesses']],
      },
    ],
    rules: [
      ['writing', 'signed'],
      ['two or more witnesses|two witnesses'],
      ['need not sign|other witness'],
      ['witness', 'void'],
      ['duly executed|without that witness'],
    ],
  },
  {
    subject: 'criminal',
    title: 'Dishonesty',
    text: `Dishonesty

For many years the test for dishonesty in criminal cases was the two-stage test in R v Ghosh [1982] QB 1053. In Ivey v Genting Casinos (UK) Ltd [2017] UKSC 67, the Supreme Court said, obiter, that the second limb of Ghosh did not correctly represent the law. R v Ghosh was then not followed in R v Barton and Booth [2020] EWCA Crim 575, where the Court of Appeal held that the Ivey test now applies in criminal proceedings. Under that test, the jury first ascertains the defendant's actual state of knowledge or belief as to the facts and then decides whether his conduct was dishonest by the standards of ordinary decent people. There is no requirement that the defendant must appreciate that his conduct was dishonest by those standards. Section 2(1) of the Theft Act 1968 lists three situations in which an appropriation is not to be regarded as dishonest: where the defendant believes he has a legal right to deprive the other of the property, where he believes the owner would consent if he knew of the appropriation and the circumstances, and where he believes the owner cannot be discovered by taking reasonable steps.`,
    cases: [
      {
        name: 'R v Ghosh',
        aliases: ['ghosh'],
        facts: [['two-stage|two stage'], ['barton', 'not followed']],
        wrong: [['ordinary decent'], ['criminal proceedings', 'ivey test'], ['actual state']],
      },
      {
        name: 'Ivey v Genting Casinos (UK) Ltd',
        aliases: ['ivey'],
        facts: [['second limb|did not correctly'], ['actual state|ordinary decent']],
        wrong: [['two-stage']],
      },
      {
        name: 'R v Barton and Booth',
        aliases: ['barton'],
        facts: [
          ['ivey', 'criminal|applies'],
          ['ghosh', 'not followed'],
        ],
        wrong: [['two-stage test in']],
      },
    ],
    rules: [
      ['actual state|knowledge or belief', 'ordinary decent'],
      ['appreciate'],
      ['legal right', 'consent', 'reasonable steps'],
    ],
  },
  {
    subject: 'public',
    title: 'Grounds of judicial review',
    text: `Grounds of judicial review

In Council of Civil Service Unions v Minister for the Civil Service [1985] AC 374 (the GCHQ case), Lord Diplock classified the grounds of judicial review as illegality, irrationality and procedural impropriety. Irrationality in this sense is Wednesbury unreasonableness, from Associated Provincial Picture Houses Ltd v Wednesbury Corporation [1948] 1 KB 223: a decision so unreasonable that no reasonable authority could ever have come to it. The House of Lords in the GCHQ case also held that the exercise of prerogative powers is not immune from judicial review merely because of its source. R (Miller) v Prime Minister [2019] UKSC 41, unlike R v Secretary of State for the Home Department, ex p Fire Brigades Union [1995] 2 AC 513, concerned a prorogation of Parliament; the Supreme Court held that the prorogation was unlawful because it frustrated Parliament's constitutional functions without reasonable justification. In ex p Fire Brigades Union the House of Lords held that the Home Secretary could not use the prerogative to introduce a scheme inconsistent with a statutory scheme that Parliament had enacted but which had not been brought into force.`,
    cases: [
      {
        name: 'Council of Civil Service Unions v Minister for the Civil Service',
        aliases: ['council of civil service unions', 'gchq'],
        facts: [['illegality|irrationality|procedural'], ['prerogative', 'source|immune|review']],
        wrong: [['prorog'], ['statutory scheme']],
      },
      {
        name: 'Associated Provincial Picture Houses Ltd v Wednesbury Corporation',
        aliases: ['wednesbury'],
        facts: [['no reasonable|so unreasonable|irrational']],
        wrong: [['prorog'], ['prerogative']],
      },
      {
        name: 'R (Miller) v Prime Minister',
        aliases: ['miller'],
        facts: [['prorog']],
        wrong: [['statutory scheme|home secretary']],
      },
      {
        name: 'R v Secretary of State for the Home Department, ex p Fire Brigades Union',
        aliases: ['fire brigades'],
        facts: [['statutory scheme|prerogative']],
        wrong: [['prorog'], ['frustrated parliament']],
      },
    ],
    rules: [],
  },
  {
    subject: 'business',
    title: 'Separate personality and directors’ duties',
    text: `Separate personality and directors' duties

A company is a legal person separate from its members: Salomon v A Salomon & Co Ltd [1897] AC 22. The courts will pierce the corporate veil only in narrow circumstances. In Prest v Petrodel Resources Ltd [2013] UKSC 34 the Supreme Court held that the veil may be pierced only where a person deliberately evades an existing legal obligation by interposing a company under his control. Under section 172 of the Companies Act 2006, a director must act in the way he considers, in good faith, would be most likely to promote the success of the company for the benefit of its members as a whole. In doing so he must have regard to, among other matters, the likely long-term consequences of any decision, the interests of the company's employees and the impact of the company's operations on the community and the environment. In BTI 2014 LLC v Sequana SA [2022] UKSC 25 the Supreme Court held that the duty to consider creditors' interests is engaged when the directors know or ought to know that the company is insolvent or bordering on insolvency, or that an insolvent liquidation or administration is probable. The duty to exercise reasonable care, skill and diligence is in s 174 of the Companies Act 2006 and is judged both objectively and subjectively.`,
    cases: [
      {
        name: 'Salomon v A Salomon & Co Ltd',
        aliases: ['salomon'],
        facts: [['separate|legal person']],
        wrong: [['evade|evasion'], ['creditor']],
      },
      {
        name: 'Prest v Petrodel Resources Ltd',
        aliases: ['prest', 'petrodel'],
        facts: [['evade|evasion|pierce']],
        wrong: [['creditor'], ['success of the company']],
      },
      {
        name: 'BTI 2014 LLC v Sequana SA',
        aliases: ['sequana'],
        facts: [['creditor|insolven']],
        wrong: [['evade'], ['separate from its members']],
      },
    ],
    rules: [
      ['pierce|veil', 'narrow'],
      ['success of the company'],
      ['long-term|employees|community'],
      ['care, skill|skill'],
    ],
  },
  {
    subject: 'dispute resolution',
    title: 'Relief from sanctions and Part 36',
    text: `Relief from sanctions

An application for relief from sanctions under CPR r 3.9 is determined by the three-stage approach in Denton v TH White Ltd [2014] EWCA Civ 906. The court first identifies and assesses the seriousness and significance of the breach, then considers why the default occurred, and finally evaluates all the circumstances of the case so as to deal justly with the application. Denton explained, and did not overrule, Mitchell v News Group Newspapers Ltd [2013] EWCA Civ 1537. Mitchell had been widely read as requiring relief to be refused for any breach that was not trivial. In Denton the Court of Appeal held that the first stage should concentrate on whether the breach was serious or significant rather than trivial.

Part 36 consequences

Under CPR r 36.17, where a claimant obtains a judgment at least as advantageous as his own Part 36 offer, the court must, unless it considers it unjust to do so, order enhanced consequences, including an additional amount calculated as a percentage of the sum awarded and capped at £75,000.`,
    cases: [
      {
        name: 'Denton v TH White Ltd',
        aliases: ['denton'],
        facts: [['three-stage|three stage|serious or significant|seriousness'], ['mitchell', 'explain']],
        wrong: [['overrul']],
      },
      {
        name: 'Mitchell v News Group Newspapers Ltd',
        aliases: ['mitchell'],
        facts: [['trivial|refused'], ['denton', 'explain|did not overrule']],
        wrong: [['three-stage|three stage'], ['serious or significant rather']],
      },
    ],
    rules: [
      ['seriousness|significance', 'why|default', 'circumstances'],
      ['additional amount|enhanced consequences|£75,000'],
    ],
  },
  {
    subject: 'ethics',
    title: 'Conflicts and confidentiality',
    text: `Conflicts and confidentiality

Under paragraph 6.2 of the SRA Code of Conduct for Solicitors, RELs and RFLs, a solicitor must not act in relation to a matter where there is a conflict of interest or a significant risk of one, unless one of two exceptions applies. They are that the clients have a substantially common interest, or that the clients are competing for the same objective; in either case all clients must have given informed consent, evidenced in writing, effective safeguards must be in place, and the solicitor must be satisfied that it is reasonable to act. The duty of confidentiality under paragraph 6.3 continues after the retainer has ended. In Prince Jefri Bolkiah v KPMG [1999] 2 AC 222 the House of Lords held that a firm acting against a former client must show that there is no real risk that the former client's confidential information will be disclosed. This is a heavy burden. A solicitor must not mislead the court, whether by their own acts or omissions or by allowing or being complicit in the acts or omissions of others (paragraph 1.4).`,
    cases: [
      {
        name: 'Prince Jefri Bolkiah v KPMG',
        aliases: ['bolkiah', 'kpmg'],
        facts: [['real risk|former client|confidential']],
        wrong: [['common interest'], ['mislead']],
      },
    ],
    rules: [
      ['conflict', 'must not act|not act'],
      ['common interest|same objective'],
      ['informed consent|safeguards'],
      ['confidentiality', 'retainer|ended'],
      ['mislead'],
    ],
  },
  {
    subject: 'contract',
    title: 'Consideration and variation',
    text: `Consideration and variation

Consideration must move from the promisee. Past consideration is not good consideration: Re McArdle [1951] Ch 669. In Williams v Roffey Bros & Nicholls (Contractors) Ltd [1991] 1 QB 1 the Court of Appeal held that a practical benefit to the promisor can be good consideration for a promise to pay more. Williams v Roffey was distinguished in Re Selectmove Ltd [1995] 1 WLR 474, where the Court of Appeal held that a practical benefit cannot support a promise to accept less, because that would conflict with Foakes v Beer (1884) 9 App Cas 605. Foakes v Beer held that payment of a smaller sum does not discharge a debt for a larger sum. In MWB Business Exchange Centres Ltd v Rock Advertising Ltd [2018] UKSC 24 the Supreme Court held that a no oral modification clause is legally effective, and it did not decide the consideration point. Central London Property Trust Ltd v High Trees House Ltd [1947] KB 130 is the origin of promissory estoppel, which may suspend a creditor's strict legal rights where it would be inequitable to go back on a promise that was relied on.`,
    cases: [
      {
        name: 'Re McArdle',
        aliases: ['mcardle'],
        facts: [['past consideration']],
        wrong: [['practical benefit'], ['smaller sum']],
      },
      {
        name: 'Williams v Roffey Bros & Nicholls (Contractors) Ltd',
        aliases: ['roffey'],
        facts: [
          ['practical benefit', 'more|good consideration'],
          ['selectmove', 'distinguish'],
        ],
        wrong: [['accept less|smaller sum'], ['oral modification']],
      },
      {
        name: 'Re Selectmove Ltd',
        aliases: ['selectmove'],
        facts: [['less|foakes'], ['roffey', 'distinguish']],
        wrong: [['pay more'], ['oral modification']],
      },
      {
        name: 'Foakes v Beer',
        aliases: ['foakes'],
        facts: [['smaller sum|larger sum']],
        wrong: [['practical benefit'], ['oral modification']],
      },
      {
        name: 'MWB Business Exchange Centres Ltd v Rock Advertising Ltd',
        aliases: ['rock advertising'],
        facts: [['oral modification']],
        wrong: [['practical benefit', 'more'], ['smaller sum']],
      },
      {
        name: 'Central London Property Trust Ltd v High Trees House Ltd',
        aliases: ['high trees'],
        facts: [['promissory estoppel']],
        wrong: [['practical benefit'], ['oral modification']],
      },
    ],
    rules: [['move from the promisee'], ['inequitable|suspend']],
  },
  {
    subject: 'criminal',
    title: 'Causation',
    text: `Causation in criminal law

The defendant's act must be both a factual and a legal cause of the prohibited result. In R v White [1910] 2 KB 124 the defendant was not guilty of murder because his mother died of heart failure before the poison he had given her could take effect. Medical negligence will rarely break the chain of causation. R v Jordan (1956) 40 Cr App R 152, where treatment described as palpably wrong did break the chain, was distinguished in R v Smith [1959] 2 QB 35, where the Courts-Martial Appeal Court held that if the original wound is still an operating and substantial cause, the death can be said to result from it. R v Cheshire [1991] 1 WLR 844 held that negligent treatment breaks the chain only if it is so independent of the defendant's acts, and so potent in causing death, that the contribution of those acts is insignificant. The defendant must take his victim as he finds him, including the victim's beliefs (R v Blaue [1975] 1 WLR 1411).`,
    cases: [
      {
        name: 'R v White',
        aliases: ['r v white'],
        facts: [['poison|heart failure|not guilty']],
        wrong: [['operating'], ['beliefs']],
      },
      {
        name: 'R v Jordan',
        aliases: ['jordan'],
        facts: [['palpably wrong'], ['smith', 'distinguish']],
        wrong: [['operating and substantial|operating'], ['so potent|insignificant']],
      },
      {
        name: 'R v Smith',
        aliases: ['r v smith'],
        facts: [['operating|substantial'], ['jordan', 'distinguish']],
        wrong: [['palpably'], ['beliefs']],
      },
      {
        name: 'R v Cheshire',
        aliases: ['cheshire'],
        facts: [['independent|potent|insignificant']],
        wrong: [['palpably'], ['beliefs']],
      },
      {
        name: 'R v Blaue',
        aliases: ['blaue'],
        facts: [['beliefs|as he finds']],
        wrong: [['poison'], ['palpably']],
      },
    ],
    rules: [
      ['factual', 'legal cause'],
      ['medical negligence', 'rarely'],
    ],
  },
];
