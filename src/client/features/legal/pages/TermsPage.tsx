import { RouterLink } from '@client/components/RouterLink';
import { LegalPage, LegalSection, Mail, P } from '../components/LegalPage';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of use"
      intro="The agreement between you and Ratio when you use the service. Plain English, but it is still a contract."
    >
      <LegalSection title="1. About these terms">
        <P>
          Ratio is a study and revision service for law students and candidates for the Solicitors Qualifying
          Examination (SQE), run from England. These terms apply whenever you use Ratio. By creating an
          account you agree to them; if you do not agree, please do not use Ratio. You can reach us at{' '}
          <Mail />.
        </P>
      </LegalSection>

      <LegalSection title="2. Your account">
        <ul>
          <li>Give accurate details, keep them up to date, and keep one account for yourself.</li>
          <li>Keep your password secret. You are responsible for what is done with your account.</li>
          <li>Tell us straight away if you think someone else has used your account.</li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Plans and payment">
        <P>
          The FREE plan costs nothing. BASIC is arranged with universities and course providers for their
          students. PREMIUM (£9.99), UNLIMITED (£19.99) and ULTRA (£34.99) are monthly subscriptions; the
          price and what it includes are shown before you pay.
        </P>
        <ul>
          <li>Payments are handled by our payment provider. We never see or store your full card number.</li>
          <li>A subscription renews each month until you cancel it.</li>
          <li>
            If you cancel, your plan stays active until the end of the billing period you have paid for.
          </li>
          <li>
            Weekly AI limits reset every Monday at midnight, UK time. A generation that fails is not counted.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Your right to cancel">
        <P>
          If you subscribe as a consumer, you may cancel within 14 days of subscribing and receive a refund
          (Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013). If you ask
          us to start your subscription straight away and then cancel within those 14 days, we may keep an
          amount in proportion to the service you received before you told us. To cancel, write to <Mail />.
        </P>
      </LegalSection>

      <LegalSection title="5. AI tools and study material">
        <P>
          Ratio's AI tools produce text automatically. Their output can be incomplete or wrong, so check it
          against the primary sources and your course materials before you rely on it. Nothing in Ratio is
          legal advice, and Ratio does not replace the training your course or firm provides.
        </P>
        <P>
          Ratio is an independent study tool. It is not affiliated with or endorsed by the Solicitors
          Regulation Authority (SRA) or any assessment provider.
        </P>
      </LegalSection>

      <LegalSection title="6. Your content">
        <P>
          The notes, flashcards, mind maps and other material you create remain yours. You allow us to store
          and process them only to provide Ratio to you. You can download or delete your data at any time from{' '}
          <RouterLink to="/gdpr">Your data</RouterLink>. Only upload material that you have the right to use.
        </P>
      </LegalSection>

      <LegalSection title="7. Legal sources">
        <P>
          Legislation in Ratio contains public sector information licensed under the Open Government Licence
          v3.0 (© Crown and database right). Case summaries in the built-in library are written by the Ratio
          team. Where we show the text of a judgment, we give its source and licence.
        </P>
      </LegalSection>

      <LegalSection title="8. Acceptable use">
        <P>Please do not:</P>
        <ul>
          <li>share your account, or resell or republish Ratio or its library;</li>
          <li>try to get around security measures, usage limits or access controls;</li>
          <li>copy content in bulk by automated means;</li>
          <li>upload anything unlawful, harmful or that infringes someone else's rights.</li>
        </ul>
      </LegalSection>

      <LegalSection title="9. Availability and changes">
        <P>
          We work to keep Ratio available and accurate but cannot promise it will always be free of errors or
          interruptions. We may improve or change features. If a change materially reduces what a paid plan
          includes, we will tell you in advance and you may cancel.
        </P>
      </LegalSection>

      <LegalSection title="10. Ending your account">
        <P>
          You can delete your account at any time from <RouterLink to="/gdpr">Your data</RouterLink>. We may
          suspend or close an account that seriously or repeatedly breaks these terms; where reasonable we
          will warn you first.
        </P>
      </LegalSection>

      <LegalSection title="11. Our responsibility to you">
        <P>
          Nothing in these terms limits our liability for death or personal injury caused by our negligence,
          for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory
          rights as a consumer, including your right under the Consumer Rights Act 2015 to services provided
          with reasonable care and skill. Ratio is for private study: we are not responsible for business
          losses or for losses that were not foreseeable.
        </P>
      </LegalSection>

      <LegalSection title="12. Law and disputes">
        <P>
          These terms are governed by the law of England and Wales, and the courts of England and Wales deal
          with any dispute. If you live in Scotland or Northern Ireland, you may also bring proceedings in
          your local courts.
        </P>
      </LegalSection>

      <LegalSection title="13. Changes to these terms">
        <P>
          We may update these terms. The date at the top shows when they last changed; if a change affects you
          materially, we will tell you by email or in the app before it takes effect.
        </P>
      </LegalSection>
    </LegalPage>
  );
}
