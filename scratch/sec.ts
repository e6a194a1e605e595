import { authoritiesIn } from '../src/server/features/ai/verify';
for (const t of ['A will must comply with s 9 of the Wills Act 1837.', 'Under section 172 Companies Act 2006 directors', 'Wills Act 1837, s 9 requires', 'see s. 2(1) of the Misrepresentation Act 1967', 'Under the Inheritance (Provision for Family and Dependants) Act 1975, s 1 a child', 'Under s 9 a will', 'section 18A of the Wills Act'])
  console.log(t, JSON.stringify(authoritiesIn(t)));
