import { RouterLink } from '@client/components/RouterLink';
import { AiProcessing } from '../components/AiProcessing';
import { ExternalLink, LegalPage, LegalSection, Mail, P } from '../components/LegalPage';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy notice"
      intro="What personal data Ratio holds, why, for how long, and the rights you have under the UK GDPR and the Data Protection Act 2018."
    >
      <LegalSection title="1. Who we are">
        <P>
          Ratio is the controller of the personal data processed through this service. For anything about your
          data, write to <Mail />.
        </P>
      </LegalSection>

      <LegalSection title="2. The data we hold">
        <ul>
          <li>
            <strong>Account:</strong> your username, email address, role and plan, when you joined and when
            you were last active. Your password is stored only as a secure one-way hash; we never store the
            password itself.
          </li>
          <li>
            <strong>Sessions:</strong> a random session token (stored as a hash), when it was last used and
            your browser's user-agent text, so that you stay signed in and misuse can be spotted.
          </li>
          <li>
            <strong>Your study material:</strong> subjects, topics, flashcards and your review history, notes,
            mind maps, exams, saved AI results and your dashboard settings.
          </li>
          <li>
            <strong>AI usage:</strong> how many times you have used each AI tool in the current week.
          </li>
          <li>
            <strong>Billing:</strong> if you subscribe, your plan, its status and the payment events our
            payment provider sends us. We do not receive your full card details.
          </li>
          <li>
            <strong>Messages:</strong> the name, email address, subject and message you send us through the
            contact form.
          </li>
          <li>
            <strong>Security data:</strong> IP addresses, used briefly to limit repeated sign-in attempts.
          </li>
          <li>
            <strong>Analytics:</strong> only if you accept analytics cookies, the pages you visit and the
            features you use, recorded on our own servers.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Why we use it, and our lawful basis">
        <ul>
          <li>To provide your account and the features you use: performance of our contract with you.</li>
          <li>To keep Ratio secure and prevent abuse: our legitimate interests.</li>
          <li>To keep billing records: our legal obligations under tax and accounting law.</li>
          <li>
            For analytics: your consent, which you can withdraw at any time on the{' '}
            <RouterLink to="/cookies">cookies page</RouterLink>.
          </li>
          <li>To answer your messages: our legitimate interest in helping you.</li>
        </ul>
        <P>We do not sell your data and we do not use it for advertising.</P>
      </LegalSection>

      <LegalSection title="4. Who else sees it">
        <P>
          The provider that hosts our servers, and our payment provider if you subscribe, process data on our
          behalf under contract. <AiProcessing /> We disclose data to others only where the law requires it.
        </P>
        <P>
          If a provider processes data outside the UK, we make sure the transfer is covered by UK adequacy
          regulations or by appropriate safeguards such as the International Data Transfer Agreement.
        </P>
      </LegalSection>

      <LegalSection title="5. How long we keep it">
        <ul>
          <li>Account, study material, AI usage and settings: until you delete your account.</li>
          <li>Sessions: until you sign out, or after 30 days without use.</li>
          <li>
            Contact messages: as long as we need to deal with your message; those linked to your account are
            deleted with it.
          </li>
          <li>
            Billing records: as long as tax and accounting law requires (generally six years), with your
            personal details removed once your account is deleted.
          </li>
          <li>Security counters of sign-in attempts: minutes, not days.</li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Your rights">
        <P>
          You have the right to access your data, to have it corrected, to have it erased, to restrict or
          object to its use, to receive it in a portable format, and to withdraw consent at any time. On{' '}
          <RouterLink to="/gdpr">Your data</RouterLink> you can download everything we hold about you and
          delete your account yourself. For anything else, write to <Mail />; we reply within one month.
        </P>
        <P>
          If you are unhappy with how we handle your data, you may complain to the Information Commissioner's
          Office (ICO) at <ExternalLink href="https://ico.org.uk/make-a-complaint/">ico.org.uk</ExternalLink>{' '}
          or on 0303 123 1113. We would appreciate the chance to put things right first.
        </P>
      </LegalSection>

      <LegalSection title="7. Security">
        <P>
          Passwords are hashed, your session lives in a cookie that scripts on the page cannot read, traffic
          is encrypted in transit, and each account can reach only its own data.
        </P>
      </LegalSection>

      <LegalSection title="8. Changes to this notice">
        <P>
          When this notice changes, the date at the top changes too. If a change affects how we use data you
          have already given us, we will tell you before it takes effect.
        </P>
      </LegalSection>
    </LegalPage>
  );
}
