// The Terms of Service: what the service is, what it is not (legal advice), payment, content and use rules.
import { Link } from 'react-router';
import { ACT_NAME, PAYMENT_LABEL, PRO_PRICE_LABEL } from '@shared/constants';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { LastUpdated, LegalSection } from './legal-section';

export const TERMS_UPDATED = '22 November 2026';

export function TermsOfService() {
  return (
    <div>
      <LastUpdated date={TERMS_UPDATED} />
      <div className="mt-8">
        <LegalSection id="terms-service" title="The service">
          <p>
            {SITE_NAME} checks Australian government aged care sources every day, summarises new and changed
            content with AI and sends the summaries to subscribers by email or SMS. Account holders also get a
            signed-in area with an updates feed, a policy library with Q&amp;A chat, training quizzes, a
            business profile and policy assessment. By subscribing or creating an account you agree to these
            terms.
          </p>
        </LegalSection>

        <LegalSection id="terms-advice" title="Information, not legal advice">
          <p>
            Summaries, insights, chat answers, quizzes and assessments are generated with AI from public
            sources and your own documents. They can be incomplete or wrong, and they are not legal advice.
            Always read the official source linked in each summary, and get professional advice before you act
            on a change. An assessment against the {ACT_NAME} or the Quality Standards is a guide, not a
            finding of compliance.
          </p>
        </LegalSection>

        <LegalSection id="terms-subscribing" title="Subscribing">
          <p>
            Subscribe only with an email address or phone number that you use or are authorised to use. You
            can unsubscribe at any time with the link in any email or by replying STOP to any SMS.
          </p>
        </LegalSection>

        <LegalSection id="terms-accounts" title="Accounts and payment">
          <ul>
            <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
            <li>
              Access to the signed-in platform costs a one-time payment of {PAYMENT_LABEL} (Australian
              dollars), processed by Stripe. There is no recurring charge.
            </li>
            <li>
              The PRO plan ({PRO_PRICE_LABEL}) is not available yet. Joining its waitlist costs nothing and
              commits you to nothing.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="terms-content" title="Your content">
          <p>
            You keep ownership of the business profile, documents and policies you add. You allow us to store
            and process them only to provide the service to you, as described in our{' '}
            <Link to={paths.privacy.getHref()}>Privacy Policy</Link>. Add only content you have the right to
            use, and do not upload personal or health information about care recipients or staff.
          </p>
        </LegalSection>

        <LegalSection id="terms-use" title="Acceptable use">
          <ul>
            <li>Do not try to reach another person's account, documents or data.</li>
            <li>
              Do not overload, probe or interfere with the service, or copy it in bulk with automated tools.
            </li>
            <li>Do not use the service to send or store unlawful content.</li>
          </ul>
          <p>We may suspend an account that breaks these rules.</p>
        </LegalSection>

        <LegalSection id="terms-availability" title="Availability and changes">
          <p>
            We work to check every source every day, but government sites change and are sometimes
            unavailable, so a change may reach you late or not at all. We may improve or change features; if a
            change to these terms affects you, we will update this page and its date before it applies.
          </p>
        </LegalSection>

        <LegalSection id="terms-liability" title="Your rights under the Australian Consumer Law">
          <p>
            Nothing in these terms excludes, restricts or changes the consumer guarantees and other rights you
            have under the Australian Consumer Law. To the extent the law allows, we are not liable for loss
            that results from relying on a summary without checking its official source.
          </p>
        </LegalSection>

        <LegalSection id="terms-ending" title="Ending">
          <p>
            You can stop at any time: unsubscribe from alerts, or ask us to close your account and delete your
            information by replying to any alert email. These terms are governed by the law in force in
            Australia.
          </p>
        </LegalSection>
      </div>
    </div>
  );
}
