import { Alert, Button, Group, Text } from '@mantine/core';
import { useCallbackRef, useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useStaleEdit } from '../../../components/stale-edit-offer';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { focusStepStart } from '../../../lib/focus';
import { notify } from '../../../lib/notify';
import { useRatesSnapshot } from '../api/get-rates';
import { useSaveCalculation } from '../api/save-calculation';
import { useCalculatorLookups } from '../hooks/use-lookups';
import { useEssentialPlan } from '../hooks/use-plan';
import { useWizardForm } from '../hooks/use-wizard-form';
import { takeDemoFlag } from '../model/demo-flag';
import { clearDraft, readDraft, writeDraft } from '../model/draft';
import { blankPerson, copyPerson, SECTIONS, type Section } from '../model/person-form';
import { snapshotLocations } from '../model/snapshot-locations';
import { pinLabel, resolvePin } from '../model/solve';
import { toPersonWire } from '../model/to-wire';
import { completion, isComplete, validateSection } from '../model/validate';
import { type Step, serverErrorsToForm, type WizardValues, withSectionErrors } from '../model/wizard-values';
import { AddPersonsModal, type JobValues } from './add-persons-modal';
import { DemoSlideshow } from './demo-slideshow';
import { JobDetailLayout } from './job-detail';
import { NameStep } from './name-step';
import { PersonEditor } from './person-editor';
import { PersonPanel } from './person-panel';
import { PersonsStep } from './persons-step';
import { LiveResultsBar, LiveResultsCard } from './results/live-results';
import { StipendModal } from './stipend-modal';
import { WizardHeading } from './wizard-heading';

const NO_HINT: string[] = [];

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
  const form = useWizardForm(initial ?? { calculator_name: '', persons: [] });
  const [step, setStep] = useState<Step>(initial ? 'job_detail' : 'add_name');
  const [active, setActive] = useState(0);
  const [tab, setTab] = useState<Section>('pay');
  const [personModal, setPersonModal] = useState<PersonModal>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [stipendOpen, setStipendOpen] = useState(false);
  const [demoOpen, setDemoOpen] = useState(false);
  // A draft left from an earlier visit, offered until restored or discarded (docs/product/calculator.md#drafts).
  const [offered, setOffered] = useState(() => {
    const draft = readDraft(id);
    return draft && (id === undefined || draft.version === version) ? draft : null;
  });
  const saved = useRef(false);
  // Continue and Back move focus to the start of what they open (its first field, or its heading), instead of
  // leaving it on a button that was replaced (docs/product/calculator.md#keyboard).
  const stepRoot = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const moveFocus = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    if (focusRequest === 0) return;
    const root = stepRoot.current;
    focusStepStart(root?.querySelector<HTMLElement>('[role="tabpanel"]') ?? root);
  }, [focusRequest]);
  const dirty = form.isDirty();
  // Unsaved work: kept as a draft half a second after each change, and guarded when leaving.
  const pendingDraft = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty || saved.current || offered) return;
    const write = () => {
      pendingDraft.current = null;
      if (saved.current) return; // saved since: nothing to keep
      writeDraft(id, { values: form.values, version, savedAt: new Date().toISOString() });
    };
    pendingDraft.current = write;
    const timer = setTimeout(write, 500);
    return () => clearTimeout(timer);
  }, [dirty, form.values, id, version, offered]);
  // Leaving within half a second of the last keystroke still keeps that keystroke in the draft.
  useEffect(() => () => pendingDraft.current?.(), []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (saved.current) return;
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // Only the results the screen shows are rendered: the card beside the form (lg and up) or the bar below it.
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });

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
  const canAdd = !essential || persons.length === 0;

  // Pinned solve-for targets are re-solved after every change to their person; one that can no longer be
  // reached is reported in the results instead of leaving a silently wrong margin.
  const pinned = useMemo(() => {
    const broken: string[] = [];
    const updates: { index: number; kind: 'bill_rate' | 'markup'; value: number }[] = [];
    if (rates.data) {
      persons.forEach((p, index) => {
        const outcome = resolvePin(p, rates.data!);
        if (!outcome || !p.pin) return;
        if (!outcome.ok)
          broken.push(`Person ${index + 1}: ${pinLabel(p.pin)} no longer holds (${outcome.message}).`);
        else if (outcome.value !== null) updates.push({ index, kind: p.pin.kind, value: outcome.value });
      });
    }
    return { broken, updates };
  }, [persons, rates.data]);
  useEffect(() => {
    for (const u of pinned.updates) form.setFieldValue(`persons.${u.index}.bill.${u.kind}`, u.value);
  }, [pinned.updates, form.setFieldValue]);
  const allComplete = persons.length > 0 && persons.every(isComplete);

  function addJob(values: JobValues) {
    if (personModal?.mode === 'edit') {
      const i = personModal.index;
      form.setFieldValue(`persons.${i}.job_name`, values.job_name.trim());
      form.setFieldValue(`persons.${i}.wc_states`, values.wc_states);
    } else {
      const first = blankPerson(values.job_name.trim(), values.wc_states);
      // validateJob refused anything but a whole number from 1 (docs/product/calculator.md#add-persons-modal).
      const n = Number(values.number_of_employees);
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
    if (!checkSection(active, tab)) return moveFocus();
    if (tab === 'assignment' && person.pay.stipend) {
      setStipendOpen(true);
      return;
    }
    advance();
  }

  /** The next tab; after Other Costs the next incomplete person, and after the last one the save. */
  function advance() {
    moveFocus();
    const at = SECTIONS.indexOf(tab);
    if (at < SECTIONS.length - 1) {
      setTab(SECTIONS[at + 1]!);
      return;
    }
    const marked = form.values.persons;
    const order = [...marked.keys()].map((k) => (active + 1 + k) % marked.length);
    const next = order.find((i) => !Object.values(completion(marked[i]!)).every(Boolean));
    if (next === undefined) void submit();
    else goTo(next, SECTIONS.find((s) => !completion(marked[next]!)[s]) ?? 'pay');
  }

  function back() {
    moveFocus();
    const at = SECTIONS.indexOf(tab);
    if (at > 0) setTab(SECTIONS[at - 1]!);
    else setStep('add_persons');
  }

  async function submit() {
    const list = form.values.persons;
    for (const i of list.keys()) {
      for (const section of SECTIONS) {
        if (!checkSection(i, section)) {
          moveFocus();
          return goTo(i, section);
        }
      }
    }
    try {
      const answer = await save.mutateAsync({
        id,
        version: stale.version,
        name: form.values.calculator_name.trim(),
        person_list: list.map(toPersonWire),
      });
      notify.success(id ? 'Calculation updated successfully' : 'Calculation saved successfully');
      saved.current = true;
      clearDraft(id);
      navigate(paths.calculation(answer.id));
    } catch (err) {
      if (stale.caught(err)) return;
      if (err instanceof ApiError) {
        const { errors, first } = serverErrorsToForm(err.fieldErrors);
        form.setErrors(errors);
        if (first && (SECTIONS as readonly string[]).includes(first.section)) {
          moveFocus();
          goTo(first.index, first.section as Section);
        }
      }
      notify.error(err, 'Error while saving the calculation');
    }
  }

  // One identity each for the memoised panel, editor and heading (a new function would re-render them).
  const openDemo = useCallbackRef(() => setDemoOpen(true));
  const openAdd = useCallbackRef(() => setPersonModal({ mode: 'add' }));
  const editJob = useCallbackRef(() => setPersonModal({ mode: 'edit', index: active }));
  const askDelete = useCallbackRef(() => setDeleting(active));
  const onSave = useCallbackRef(() => void submit());
  const onContinue = useCallbackRef(continueTab);
  const onBack = useCallbackRef(back);

  const card = (
    <LiveResultsCard
      persons={persons}
      snapshot={rates.data}
      active={active}
      loading={rates.isFetching}
      failed={rates.isError}
      costItems={rates.data?.rates.costItems}
      warnings={pinned.broken.length > 0 ? pinned.broken : NO_HINT}
    />
  );

  return (
    <>
      <WizardHeading
        editing={!!id}
        step={step}
        name={form.values.calculator_name}
        count={persons.length}
        onStep={setStep}
        onHelp={openDemo}
      />
      {offered && (
        <Alert
          color="blue"
          variant="light"
          mb="md"
          title="You have an unsaved draft"
          icon={<IconInfoCircle size={18} />}
        >
          <Text size="sm">
            {offered.values.calculator_name || 'Untitled'}, {offered.values.persons.length}{' '}
            {offered.values.persons.length === 1 ? 'person' : 'persons'}, kept{' '}
            {new Date(offered.savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
          </Text>
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              onClick={() => {
                form.setValues(offered.values);
                setStep(
                  offered.values.persons.length > 0
                    ? 'job_detail'
                    : offered.values.calculator_name
                      ? 'add_persons'
                      : 'add_name',
                );
                setActive(0);
                setTab('pay');
                setOffered(null);
              }}
            >
              Restore draft
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                clearDraft(id);
                setOffered(null);
              }}
            >
              Discard draft
            </Button>
          </Group>
        </Alert>
      )}

      <div ref={stepRoot} style={{ display: 'contents' }}>
        {step === 'add_name' && (
          <NameStep
            form={form}
            onContinue={() => {
              moveFocus();
              setStep('add_persons');
            }}
          />
        )}
        {step === 'add_persons' && (
          <PersonsStep
            persons={persons}
            lookups={lookups}
            canAdd={canAdd}
            onAdd={() => setPersonModal({ mode: 'add' })}
            onEdit={(index) => setPersonModal({ mode: 'edit', index })}
            onDelete={setDeleting}
            onBack={() => {
              moveFocus();
              setStep('add_name');
            }}
            onContinue={() => {
              moveFocus();
              goTo(Math.min(active, persons.length - 1), tab);
            }}
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
                  onSelect={setActive}
                  onAdd={openAdd}
                  onSave={onSave}
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
                  onBack={onBack}
                  onContinue={onContinue}
                  onDelete={askDelete}
                  onEditJob={editJob}
                />
              }
              results={wide ? card : null}
            />
            {!wide && <LiveResultsBar persons={persons} snapshot={rates.data} card={card} />}
            {/* Mounted only while open: a closed modal would still derive its figures on every keystroke. */}
            {stipendOpen && (
              <StipendModal
                opened
                form={form}
                index={active}
                person={person}
                snapshot={rates.data}
                onClose={() => setStipendOpen(false)}
                onContinue={() => {
                  setStipendOpen(false);
                  if (checkSection(active, 'pay')) advance();
                  else {
                    moveFocus();
                    setTab('pay');
                  }
                }}
              />
            )}
          </>
        )}
      </div>

      {personModal !== null && (
        <AddPersonsModal
          opened
          editing={personModal?.mode === 'edit' ? (persons[personModal.index] ?? null) : null}
          lookups={lookups}
          maxEmployees={essential ? 1 : undefined}
          onClose={() => setPersonModal(null)}
          onSubmit={addJob}
        />
      )}
      {stale.offer('calculation', () => onReload?.())}
      {deleting !== null && (
        <ConfirmModal
          opened
          message="Are you sure you want to delete this person?"
          onCancel={() => setDeleting(null)}
          onConfirm={() => removePerson(deleting)}
        />
      )}
      {demoOpen && <DemoSlideshow opened onClose={() => setDemoOpen(false)} />}
      {blocker.state === 'blocked' && (
        <ConfirmModal
          opened
          title="Leave the calculator?"
          message="This calculation is not saved. Your draft is kept in this browser and offered when you come back."
          cancelLabel="Stay"
          confirmLabel="Leave"
          onCancel={() => blocker.reset?.()}
          onConfirm={() => blocker.proceed?.()}
        />
      )}
    </>
  );
}
