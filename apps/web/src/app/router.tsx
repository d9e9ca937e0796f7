import { BILLING_ROLES, COMPANY_SETTINGS_ROLES } from '@app/contracts/accounts/roles';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { SignedInRedirect } from '../features/auth/components/signed-in-redirect';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteError } from '../features/errors/route-error';
import { LandingPage } from '../features/landing/landing-page';
import { WorkspaceGate } from '../features/organizations/workspace-gate';
import { RequireRole } from '../features/settings/components/require-role';
import { RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { LogoutPage } from './routes/logout-page';
import { PendingPage } from './routes/pending-page';

const TermsPage = lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);

const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const CompanyPage = lazyPage(() => import('../features/auth/company-page'), 'CompanyPage');
const DevMailboxPage = lazyPage(() => import('../features/auth/dev-mailbox-page'), 'DevMailboxPage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage');
const CompanyInformationPage = lazyPage(
  () => import('../features/settings/company-information-page'),
  'CompanyInformationPage',
);
const AccountSecurityPage = lazyPage(
  () => import('../features/settings/account-security-page'),
  'AccountSecurityPage',
);
const CalculationSettingsPage = lazy(() =>
  import('../features/calculation-settings/calculation-settings-page').then((m) => ({
    default: m.CalculationSettingsPage,
  })),
);

const CalculationsPage = lazyPage(
  () => import('../features/calculations/calculations-page'),
  'CalculationsPage',
);
const CalculationDetailPage = lazyPage(
  () => import('../features/calculations/calculation-detail-page'),
  'CalculationDetailPage',
);
const CalculatorPage = lazyPage(() => import('./routes/calculator-route'), 'CalculatorRoute');

const pending = (title: string, description: string) => (
  <PendingPage title={title} description={description} />
);

/** Routes compose the features; the session guard wraps every route so private paths need sign-in. */
const router = createBrowserRouter([
  {
    // Development mailbox: outside the session guard, so a new user can open their confirmation e-mail.
    path: '/dev/mailbox',
    element: (
      <Suspense fallback={<PageLoader />}>
        <DevMailboxPage />
      </Suspense>
    ),
  },
  {
    // Unknown organisation sub-domains get "This workspace does not exist" instead of the app.
    element: <WorkspaceGate />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireSession />,
        errorElement: <RouteError />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              {
                path: '/',
                element: (
                  <SignedInRedirect>
                    <LandingPage />
                  </SignedInRedirect>
                ),
              },
              { path: '/terms', element: <TermsPage /> },
              { path: '/privacy', element: <PrivacyPage /> },
              { path: '/signin', element: <SignInPage /> },
              { path: '/signup', element: <SignUpPage /> },
              { path: '/forgot-password', element: <ForgotPasswordPage /> },
              { path: '/reset-password', element: <ResetPasswordPage /> },
            ],
          },
          { path: '/logout', element: <LogoutPage /> },
          {
            path: '/company',
            element: (
              <Suspense fallback={<PageLoader />}>
                <CompanyPage />
              </Suspense>
            ),
          },
          {
            element: <AppLayout />,
            children: [
              {
                path: '/dashboard',
                element: pending('Dashboard', 'Revenue and gross profit by team appear here.'),
              },
              { path: '/calculations', element: <CalculationsPage /> },
              // '/calculations/edit/:id' (the calculator) outranks this: a static segment beats a parameter.
              { path: '/calculations/:id', element: <CalculationDetailPage /> },
              { path: '/calculator', element: <CalculatorPage /> },
              { path: '/calculations/edit/:id', element: <CalculatorPage /> },
              { path: '/quotes', element: pending('Quotes', 'Quotes sent to clients appear here.') },
              { path: '/notifications', element: <NotificationsPage /> },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/settings/account-security', element: <AccountSecurityPage /> },
              // Everyone in the organisation may look; Team Members see it read-only (the API refuses their writes).
              { path: '/settings/calculation-settings', element: <CalculationSettingsPage /> },
              {
                element: <RequireRole allowed={BILLING_ROLES} />,
                children: [
                  {
                    path: '/settings/billing-payment',
                    element: pending('Billing and payment', 'Plan, members, payment methods and invoices.'),
                  },
                  {
                    path: '/change-plan',
                    element: pending('Choose Plan', 'Monthly or yearly plans per member.'),
                  },
                ],
              },
              {
                element: <RequireRole allowed={COMPANY_SETTINGS_ROLES} />,
                children: [{ path: '/settings/company-information', element: <CompanyInformationPage /> }],
              },
              { path: '/learning-center', element: pending('Learning Center', 'Guides to every figure.') },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
