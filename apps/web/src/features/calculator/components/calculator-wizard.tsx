import { useCallbackRef, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useStaleEdit } from '../../../components/stale-edit-offer';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRatesSnapshot } from '../api/get-rates';
import { useSaveCalculation } from '../api/save-calculation';
import { useDraftKeeping } from '../hooks/use-draft-keeping';
import { useCalculatorLookups } from '../hooks/use-lookups';
import { usePinnedTargets } from '../hooks/use-pinned-targets';
import { useEssentialPlan } from '../hooks/use-plan';
import { useStepFocus } from '../hooks/use-step-focus';
import { useWizardForm } from '../hooks/use-wizard-form';
import { takeDemoFlag } from '../model/demo-flag';
import { blankPerson, copyPerson, SECTIONS, type Section } from '../model/person-form';
import { snapshotLocations } from '../model/snapshot-locations';
import { toPersonWire } from '../model/to-wire';
import { completion, isComplete, validateSection } from '../model/validate';
import { type Step, serverErrorsToForm, type WizardValues, withSectionErrors } from '../model/wizard-values';
import { AddPersonsModal, type JobValues } from './add-persons-modal';
import { DemoSlideshow } from './demo-slideshow';
import { DraftOffer } from './draft-offer';
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
  const { stepRoot, moveFocus } = useStepFocus();
  const drafts = useDraftKeeping({ id, version, values: form.values, dirty: form.isDirty() });
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

  const brokenPins = usePinnedTargets(persons, rates.data, form.setFieldValue);
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
      drafts.markSaved();
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

  /** The draft's values in the form, at the step they had reached. */
  function restore(values: WizardValues) {
    form.setValues(values);
    setStep(values.persons.length > 0 ? 'job_detail' : values.calculator_name ? 'add_persons' : 'add_name');
    setActive(0);
    setTab('pay');
    drafts.closeOffer(false);
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
      warnings={brokenPins.length > 0 ? brokenPins : NO_HINT}
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
      {drafts.offered && (
        <DraftOffer
          draft={drafts.offered}
          replacesWork={form.isDirty()}
          onRestore={() => restore(drafts.offered!.values)}
          onDiscard={() => drafts.closeOffer(true)}
        />
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
      {drafts.blocker.state === 'blocked' && (
        <ConfirmModal
          opened
          title="Leave the calculator?"
          message="This calculation is not saved. Your draft is kept in this browser and offered when you come back."
          cancelLabel="Stay"
          confirmLabel="Leave"
          onCancel={() => drafts.blocker.reset?.()}
          onConfirm={() => drafts.blocker.proceed?.()}
        />
      )}
    </>
  );
}
