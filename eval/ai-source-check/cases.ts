// Hand-written sources for the generators' input gate: English the gate must let through (including the
// awkward kinds a law student pastes), and text it must refuse. Each foreign passage is ordinary legal prose
// in that language, written for this set; each "hard" English one is built to look unlike prose.

export type Case = { name: string; text: string };

export const HARD_ENGLISH: Case[] = [
  {
    name: 'bullet revision notes',
    text: `Offer
- definite promise to be bound on specific terms
- must be communicated to the offeree
- invitation to treat: adverts, displays, auctions, tenders
Acceptance
- mirror image rule; counter-offer kills the offer
- postal rule: complete on posting if post is a reasonable means
- silence is not acceptance (Felthouse v Bindley)
Consideration
- must move from the promisee but need not move to the promisor
- must be sufficient but need not be adequate
- past consideration is no consideration unless requested and payment was understood`,
  },
  {
    name: 'list of authorities only',
    text: `Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256; Fisher v Bell [1961] 1 QB 394; Partridge v Crittenden
[1968] 1 WLR 1204; Pharmaceutical Society of Great Britain v Boots Cash Chemists [1953] 1 QB 401; Hyde v Wrench
(1840) 3 Beav 334; Butler Machine Tool Co Ltd v Ex-Cell-O Corp [1979] 1 WLR 401; Entores Ltd v Miles Far East
Corp [1955] 2 QB 327; Brinkibon Ltd v Stahag Stahl [1983] 2 AC 34; Adams v Lindsell (1818) 1 B & Ald 681;
Household Fire Insurance Co v Grant (1879) 4 Ex D 216; Holwell Securities Ltd v Hughes [1974] 1 WLR 155.`,
  },
  {
    name: 'statute extract with section numbers',
    text: `Theft Act 1968
1 Basic definition of theft
(1) A person is guilty of theft if he dishonestly appropriates property belonging to another with the intention
of permanently depriving the other of it; and "thief" and "steal" shall be construed accordingly.
(2) It is immaterial whether the appropriation is made with a view to gain, or is made for the thief's own benefit.
2 "Dishonestly"
(1) A person's appropriation of property belonging to another is not to be regarded as dishonest (a) if he
appropriates the property in the belief that he has in law the right to deprive the other of it, on behalf of
himself or of a third person; or (b) if he appropriates the property in the belief that he would have the
other's consent if the other knew of the appropriation and the circumstances of it.`,
  },
  {
    name: 'English with Latin maxims',
    text: `Nemo dat quod non habet: no one can pass a better title than they hold. The rule is now in s 21 of the Sale of
Goods Act 1979, subject to exceptions such as estoppel, sale by a mercantile agent and sale under a voidable
title. Res ipsa loquitur may help a claimant in negligence where the thing was under the defendant's control
and the accident would not ordinarily happen without a want of care. Volenti non fit injuria is a complete
defence, but the courts are slow to find that a claimant truly consented to the risk of injury.`,
  },
  {
    name: 'English with a French quotation',
    text: `In comparative contract law the French Civil Code states the rule on formation in one line: "Le contrat est
formé par la rencontre d'une offre et d'une acceptation." English law reaches the same result through case law
rather than a code. The offer must be certain and the acceptance must match it; a reply that adds new terms is a
counter-offer, which destroys the original offer, as Hyde v Wrench shows. The French rule on silence is also
close to ours: silence does not amount to acceptance unless the parties have agreed otherwise.`,
  },
  {
    name: 'headings and short phrases',
    text: `Negligence: duty, breach, causation, remoteness. Duty: Caparo three-stage test for novel situations;
incremental approach; Robinson v Chief Constable of West Yorkshire. Breach: reasonable person standard; Bolam
for professionals; Montgomery for consent. Causation: but-for test; Barnett v Chelsea and Kensington Hospital;
material contribution; Bailey v Ministry of Defence. Remoteness: reasonable foreseeability of the kind of
damage; The Wagon Mound (No 1); egg-shell skull rule; Smith v Leech Brain.`,
  },
  {
    name: 'all capitals heading and text',
    text: `SECTION 2(1) MISREPRESENTATION ACT 1967. WHERE A PERSON HAS ENTERED INTO A CONTRACT AFTER A MISREPRESENTATION HAS
BEEN MADE TO HIM BY ANOTHER PARTY AND AS A RESULT HE HAS SUFFERED LOSS, THE OTHER PARTY IS LIABLE TO DAMAGES UNLESS
HE PROVES THAT HE HAD REASONABLE GROUND TO BELIEVE AND DID BELIEVE UP TO THE TIME THE CONTRACT WAS MADE THAT THE
FACTS REPRESENTED WERE TRUE.`,
  },
  {
    name: 'English with curly quotes, en dashes and a stray replacement character',
    text: `The claimant’s case – put at its highest – was that the defendant’s “assurance” amounted to a collateral
contract. The judge rejected that: the words were a statement of present intention, not a promise. On appeal the
court agreed and added that, even if a promise had been made, there was no consideration for it. A single
mis-decoded character � in a pasted document should not make the text unusable.`,
  },
];

export const FOREIGN: Case[] = [
  {
    name: 'French',
    text: `Le contrat se forme par la rencontre d'une offre et d'une acceptation. L'offre doit être ferme et précise; elle
peut être rétractée tant qu'elle n'est pas parvenue à son destinataire. Le silence ne vaut pas acceptation, à moins
qu'il n'en résulte autrement de la loi, des usages ou des relations d'affaires entre les parties.`,
  },
  {
    name: 'German',
    text: `Ein Vertrag kommt durch Angebot und Annahme zustande. Der Antrag muss so bestimmt sein, dass die Annahme durch ein
einfaches Ja erfolgen kann. Schweigen gilt grundsätzlich nicht als Annahme, es sei denn, die Parteien haben etwas
anderes vereinbart oder das Gesetz ordnet es ausdrücklich an.`,
  },
  {
    name: 'Spanish',
    text: `El contrato se perfecciona por el mero consentimiento, que se manifiesta por el concurso de la oferta y de la
aceptación sobre la cosa y la causa que han de constituir el contrato. La aceptación hecha por carta no obliga al
que hizo la oferta sino desde que llegó a su conocimiento.`,
  },
  {
    name: 'Italian',
    text: `Il contratto è concluso nel momento in cui chi ha fatto la proposta ha conoscenza dell'accettazione dell'altra
parte. La proposta può essere revocata finché il contratto non sia concluso, ma se l'accettante ne ha intrapreso in
buona fede l'esecuzione prima di avere notizia della revoca, il proponente è tenuto a indennizzarlo.`,
  },
  {
    name: 'Welsh',
    text: `Mae contract yn cael ei ffurfio pan fydd cynnig yn cael ei dderbyn. Rhaid i'r cynnig fod yn glir ac yn bendant, a
rhaid i'r derbyn gyfateb yn union i delerau'r cynnig. Nid yw distawrwydd yn gyfystyr â derbyn, ac mae gwrth-gynnig
yn dod â'r cynnig gwreiddiol i ben. Mae'n rhaid i'r naill barti roi rhywbeth o werth i'r llall.`,
  },
  {
    name: 'Dutch',
    text: `Een overeenkomst komt tot stand door een aanbod en de aanvaarding daarvan. Een aanbod kan worden herroepen zolang
het niet is aanvaard, tenzij het een termijn voor de aanvaarding inhoudt. Een van het aanbod afwijkend antwoord geldt
als een nieuw aanbod en als een verwerping van het oorspronkelijke.`,
  },
  {
    name: 'Portuguese',
    text: `O contrato considera-se concluído quando a aceitação chega ao poder do proponente ou é dele conhecida. A proposta
deve ser completa e precisa, e a aceitação com modificações vale como rejeição da proposta e como nova proposta. O
silêncio vale como declaração negocial apenas quando esse valor lhe seja atribuído por lei ou convenção.`,
  },
  {
    name: 'Polish',
    text: `Umowa zostaje zawarta z chwilą otrzymania przez składającego ofertę oświadczenia drugiej strony o jej przyjęciu.
Oferta złożona w postaci elektronicznej wiąże składającego, jeżeli druga strona niezwłocznie potwierdzi jej
otrzymanie. Odpowiedź na ofertę zawierająca zastrzeżenia zmieniające jej treść poczytuje się za nową ofertę.`,
  },
  {
    name: 'Latin passage',
    text: `Obligationes aut ex contractu nascuntur aut ex maleficio aut proprio quodam iure ex variis causarum figuris.
Contractus re, verbis, litteris aut consensu contrahitur. In emptione et venditione consensus sufficit, etiamsi
pretium nondum numeratum sit neque arra data fuerit, et periculum rei venditae statim ad emptorem pertinet.`,
  },
  {
    name: 'Russian',
    text: `Договор считается заключённым, если между сторонами в требуемой форме достигнуто соглашение по всем существенным
условиям договора. Договор заключается посредством направления оферты одной из сторон и её акцепта другой стороной.`,
  },
  {
    name: 'Greek',
    text: `Η σύμβαση καταρτίζεται με την αποδοχή της πρότασης. Η πρόταση δεσμεύει τον προτείνοντα, εκτός αν έχει αποκλείσει
τη δέσμευση. Η σιωπή δεν θεωρείται αποδοχή, εκτός αν αυτό προκύπτει από τη συμφωνία των μερών.`,
  },
  {
    name: 'Chinese',
    text: '当事人订立合同，可以采取要约、承诺方式或者其他方式。承诺生效时合同成立。要约可以撤回，撤回要约的通知应当在要约到达受要约人之前到达。',
  },
  {
    name: 'Arabic',
    text: 'يتم العقد بمجرد أن يتبادل الطرفان التعبير عن إرادتين متطابقتين، مع مراعاة ما يقرره القانون فوق ذلك من أوضاع معينة لانعقاد العقد.',
  },
  {
    name: 'Hindi',
    text: 'जब एक व्यक्ति दूसरे को किसी कार्य को करने या न करने की अपनी इच्छा प्रकट करता है, तो वह प्रस्थापना करता है। स्वीकृति पूर्ण और बिना शर्त होनी चाहिए।',
  },
  {
    name: 'German, short (under the word threshold)',
    text: 'Ein Vertrag kommt durch Angebot und Annahme zustande. Schweigen ist keine Annahme.',
  },
];

const bytes = (n: number, seed: number) => {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x & 0xff;
  });
};

export const BINARY: Case[] = [
  {
    name: 'random bytes decoded as UTF-8',
    text: new TextDecoder().decode(new Uint8Array(bytes(3000, 7))),
  },
  {
    name: 'random bytes decoded as Latin-1 (a binary file read as text)',
    text: new TextDecoder('latin1').decode(new Uint8Array(bytes(3000, 11))),
  },
  {
    name: 'a Word file read as text (zip header and deflate noise)',
    // NULs dropped, as the NUL check would refuse the request before this gate.
    text: `PK\u0003\u0004\u0014\u0006\b[Content_Types].xml ${new TextDecoder().decode(new Uint8Array(bytes(2000, 3)))}`
      .split('\u0000')
      .join(''),
  },
  {
    name: 'English with control characters between every word',
    text: 'The offer was accepted by post on the Monday and the contract was formed then.'.replace(
      / /g,
      ' \u0001\u0002 ',
    ),
  },
];
