// The Privacy Policy: what the service stores, why, where, who processes it and how people control it.
import { Link } from 'react-router';
import { PAYMENT_LABEL } from '@shared/constants';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import { OAIC } from '@/config/resources';
import { SITE_NAME } from '@/config/site';
import { LastUpdated, LegalSection } from './legal-section';

export const PRIVACY_UPDATED = '22 November 2026';

export function PrivacyPolicy() {
  return (
    <div>
      <LastUpdated date={PRIVACY_UPDATED} />
      <div className="mt-8">
        <LegalSection id="privacy-who" title="Who we are">
          <p>
            {SITE_NAME} is an online service for Australian aged care providers. It checks government aged
            care sources every day and sends subscribers short summaries of policy and legislation changes. We
            handle personal information under the <strong>Privacy Act 1988 (Cth)</strong> and the Australian
            Privacy Principles (APPs).
          </p>
        </LegalSection>

        <LegalSection id="privacy-what" title="What we collect and why">
          <ul>
            <li>
              <strong>Subscribers.</strong> Your email address and/or mobile phone number, the channels you
              chose (email, SMS) and a record of your consent: when you subscribed, which channels you agreed
              to and the form you used. We use these only to send you policy alerts and to show that you
              agreed to receive them.
            </li>
            <li>
              <strong>Account holders.</strong> Your name, username and email address. Sign-in is provided by
              Amazon Cognito, which keeps your password in a form that we cannot read; we never store it. We
              also record whether you have paid for access.
            </li>
            <li>
              <strong>Payments.</strong> The one-time {PAYMENT_LABEL} payment is processed by Stripe. You
              enter your card details on Stripe's payment page: they never touch our servers. We receive only
              the result of the payment and its reference.
            </li>
            <li>
              <strong>Business profile and documents.</strong> The details you give about your organisation,
              and the documents and policies you upload, are used only to personalise your updates and to
              provide the features you use (such as policy Q&amp;A, training quizzes and policy assessment).
              They are never shared with third parties, sold or used for advertising.
            </li>
            <li>
              <strong>PRO waitlist.</strong> If you join the waitlist, we keep your email address to tell you
              when PRO is available.
            </li>
            <li>
              <strong>Technical records.</strong> Like any website, our servers log requests (such as the
              time, the page and the IP address) to keep the service secure and working. These logs are kept
              for a limited time.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-where" title="Where your information is kept">
          <p>
            We store your information privately in Australia, in Amazon Web Services' Sydney region
            (ap-southeast-2). Storage is not public: uploaded documents can only be downloaded by their owner
            through links that expire after a few minutes. AI analysis uses Amazon Bedrock, which does not
            keep your content or use it to train models. Stripe may process payment information outside
            Australia under its own privacy policy.
          </p>
        </LegalSection>

        <LegalSection id="privacy-sharing" title="Who we share it with">
          <p>
            We do not sell, rent or share your personal information with third parties. Two service providers
            run parts of the service for us and process information only on our instructions: Amazon Web
            Services (hosting, sign-in, email and SMS delivery, AI analysis) and Stripe (payments). We
            disclose information to a government authority only where the law requires it.
          </p>
        </LegalSection>

        <LegalSection id="privacy-messages" title="Emails, SMS and unsubscribing">
          <p>
            We follow the <strong>Spam Act 2003 (Cth)</strong>: we send alerts only to people who subscribed,
            every message identifies us, and every message lets you opt out.
          </p>
          <ul>
            <li>Every email has a one-click unsubscribe link.</li>
            <li>Every SMS tells you to reply STOP to stop SMS alerts.</li>
            <li>Unsubscribing takes effect at once. It needs no login and no further information.</li>
          </ul>
        </LegalSection>

        <LegalSection id="privacy-storage" title="Cookies and browser storage">
          <p>
            We use no advertising or analytics trackers. When you sign in, your browser keeps your session so
            that you stay signed in; signing out removes it.
          </p>
        </LegalSection>

        <LegalSection id="privacy-rights" title="Access, correction and deletion">
          <p>
            You can ask to see the personal information we hold about you, to correct it or to delete it.
            Account holders can change their business profile and delete uploaded documents at any time on the
            Business Profile page. For any other request, reply to any alert email or write to the contact
            address it gives. We will answer within 30 days and will not charge you for making a request.
          </p>
          <p>
            If you are not satisfied with our answer, you can complain to the{' '}
            <ExternalLink href={OAIC}>Office of the Australian Information Commissioner</ExternalLink>.
          </p>
        </LegalSection>

        <LegalSection id="privacy-retention" title="How long we keep it">
          <p>
            We keep your details while your subscription or account is active. When you unsubscribe from every
            channel we stop sending at once. When you ask us to delete your information we delete it, except
            the record of your consent and opt-out, which we keep to show that we respected your choice.
          </p>
        </LegalSection>

        <LegalSection id="privacy-changes" title="Changes to this policy">
          <p>
            If we change this policy we will update this page and its date. If a change affects how we use
            information you have already given us, we will tell subscribers by email before it applies. See
            also our <Link to={paths.terms.getHref()}>Terms of Service</Link>.
          </p>
        </LegalSection>
      </div>
    </div>
  );
}
