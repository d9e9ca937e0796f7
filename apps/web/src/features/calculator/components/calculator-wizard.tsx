import { Button, Group, Stepper, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useStaleEdit } from '../../../components/stale-edit-offer';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRatesSnapshot } from '../api/get-rates';
import { useSaveCalculation } from '../api/save-calculation';
import { useCalculatorLookups } from '../hooks/use-lookups';
import { useEssentialPlan } from '../hooks/use-plan';
import { takeDemoFlag } from '../model/demo-flag';
import { computeLive } from '../model/live-results';
import { blankPerson, copyPerson, SECTIONS, type Section } from '../model/person-form';
import { snapshotLocations } from '../model/snapshot-locations';
import { toPersonWire } from '../model/to-wire';
import { completion, isComplete, validateSection } from '../model/validate';
import {
  STEPS,
  type Step,
  serverErrorsToForm,
  type WizardValues,
  withSectionErrors,
} from '../model/wizard-values';
import { AddPersonsModal, type JobValues } from './add-persons-modal';
import { DemoSlideshow } from './demo-slideshow';
import { JobDetailLayout } from './job-detail';
import { NameStep } from './name-step';
import { PersonEditor } from './person-editor';
import { PersonPanel } from './person-panel';
import { PersonsStep } from './persons-step';
import { ResultsBar } from './results/results-bar';
import { ResultsCard } from './results/results-card';
import { StipendModal } from './stipend-modal';

type PersonModal = { mode: 'add' } | { mode: 'edit'; index: number } | null;

/** The calculator wizard: add_name → add_persons → job_detail, creating or (with an id) updating. */
export function CalculatorWizard({
  id,
  version,
  initial,
  onReload,
}: {
  id?: number;
  version?: number;
  initial?: WizardValues;
  onReload?: () => void;
}) {
  const navigate = useNavigate();
  const lookups = useCalculatorLookups();
  const essential = useEssentialPlan();
  const save = useSaveCalculation();
  const stale = useStaleEdit(version);
  const form = useForm<WizardValues>({ initialValues: initial ?? { calculator_name: '', persons: [] } });
  const [step, setStep] = useState<Step>(initial ? 'job_detail' : 'add_name');
  const [active, setActive] = useState(0);
  const [tab, setTab] = useState<Section>('pay');
  const [personModal, setPersonModal] = useState<PersonModal>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [stipendOpen, setStipendOpen] = useState(false);
  const [demoOpen, setDemoOpen] = useState(false);
  // On a phone the stepper shows only the current step's label, so the three fit on one line.
  const phone = useMediaQuery('(max-width: 36em)');

  useEffect(() => {
    if (id) return;
    // The first-time demo opens 500 ms after load when its flag is set, and turns the flag off.
    const timer = setTimeout(() => takeDemoFlag() && setDemoOpen(true), 500);
    return () => clearTimeout(timer);
  }, [id]);

  const persons = form.values.persons;
  const person = persons[Math.min(active, persons.length - 1)];
  const locations = useMemo(() => snapshotLocations(persons), [persons]);
  const rates = useRatesSnapshot(locations);
  const deferred = useDeferredValue(persons);
  const live = useMemo(() => computeLive(deferred, rates.data), [deferred, rates.data]);
  const canAdd = !essential || persons.length === 0;
  const allComplete = persons.length > 0 && persons.every(isComplete);

  function addJob(values: JobValues) {
    if (personModal?.mode === 'edit') {
      const i = personModal.index;
      form.setFieldValue(`persons.${i}.job_name`, values.job_name.trim());
      form.setFieldValue(`persons.${i}.wc_states`, values.wc_states);
    } else {
      const first = blankPerson(values.job_name.trim(), values.wc_states);
      const n = Math.max(1, Number(values.number_of_employees) || 1);
      const added = [first, ...Array.from({ length: n - 1 }, () => copyPerson(first))];
      form.setFieldValue('persons', [...persons, ...added]);
      if (step === 'job_detail') {
        setActive(persons.length);
        setTab('pay');
      }
    }
    setPersonModal(null);
  }

  function removePerson(index: number) {
    const next = persons.filter((_, i) => i !== index);
    form.setFieldValue('persons', next);
    form.clearErrors();
    setActive((a) => Math.max(0, Math.min(a > index ? a - 1 : a, next.length - 1)));
    if (next.length === 0 && step === 'job_detail') setStep('add_persons');
    setDeleting(null);
  }

  function checkSection(index: number, section: Section): boolean {
    const p = form.values.persons[index]!;
    const errors = validateSection(p, section);
    form.setErrors(withSectionErrors(form.errors, index, section, errors));
    return Object.keys(errors).length === 0;
  }

  function goTo(index: number, section: Section) {
    setActive(index);
    setTab(section);
    setStep('job_detail');
  }

  function continueTab() {
    if (!person) return;
    if (!checkSection(active, tab)) return;
    form.setFieldValue(`persons.${active}.done.${tab}`, true);
    if (tab === 'assignment' && person.pay.stepend) {
      setStipendOpen(true);
      return;
    }
    advance();
  }

  /** The next tab; after Other Costs the next incomplete person, and after the last one the save. */
  function advance() {
    const at = SECTIONS.indexOf(tab);
    if (at < SECTIONS.length - 1) {
      setTab(SECTIONS[at + 1]!);
      return;
    }
    const marked = form.values.persons.map((p, i) =>
      i === active ? { ...p, done: { ...p.done, othercost: true } } : p,
    );
    const order = [...marked.keys()].map((k) => (active + 1 + k) % marked.length);
    const next = order.find((i) => !Object.values(completion(marked[i]!)).every(Boolean));
    if (next === undefined) void submit();
    else goTo(next, SECTIONS.find((s) => !completion(marked[next]!)[s]) ?? 'pay');
  }

  function back() {
    const at = SECTIONS.indexOf(tab);
    if (at > 0) setTab(SECTIONS[at - 1]!);
    else setStep('add_persons');
  }

  async function submit() {
    const list = form.values.persons;
    for (const i of list.keys()) {
      for (const section of SECTIONS) {
        if (!checkSection(i, section)) return goTo(i, section);
      }
    }
    try {
      const saved = await save.mutateAsync({
        id,
        version: stale.version,
        name: form.values.calculator_name.trim(),
        person_list: list.map(toPersonWire),
      });
      notify.success(id ? 'Calculation updated successfully' : 'Calculation saved successfully');
      navigate(paths.calculation(saved.id));
    } catch (err) {
      if (stale.caught(err)) return;
      if (err instanceof ApiError) {
        const { errors, first } = serverErrorsToForm(err.fieldErrors);
        form.setErrors(errors);
        if (first && (SECTIONS as readonly string[]).includes(first.section)) {
          goTo(first.index, first.section as Section);
        }
      }
      notify.error(err, 'Error while saving the calculation');
    }
  }

  const stepIndex = STEPS.indexOf(step);
  const hint =
    live.persons[active]?.status === 'incomplete'
      ? (live.persons[active] as { missing: string[] }).missing
      : [];
  const card = <ResultsCard live={live} loading={rates.isFetching} failed={rates.isError} hint={hint} />;

  return (
    <>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2}>{id ? 'Edit calculation' : 'Calculator'}</Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHelpCircle size={16} />}
          onClick={() => setDemoOpen(true)}
        >
          How it works
        </Button>
      </Group>
      <Stepper
        active={stepIndex}
        onStepClick={(i) => {
          if (i === 1 && !form.values.calculator_name.trim()) return;
          if (i === 2 && persons.length === 0) return;
          setStep(STEPS[i]!);
        }}
        size="sm"
        mb="lg"
      >
        <Stepper.Step
          label={phone && stepIndex !== 0 ? undefined : 'Name'}
          description={phone ? undefined : form.values.calculator_name || undefined}
        />
        <Stepper.Step
          label={phone && stepIndex !== 1 ? undefined : 'Persons'}
          description={!phone && persons.length ? `${persons.length} added` : undefined}
        />
        <Stepper.Step label={phone && stepIndex !== 2 ? undefined : 'Job details'} />
      </Stepper>

      {step === 'add_name' && <NameStep form={form} onContinue={() => setStep('add_persons')} />}
      {step === 'add_persons' && (
        <PersonsStep
          persons={persons}
          lookups={lookups}
          canAdd={canAdd}
          onAdd={() => setPersonModal({ mode: 'add' })}
          onEdit={(index) => setPersonModal({ mode: 'edit', index })}
          onDelete={setDeleting}
          onBack={() => setStep('add_name')}
          onContinue={() => goTo(Math.min(active, persons.length - 1), tab)}
        />
      )}
      {step === 'job_detail' && person && (
        <>
          <JobDetailLayout
            panel={
              <PersonPanel
                name={form.values.calculator_name}
                persons={persons}
                active={active}
                editMode={!!id}
                canAdd={canAdd}
                saving={save.isPending}
                allComplete={allComplete}
                onSelect={(i) => setActive(i)}
                onAdd={() => setPersonModal({ mode: 'add' })}
                onSave={() => void submit()}
              />
            }
            editor={
              <PersonEditor
                form={form}
                index={active}
                person={person}
                tab={tab}
                essential={essential}
                lookups={lookups}
                snapshot={rates.data}
                saving={save.isPending}
                lastStep={tab === 'othercost'}
                onTab={setTab}
                onBack={back}
                onContinue={continueTab}
                onDelete={() => setDeleting(active)}
                onEditJob={() => setPersonModal({ mode: 'edit', index: active })}
              />
            }
            results={card}
          />
          <ResultsBar live={live} card={card} />
          <StipendModal
            opened={stipendOpen}
            form={form}
            index={active}
            person={person}
            snapshot={rates.data}
            onClose={() => setStipendOpen(false)}
            onContinue={() => {
              setStipendOpen(false);
              if (checkSection(active, 'pay')) advance();
              else setTab('pay');
            }}
          />
        </>
      )}

      <AddPersonsModal
        opened={personModal !== null}
        editing={personModal?.mode === 'edit' ? (persons[personModal.index] ?? null) : null}
        lookups={lookups}
        maxEmployees={essential ? 1 : undefined}
        onClose={() => setPersonModal(null)}
        onSubmit={addJob}
      />
      {stale.offer('calculation', () => onReload?.())}
      <ConfirmModal
        opened={deleting !== null}
        message="Are you sure you want to delete this person?"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting !== null && removePerson(deleting)}
      />
      <DemoSlideshow opened={demoOpen} onClose={() => setDemoOpen(false)} />
    </>
  );
}
