// Passages the local engine's tests and benchmark read, in the style of a student's revision material.
// The statutory words are the enacted text (legislation.gov.uk, Open Government Licence v3.0).

export const CONTRACT_PASSAGE = `Formation of a contract

An offer is a definite promise to be bound on specific terms. An invitation to treat is not an offer: goods displayed in a shop window are an invitation to treat (Fisher v Bell [1961] 1 QB 394). In Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256, the Court of Appeal held that an advertisement could amount to a unilateral offer to the whole world. Acceptance must be communicated to the offeror unless the offeror waives communication. A counter-offer destroys the original offer, as held in Hyde v Wrench (1840) 3 Beav 334.

Consideration

Consideration means something of value given in return for a promise. Consideration must move from the promisee but need not move to the promisor. It was held in Re McArdle [1951] Ch 669 that past consideration is no consideration. In Williams v Roffey Bros & Nicholls (Contractors) Ltd [1991] 1 QB 1, the Court of Appeal held that a practical benefit to the promisor can be good consideration for a promise to pay more.

Misrepresentation

A misrepresentation is a false statement of fact which induces the other party to enter the contract. Under s 2(1) of the Misrepresentation Act 1967, a person who has been induced to enter a contract by a misrepresentation may recover damages unless the representor proves that he had reasonable grounds to believe that the facts represented were true. Section 2(2) gives the court a discretion to award damages in lieu of rescission.`;

export const THEFT_PASSAGE = `# Theft

## The offence

Section 1(1) of the Theft Act 1968 provides that a person is guilty of theft if he dishonestly appropriates property belonging to another with the intention of permanently depriving the other of it. Any assumption by a person of the rights of an owner amounts to an appropriation (s 3(1)).

## Dishonesty

The test for dishonesty is now that set out in Ivey v Genting Casinos (UK) Ltd [2017] UKSC 67: the tribunal of fact must first ascertain the defendant's actual state of knowledge or belief as to the facts, and then decide whether his conduct was dishonest by the standards of ordinary decent people. In R v Barton and Booth [2020] EWCA Crim 575, the Court of Appeal confirmed that the Ivey test applies in criminal proceedings.

## Property

"Property" includes money and all other property, real or personal, including things in action and other intangible property.`;
