import { Skeleton, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { RecordLoadFailed } from '../../components/record-load-failed';
import { paths } from '../../config/paths';
import { useCalculation } from './api/get-calculation';
import { CalculatorWizard } from './components/calculator-wizard';
import { fromPersonWire } from './model/from-wire';

/** /calculator (create) and /calculations/edit/:id (edit): the wizard, with a saved calculation loaded. */
export function CalculatorPage() {
  const { id: param } = useParams();
  const id = param && /^\d+$/.test(param) ? Number(param) : undefined;
  if (param !== undefined && id === undefined) return <Missing />;
  // A new key per calculation resets the wizard when moving between create and edit.
  return id ? <EditCalculator key={id} id={id} /> : <CalculatorWizard key="new" />;
}

function EditCalculator({ id }: { id: number }) {
  const query = useCalculation(id);
  // Reloading after a stale save remounts the wizard on the newer version.
  const [loads, setLoads] = useState(0);
  const initial = useMemo(
    () =>
      query.data
        ? { calculator_name: query.data.name, persons: query.data.person_list.map(fromPersonWire) }
        : undefined,
    [query.data],
  );
  if (query.isError) return <Missing error={query.error} />;
  if (!initial) {
    return (
      <Stack>
        <Skeleton h={32} w={240} />
        <Skeleton h={48} />
        <Skeleton h={420} />
      </Stack>
    );
  }
  return (
    <CalculatorWizard
      key={loads}
      id={id}
      version={query.data?.version}
      initial={initial}
      onReload={async () => {
        await query.refetch();
        setLoads((n) => n + 1);
      }}
    />
  );
}

function Missing({ error }: { error?: unknown }) {
  return (
    <RecordLoadFailed
      record="Calculation"
      error={error}
      missingMessage="This calculation does not exist or was deleted."
      back={{ to: paths.calculations, label: 'Back to Calculations' }}
    />
  );
}
