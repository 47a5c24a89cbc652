import { type ReactNode, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PwaGallery } from '../pwa/PwaGallery';
import {
  Badge,
  Button,
  Card,
  CardHeader,
  Checkbox,
  Dialog,
  DialogFooter,
  DialogTrigger,
  EmptyState,
  FileTrigger,
  Link,
  NavButton,
  RadioGroup,
  Select,
  Spinner,
  StatusBadge,
  showToast,
  TextArea,
  TextField,
} from '../ui';
import * as styles from './Gallery.css';
import { GalleryForm } from './GalleryForm';
import { GalleryLayout } from './GalleryLayout';
import { GalleryMore } from './GalleryMore';
import { GalleryRecorder } from './GalleryRecorder';

const SIZES = [
  { value: '1-10', label: '1-10' },
  { value: '11-50', label: '11-50' },
  { value: '51-200', label: '51-200' },
];

/**
 * Every design-system component on one page, for the e2e suite and for looking at.
 * Registered at /__ui only in dev and in the UI suite's build (see routes.tsx).
 */
export function GalleryPage() {
  const [params] = useSearchParams();
  return (
    <main className={styles.page}>
      <h1>Design system</h1>
      {params.get('navigated') && <p role="status">Navigated by NavButton</p>}
      <GalleryLayout />
      <Buttons />
      <Fields />
      <Overlays />
      <GalleryMore />
      <Surfaces />
      <Toasts />
      <GalleryForm />
      <GalleryRecorder />
      <PwaGallery />
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `gallery-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Buttons() {
  const [pending, setPending] = useState(false);
  const [delayedCount, setDelayedCount] = useState(0);
  return (
    <Section title="Buttons and links">
      <div className={styles.row}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button isDisabled>Disabled</Button>
      </div>
      <div className={styles.row}>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
        <Button
          variant="secondary"
          isPending={pending}
          pendingLabel="Submitting..."
          onPress={() => {
            setPending(true);
            setTimeout(() => setPending(false), 1500);
          }}
        >
          Submit
        </Button>
      </div>
      <div className={styles.row}>
        <NavButton to="/__ui?navigated=1" size="lg">
          For Marketers
        </NavButton>
        <Button pressDelay onPress={() => setDelayedCount((n) => n + 1)} variant="secondary">
          Delayed press
        </Button>
        <span className={styles.muted}>Delayed presses: {delayedCount}</span>
      </div>
      <div className={styles.row}>
        <Link href="/careers">Careers (inline link)</Link>
        <Link href="/how-we-work" variant="subtle">
          How We Work (subtle link)
        </Link>
        <Link href="https://example.com" target="_blank" rel="noreferrer">
          External link
        </Link>
      </div>
    </Section>
  );
}

function Fields() {
  const [file, setFile] = useState<File | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  return (
    <Section title="Fields">
      <div className={styles.grid}>
        <TextField label="Full name" placeholder="Jane Doe" isRequired />
        <TextField label="Email" type="email" description="We never share it." />
        <TextField
          label="Company"
          isInvalid
          errorMessage="Company is required"
          validationBehavior="aria"
        />
        <TextArea label="Additional information" counterLimit={200} />
        <Select
          label="Company size"
          options={SIZES}
          value={country}
          onChange={setCountry}
          placeholder="Select a size"
        />
        <RadioGroup
          label="Organization size"
          options={[
            { value: '0-50', label: '0-50' },
            { value: '50-500', label: '50-500' },
            { value: '500-5000', label: '500-5000' },
          ]}
          defaultValue="0-50"
        />
        <Checkbox>I agree to be contacted</Checkbox>
        <FileTrigger
          label="Resume"
          buttonLabel="Upload resume"
          accept={['.pdf', '.doc', '.docx']}
          description="PDF, DOC or DOCX"
          value={file}
          onChange={setFile}
        />
      </div>
    </Section>
  );
}

function Overlays() {
  return (
    <Section title="Dialogs">
      <div className={styles.row}>
        <DialogTrigger>
          <Button variant="secondary">Open dialog</Button>
          <Dialog title="Gallery dialog" description="Focus stays inside until it closes.">
            {({ close }) => (
              <>
                <TextField label="Dialog field" />
                <DialogFooter>
                  <Button variant="ghost" onPress={close}>
                    Cancel
                  </Button>
                  <Button onPress={close}>Save</Button>
                </DialogFooter>
              </>
            )}
          </Dialog>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="secondary">Open transcript</Button>
          <Dialog title="Transcript" size="lg" allowFullscreen>
            <p>Q: What changed in your purchasing process this year?</p>
            <p>A: We moved most decisions to a central team and shortened the approval chain.</p>
          </Dialog>
        </DialogTrigger>
      </div>
    </Section>
  );
}

function Surfaces() {
  return (
    <Section title="Surfaces">
      <div className={styles.grid}>
        <Card>
          <CardHeader title="Card title" subtitle="A subtitle" action={<Badge>3 clients</Badge>} />
          <p>Cards group related content.</p>
        </Card>
        <Card raised>
          <CardHeader title="Statuses" />
          <div className={styles.row}>
            <StatusBadge status="completed" />
            <StatusBadge status="in_progress" />
            <StatusBadge status="active" />
            <StatusBadge status="pending" />
            <StatusBadge status="pending" pendingTone="neutral" />
            <StatusBadge status="archived" />
          </div>
        </Card>
        <EmptyState
          title="No projects found"
          description="Projects you create appear here."
          action={<Button size="sm">New Project</Button>}
        />
        <Card>
          <div className={styles.row}>
            <Spinner label="Loading example" />
            <Spinner size="sm" label="Loading small example" />
          </div>
        </Card>
      </div>
    </Section>
  );
}

function Toasts() {
  const count = useRef(0);
  return (
    <Section title="Toasts">
      <div className={styles.row}>
        <Button
          variant="secondary"
          onPress={() => {
            count.current += 1;
            showToast({ title: `Toast ${count.current}`, description: 'A default notification.' });
          }}
        >
          Show toast
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            showToast({
              title: 'Project Created',
              description: 'Your project has been created successfully.',
              variant: 'success',
            })
          }
        >
          Show success toast
        </Button>
        <Button
          variant="danger"
          onPress={() =>
            showToast({
              title: 'Login Failed',
              description: 'Incorrect username or password.',
              variant: 'destructive',
            })
          }
        >
          Show destructive toast
        </Button>
      </div>
    </Section>
  );
}
