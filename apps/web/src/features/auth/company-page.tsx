import { Alert, Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { goTo } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { CompanyFields } from './components/company-fields';
import { createCompany, useCompanyForm } from './components/company-steps';
import { DomainField } from './components/domain-field';

/** /company: first-time company setup; after success, about 1 s later, the company's sub-domain dashboard. */
export function CompanyPage() {
  const navigate = useNavigate();
  const { data: session } = useSession();
  const form = useCompanyForm();
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  if (done) return <PageLoader label="Opening your company's dashboard…" />;
  return (
    <Box bg="gray.0" mih="100vh">
      <Group
        justify="space-between"
        px="md"
        h={64}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="xs">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <Text fw={700}>StaffMargin</Text>
        </Group>
        <Anchor component={Link} to={paths.logout} c="dimmed" size="sm">
          <IconLogout size={14} style={{ verticalAlign: -2 }} /> Logout
        </Anchor>
      </Group>
      <Container size={640} py="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <form
            noValidate
            onSubmit={form.onSubmit(async () => {
              const res = await createCompany(form, setAlert);
              if (!res) return;
              notify.success(res.message);
              setDone(true);
              setTimeout(() => goTo(res.redirect_url, navigate), 1000);
            })}
          >
            <Stack gap="sm">
              <div>
                <Title order={2}>Create your company</Title>
                <Text c="dimmed" mt={4}>
                  {session ? `Hi ${session.user.first_name}, ` : ''}tell us about your company. Your team will
                  work at its own address.
                </Text>
              </div>
              {alert.length > 0 && (
                <Alert color="red" icon={<IconAlertCircle />} role="alert">
                  {alert.join(' ')}
                </Alert>
              )}
              <CompanyFields form={form} />
              <DomainField
                companyName={form.values.company_name}
                inputProps={form.getInputProps('business_domain')}
                onPick={(d) => form.setFieldValue('business_domain', d)}
              />
              <Button type="submit" loading={form.submitting} mt="sm">
                Create Company
              </Button>
            </Stack>
          </form>
        </Paper>
      </Container>
    </Box>
  );
}
