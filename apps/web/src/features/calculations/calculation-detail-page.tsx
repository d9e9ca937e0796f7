import { Grid, Stack } from '@mantine/core';
import { type ComponentType, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { RecordLoadFailed } from '../../components/record-load-failed';
import { ReferenceYearNotice } from '../../components/reference-year-notice';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { currentMembership, useSession } from '../../lib/session';
import { useCalculation } from './api/get-calculation';
import type { CalculationDetail } from './api/types';
import { useUpdateStatus } from './api/update-status';
import { DeclineModal } from './components/decline-modal';
import { DetailBody } from './components/detail-body';
import { DetailHeader, type DetailModal } from './components/detail-header';
import { DetailSkeleton } from './components/detail-skeleton';
import { DetailWalkthrough } from './components/detail-walkthrough';
import { DownloadModal } from './components/download-modal';
import { ReasonBlock } from './components/reason-block';
import { SelectionPanel } from './components/selection-panel';
import { SendApprovalModal } from './components/send-approval-modal';
import { SummaryModal } from './components/summary-modal';
import { useDetailSelection } from './hooks/use-detail-selection';
import { detailActions } from './utils/actions';

/** The Create Quote form, which the quotes feature owns; the route hands it in (features never import each other). */
export type CreateQuoteModalComponent = ComponentType<{
  calc: CalculationDetail;
  opened: boolean;
  onClose: () => void;
}>;

/** /calculations/:id: the saved calculation, its breakdowns for any selection, and its approval moves. */
export function CalculationDetailPage({ CreateQuoteModal }: { CreateQuoteModal: CreateQuoteModalComponent }) {
  const id = Number(useParams().id);
  const { data: calc, isPending, error } = useCalculation(id);
  if (error || !Number.isInteger(id)) {
    return (
      <RecordLoadFailed
        record="Calculation"
        error={error}
        missingMessage="This calculation does not exist or was deleted."
        back={{ to: paths.calculations, label: 'Back to Calculations' }}
      />
    );
  }
  if (isPending || !calc) return <DetailSkeleton />;
  // Keyed by id so a notification link to another calculation starts with a fresh selection and modals.
  return <Detail key={calc.id} calc={calc} CreateQuoteModal={CreateQuoteModal} />;
}

/**
 * The server's words when it gave some (a 409 says which move is illegal), else the product's message
 * (docs/product/calculations.md#statuses).
 */
const failure = (err: unknown, fallback: string) =>
  notify.error(err instanceof ApiError && err.body.message ? err.body.message : fallback);

function Detail({
  calc,
  CreateQuoteModal,
}: {
  calc: CalculationDetail;
  CreateQuoteModal: CreateQuoteModalComponent;
}) {
  const { data: session } = useSession();
  const membership = currentMembership(session);
  const role = membership?.role.name;
  const planName = membership?.organization.plan_name;
  const actions = detailActions({ status: calc.status, role, planName });
  const sel = useDetailSelection(calc);
  const status = useUpdateStatus();
  const [modal, setModal] = useState<DetailModal>(null);
  const close = () => setModal(null);

  const send = () =>
    status.mutate(
      { id: calc.id, status: 'Sent to approval' },
      {
        onSuccess: (reply) => {
          notify.success(reply.message || 'Status updated Successfully!');
          close();
        },
        onError: (err) => failure(err, 'Error! Please try again'),
      },
    );
  const approve = () =>
    status.mutate(
      { id: calc.id, status: 'Approved' },
      {
        onSuccess: (reply) => notify.success(reply.message || 'Status updated Successfully!'),
        onError: (err) => failure(err, 'Error updating the status'),
      },
    );
  const decline = (reasonData: { reason_choice: string; decline_reason: string }) =>
    status.mutate(
      { id: calc.id, status: 'Not approved', reasonData },
      {
        onSuccess: (reply) => {
          notify.success(reply.message || 'Status updated Successfully!');
          close();
        },
        onError: (err) => failure(err, 'Error updating the status'),
      },
    );

  return (
    <Stack gap="md">
      <DetailHeader
        calc={calc}
        actions={actions}
        onOpen={setModal}
        onApprove={approve}
        approving={status.isPending && status.variables?.status === 'Approved'}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <SelectionPanel calc={calc} sel={sel} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {actions.declineReason && <ReasonBlock calc={calc} />}
            <ReferenceYearNotice fallbacks={sel.figures?.reference_fallbacks} />
            <DetailBody sel={sel} />
          </Stack>
        </Grid.Col>
      </Grid>
      <SummaryModal calc={calc} labels={sel.labels} opened={modal === 'summary'} onClose={close} />
      <DownloadModal id={calc.id} opened={modal === 'download'} onClose={close} />
      <SendApprovalModal
        opened={modal === 'send'}
        loading={status.isPending}
        onClose={close}
        onConfirm={send}
      />
      <DeclineModal
        id={calc.id}
        opened={modal === 'decline'}
        loading={status.isPending}
        onClose={close}
        onDecline={decline}
      />
      {/* Mounted while open: its form's code loads then, not with the page (app/routes/calculation-detail-route.tsx). */}
      {actions.createQuote && modal === 'quote' && (
        <Suspense fallback={null}>
          <CreateQuoteModal calc={calc} opened onClose={close} />
        </Suspense>
      )}
      <DetailWalkthrough />
    </Stack>
  );
}
