import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SettingsEditorsProvider } from '../../../components/settings-editors';
import { bootstrapReply, settingsReply, userReply } from '../../../testing/api-fixtures';
import { renderPage } from '../../../testing/render';
import { server } from '../../../testing/server';
import { AddPersonsModal } from './add-persons-modal';

const none = () => null;

function signedInAs(role: string) {
  const { data, expire } = userReply();
  data.organization_users[0]!.role = { id: 4, name: role };
  server.use(
    http.get('*/api/user', () => HttpResponse.json({ data, expire })),
    http.get('*/api/bootstrap', () => HttpResponse.json(bootstrapReply(data, expire))),
  );
}

function renderModal() {
  const locations = settingsReply().data.organization_settings;
  renderPage(
    <SettingsEditorsProvider
      value={{ PackageModal: none, CostModal: none, WcSettingsModal: none, InlineWcCode: none }}
    >
      <AddPersonsModal
        opened
        editing={null}
        lookups={{
          isPending: false,
          locations,
          packages: [],
          costs: [],
          industryName: () => '',
          stateCode: () => 'TX',
          stateName: () => 'Texas',
        }}
        onClose={() => {}}
        onSubmit={() => {}}
      />
    </SettingsEditorsProvider>,
  );
}

// docs/roles.md: only Owners, Admins and Managers change calculation settings; a Team Member only picks from
// them (docs/product/calculator.md#a-new-organisation), so the modal does not ask them to add states there.
describe('the Add Persons modal’s line on the states offered', () => {
  it('asks a role that may change the settings to add states there', async () => {
    signedInAs('Manager');
    renderModal();
    expect(await screen.findByText(/Add states there to use them here\./)).toBeInTheDocument();
  });

  it('tells a Team Member who adds them, instead of asking them to', async () => {
    signedInAs('Team Member');
    renderModal();
    expect(
      await screen.findByText(/An Owner, Admin or Manager of your organisation adds them there\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Add states there to use them here\./)).not.toBeInTheDocument();
  });
});
