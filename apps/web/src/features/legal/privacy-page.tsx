import { Anchor, List, Text } from '@mantine/core';
import { PageLink } from '../../components/page-link';
import { paths } from '../../config/paths';
import { LegalPage, type LegalSection } from './legal-page';

const P = Text;

/** The privacy policy (docs/product/public-site.md#privacy-policy-privacy). */
const sections: LegalSection[] = [
  {
    id: 'information',
    title: 'Information we collect',
    body: (
      <>
        <P>
          We store what you give us to provide the Service: your account details (name, e-mail address,
          company, address), the calculations, calculation settings, quotes and messages your organisation
          creates, and the logos and pictures you upload. When you send us a Get a Demo, Inquiry or Support
          form we keep what you wrote and the address it came from, to answer you and to stop abuse.
        </P>
        <List spacing={4}>
          <List.Item>Passwords are stored only as salted argon2id hashes; nobody can read them.</List.Item>
          <List.Item>
            Card details are entered with our payment provider and never reach our servers; we keep the card
            brand, last four digits and expiry to show them to you.
          </List.Item>
          <List.Item>
            Each organisation’s data is kept apart from every other organisation’s; your clients see only the
            quotes you send them.
          </List.Item>
          <List.Item>We do not sell personal data.</List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'gdpr',
    title: 'Your data protection rights under the GDPR',
    body: (
      <>
        <P>
          If you are a resident of the European Economic Area, you have data protection rights, and we process
          your personal data only on a lawful basis: to perform our contract with you, with your consent, or
          for our legitimate interests. You have the right to:
        </P>
        <List spacing={4}>
          <List.Item>access the personal data we hold about you, and receive a copy of it;</List.Item>
          <List.Item>have inaccurate or incomplete information corrected;</List.Item>
          <List.Item>have your personal data erased, under certain conditions;</List.Item>
          <List.Item>object to, or ask us to restrict, the processing of your personal data;</List.Item>
          <List.Item>
            data portability: have the data transferred to another organisation or to you;
          </List.Item>
          <List.Item>withdraw your consent at any time where we relied on it.</List.Item>
        </List>
        <P>
          To use any of these rights, send us a Support request; we answer within one month. You may also
          complain to your local data protection authority.
        </P>
      </>
    ),
  },
  {
    id: 'log-files',
    title: 'Log files',
    body: (
      <P>
        Like most web services, StaffMargin keeps log files of requests: the internet protocol (IP) address,
        browser type, date and time, the pages asked for and how the server answered. They are not linked to
        anything that identifies you beyond the signed-in account, and they serve to keep the Service secure
        (rate limits, abuse), find faults and measure its use. Logs never contain passwords or the figures of
        your calculations.
      </P>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <P>
        We use a session cookie to keep you signed in (removed when you sign out or the session expires) and a
        consent cookie that remembers for 150 days that you accepted this notice. We set no advertising or
        tracking cookies. You can refuse cookies in your browser settings, but you cannot sign in without the
        session cookie.
      </P>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party privacy policies',
    body: (
      <P>
        This policy does not apply to other services. Our payment provider, the social sign-in providers you
        choose (Google, Facebook, LinkedIn) and the sites linked from our Learning Center have their own
        privacy policies; read them for their practices and for how to opt out of some options.
      </P>
    ),
  },
  {
    id: 'children',
    title: 'Children’s information',
    body: (
      <P>
        StaffMargin is a business service for adults. We do not knowingly collect personal information from
        children under 13. If you believe your child gave us such information, send us a Support request and
        we will promptly remove it.
      </P>
    ),
  },
  {
    id: 'online-only',
    title: 'Online privacy policy only',
    body: (
      <P>
        This policy applies only to our online activities, to visitors of our website and users of the
        application, for the information they share with us there. It does not apply to information collected
        offline or through channels other than this website.
      </P>
    ),
  },
  {
    id: 'consent',
    title: 'Consent',
    body: (
      <P>
        By using our website, you consent to this Privacy Policy and agree to our{' '}
        <Anchor component={PageLink} to={paths.terms}>
          Terms of Use
        </Anchor>
        .
      </P>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="October 16, 2021"
      intro={
        <Text>
          Your privacy matters to us. This policy says what information StaffMargin collects, why, and the
          rights you have over it.
        </Text>
      }
      sections={sections}
      other={{ to: paths.terms, label: 'Terms of Use' }}
    />
  );
}
