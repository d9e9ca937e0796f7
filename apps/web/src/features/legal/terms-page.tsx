import { Anchor, List, Text } from '@mantine/core';
import { PageLink } from '../../components/page-link';
import { paths } from '../../config/paths';
import { LegalPage, type LegalSection } from './legal-page';

const P = Text;

/** The terms of use (docs/product/public-site.md#terms-of-use-terms). */
const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to terms',
    body: (
      <>
        <P>
          These Terms of Use are an agreement between you, personally or on behalf of an entity (“you”), and
          StaffMargin (“we”, “us”), about your access to and use of the StaffMargin website and application
          (the “Service”). By using the Service you agree to these terms. If you do not agree, do not use the
          Service.
        </P>
        <P>
          The Service is intended for users who are at least 18 years old. Persons under 18 may not use or
          register for the Service. We may change these terms; the date above shows the last change, and using
          the Service after a change means you accept it.
        </P>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property rights',
    body: (
      <P>
        The Service, its source code, databases, software, designs, text and graphics, and the trademarks and
        logos in it are ours or licensed to us, and are protected by copyright and trademark laws. You may use
        the Service for your own business; no part of it may be copied, sold or exploited otherwise without
        our written permission. Your own data (calculations, quotes, logos) stays yours.
      </P>
    ),
  },
  {
    id: 'user-representations',
    title: 'User representations',
    body: (
      <P>
        By using the Service you confirm that the registration information you give is true, accurate, current
        and complete and that you will keep it so; that you have the legal capacity to agree to these terms;
        that you are not a minor; that you will not access the Service through automated or non-human means;
        and that you will not use it for any illegal or unauthorised purpose.
      </P>
    ),
  },
  {
    id: 'registration',
    title: 'User registration',
    body: (
      <P>
        You must register to use the Service. Keep your password confidential: you are responsible for all use
        of your account. We may reclaim or change a company sub-domain we find inappropriate, obscene or
        otherwise objectionable.
      </P>
    ),
  },
  {
    id: 'fees-and-payment',
    title: 'Fees and payment',
    body: (
      <>
        <P>
          We accept Visa, Mastercard, American Express and Discover. Plans are billed per member seat, monthly
          or yearly, in US dollars. You agree to give current, complete and accurate purchase and account
          information and to pay the prices in effect when billed, plus any applicable sales tax. Purchases
          are non-refundable.
        </P>
        <P>
          Members you add raise the seat count of your subscription. We may correct pricing errors, and may
          change prices with notice before your next billing period.
        </P>
      </>
    ),
  },
  {
    id: 'free-trial',
    title: 'Free trial',
    body: (
      <P>
        Every new company gets a free trial of 3 days with every feature. When the trial ends the account is
        suspended until a plan is chosen and paid; your data is kept.
      </P>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    body: (
      <P>
        A plan renews until you cancel it. You can cancel at any time from Billing and payment; the
        cancellation takes effect at the end of the current paid term, and the Service stays available until
        then.
      </P>
    ),
  },
  {
    id: 'prohibited-activities',
    title: 'Prohibited activities',
    body: (
      <>
        <P>
          You may not use the Service for anything other than the purpose for which we offer it. You agree not
          to:
        </P>
        <List spacing={4}>
          <List.Item>
            retrieve data systematically to build a collection or database without our permission;
          </List.Item>
          <List.Item>trick, defraud or mislead us or other users, or try to learn their passwords;</List.Item>
          <List.Item>circumvent, disable or interfere with security features or usage limits;</List.Item>
          <List.Item>
            upload viruses or anything that disrupts the Service or another user’s use of it;
          </List.Item>
          <List.Item>use automated scripts, scrapers or bots against the Service;</List.Item>
          <List.Item>
            copy or adapt the software, or decompile or reverse engineer it, except as law allows;
          </List.Item>
          <List.Item>
            use the Service to compete with us or for any revenue-generating purpose other than your own
            staffing business;
          </List.Item>
          <List.Item>use the Service in breach of any applicable law or regulation.</List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'contributions',
    title: 'User contributions',
    body: (
      <P>
        The Service lets you create and share content (calculations, quotes, company logos, messages). You are
        responsible for it and confirm that it infringes no one’s rights, is accurate, and breaks no law. You
        grant us the rights needed to store, process and show it to the people you share it with, so the
        Service can work; we claim no ownership of it. Calculations are estimates from the rates you enter and
        public reference data: you remain responsible for your payroll filings and client pricing.
      </P>
    ),
  },
  {
    id: 'mobile-license',
    title: 'Mobile application licence',
    body: (
      <P>
        If you use the Service on a mobile device, we grant you a revocable, non-exclusive, non-transferable,
        limited right to use it on devices you own or control, under these terms. You may not decompile,
        modify, or make derivative works of it, or remove any notice of our rights.
      </P>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy policy',
    body: (
      <P>
        We care about data privacy and security. Please read our{' '}
        <Anchor component={PageLink} to={paths.privacy}>
          Privacy Policy
        </Anchor>
        : by using the Service you agree to it, and it is part of these terms. The Service is hosted in the
        United States.
      </P>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <P>
        These terms and your use of the Service are governed by the laws of the State of Delaware, without
        regard to its conflict of law principles.
      </P>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute resolution',
    body: (
      <>
        <P>
          To settle any dispute quickly and at low cost, you and we first try to negotiate it informally for
          at least 30 days, starting when one side notifies the other in writing.
        </P>
        <P>
          If negotiation fails, the dispute is decided by binding arbitration, except claims about
          intellectual property or for injunctive relief. Any claim must be brought within 1 year after its
          cause arises, or it is barred.
        </P>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <P>
        We and our directors, employees and agents are not liable to you or any third party for indirect,
        consequential, exemplary, incidental, special or punitive damages, including lost profit, lost revenue
        or lost data, arising from your use of the Service. Whatever the cause or form of action, our
        liability to you is limited to the amounts you paid us in the 3 months before the cause of action
        arose.
      </P>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <P>
        To resolve a complaint about the Service or to receive more information about it, use the Support or
        Inquiry form at the foot of every page of this website, or write to support@staffmargin.app.
      </P>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      updated="October 16, 2021"
      intro={
        <Text>
          Please read these terms carefully before using StaffMargin. You must be at least 18 years old to use
          the Service.
        </Text>
      }
      sections={sections}
      other={{ to: paths.privacy, label: 'Privacy Policy' }}
    />
  );
}
