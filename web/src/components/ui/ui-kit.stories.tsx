// The UI kit in the screen catalogue (`npm run catalogue`): every variant of the
// components the screens are built from, in the app's theme.
import type { StoryDefault } from '@ladle/react';
import { FileText, Home, Wrench } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import {
  Checkbox,
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  ConfirmDialog,
  EmptyState,
  Field,
  Input,
  PasswordInput,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  Textarea,
} from '.';

export default { title: 'UI kit' } satisfies StoryDefault;

/** A page with one h1, like every screen of the app. */
function Showcase({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      className={cx(
        pageContainer(),
        css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' }),
      )}
    >
      <h1 className={css({ textStyle: 'h2' })}>{title}</h1>
      {children}
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.muted' })}>
        {title}
      </h2>
      <div className={row}>{children}</div>
    </section>
  );
}

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'xl' });

const BUTTON_VARIANTS = ['solid', 'outline', 'ghost', 'link', 'danger'] as const;

export const Buttons = () => (
  <Showcase title="Buttons">
    {BUTTON_VARIANTS.map((variant) => (
      <Section key={variant} title={variant}>
        <Button type="button" variant={variant} size="sm">
          Small
        </Button>
        <Button type="button" variant={variant}>
          Add Repair
        </Button>
        <Button type="button" variant={variant} size="lg">
          <Home aria-hidden="true" /> Add Property
        </Button>
        <Button type="button" variant={variant} disabled>
          Disabled
        </Button>
        <Button type="button" variant={variant} loading>
          Saving
        </Button>
      </Section>
    ))}
    <Section title="full width">
      <Button type="button" fullWidth>
        Continue
      </Button>
    </Section>
  </Showcase>
);

const BADGE_VARIANTS = ['neutral', 'success', 'danger', 'warning', 'info', 'accent'] as const;

export const Badges = () => (
  <Showcase title="Badges">
    <Section title="md">
      {BADGE_VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </Section>
    <Section title="sm">
      {BADGE_VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant} size="sm">
          {variant}
        </Badge>
      ))}
    </Section>
    <Section title="in use">
      <Badge variant="success">Completed</Badge>
      <Badge variant="warning">In Progress</Badge>
      <Badge variant="danger">Ownership Disputed</Badge>
      <Badge variant="info">
        <Wrench aria-hidden="true" /> Contractor
      </Badge>
    </Section>
  </Showcase>
);

export const Alerts = () => (
  <Showcase title="Alerts">
    <div className={stack}>
      <Alert variant="info" title="Shared with your realtor">
        Your realtor can see the repair history of this property.
      </Alert>
      <Alert variant="success" title="Repair saved">
        The receipt was uploaded.
      </Alert>
      <Alert variant="warning" title="Ownership disputed">
        Another homeowner has registered this address. Our team will review it.
      </Alert>
      <Alert variant="danger" title="Could not save the repair">
        Check your connection and try again.
      </Alert>
      <Alert variant="info">A description without a title.</Alert>
      <Alert variant="success" title="A title without a description" icon={null} />
    </div>
  </Showcase>
);

export const EmptyStates = () => (
  <Showcase title="Empty states">
    <div className={stack}>
      <EmptyState
        titleAs="h2"
        icon={<Home size={24} />}
        title="No properties yet"
        description="Add your first property to start logging its repairs."
        action={<Button type="button">Add Property</Button>}
      />
      <EmptyState titleAs="h2" title="No results found" description="Try another search." />
    </div>
  </Showcase>
);

export const Cards = () => (
  <Showcase title="Cards">
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { md: '1fr 1fr' } })}>
      <Card>
        <CardHeader>
          <CardTitle>123 Maple Street</CardTitle>
          <CardDescription>Springfield, IL 62704</CardDescription>
        </CardHeader>
        <CardBody>
          <p>12 repairs logged · $18,450 spent</p>
          <div className={row}>
            <Button type="button" variant="outline">
              View history
            </Button>
            <Button type="button">Add Repair</Button>
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>A card with a body only</CardTitle>
        </CardHeader>
        <CardBody>
          <p className={css({ color: 'fg.muted' })}>
            Cards hold one property, one repair or one form section.
          </p>
        </CardBody>
      </Card>
    </div>
  </Showcase>
);

const REPAIRS = [
  { date: 'Mar 4, 2025', title: 'Water heater replaced', contractor: 'Acme Plumbing', cost: 1450 },
  { date: 'Jan 18, 2025', title: 'Roof leak repaired', contractor: 'Top Roofing', cost: 820 },
  { date: 'Nov 2, 2024', title: 'Furnace serviced', contractor: '—', cost: 180 },
  { date: 'Aug 21, 2024', title: 'Deck re-stained', contractor: 'Self', cost: 260.5 },
];
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const Tables = () => (
  <Showcase title="Tables">
    <Table scrollLabel="Repairs">
      <TableCaption>Repairs at 123 Maple Street</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeader>Date</TableHeader>
          <TableHeader>Repair</TableHeader>
          <TableHeader>Contractor</TableHeader>
          <TableHeader className={css({ textAlign: 'right' })}>Cost</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {REPAIRS.map((repair) => (
          <TableRow key={repair.title}>
            <TableCell>{repair.date}</TableCell>
            <TableCell>{repair.title}</TableCell>
            <TableCell>{repair.contractor}</TableCell>
            <TableCell className={css({ textAlign: 'right' })}>{usd.format(repair.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Showcase>
);

export const TabsStory = () => (
  <Showcase title="Tabs">
    <Tabs.Root defaultValue="repairs">
      <Tabs.List>
        <Tabs.Trigger value="repairs">
          <Wrench aria-hidden="true" /> Repairs
        </Tabs.Trigger>
        <Tabs.Trigger value="documents">
          <FileText aria-hidden="true" /> Documents
        </Tabs.Trigger>
        <Tabs.Trigger value="sharing" disabled>
          Sharing
        </Tabs.Trigger>
        <Tabs.Indicator />
      </Tabs.List>
      <Tabs.Content value="repairs">The repair history of this property.</Tabs.Content>
      <Tabs.Content value="documents">Receipts and invoices.</Tabs.Content>
      <Tabs.Content value="sharing">Who can see this property.</Tabs.Content>
    </Tabs.Root>
  </Showcase>
);
TabsStory.storyName = 'Tabs';

export const Spinners = () => (
  <Showcase title="Spinners">
    <Section title="sizes">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </Section>
    <Section title="with a visible label">
      <Spinner showLabel label="Loading your properties..." />
    </Section>
  </Showcase>
);

const PROPERTY_TYPES = [
  { label: 'Single-family home', value: 'single-family' },
  { label: 'Condo', value: 'condo' },
  { label: 'Townhouse', value: 'townhouse' },
];

export const FieldsWithErrors = () => (
  <Showcase title="Fields">
    <form className={stack} noValidate onSubmit={(event) => event.preventDefault()}>
      <Field label="Email" required error="Enter a valid email address.">
        <Input type="email" defaultValue="jane@example" autoComplete="email" />
      </Field>
      <Field label="Password" required error="Password must be at least 8 characters.">
        <PasswordInput defaultValue="short" autoComplete="new-password" />
      </Field>
      <Field label="Property type" required error="Choose a property type.">
        <Select items={PROPERTY_TYPES} />
      </Field>
      <Field label="Description" error="Describe the repair.">
        <Textarea rows={3} />
      </Field>
      <Field label="Cost (USD)" helperText="Leave empty if you don't know it yet.">
        <Input inputMode="decimal" defaultValue="1,450.00" />
      </Field>
      <Field label="Address" disabled>
        <Input defaultValue="123 Maple Street" />
      </Field>
      <Checkbox label="Include receipts" defaultChecked />
      <Checkbox
        label="This is a shared computer"
        description="You'll be logged out when the browser closes, and nothing is kept on this computer."
      />
      <Checkbox label="Hide costs" disabled />
      <Button type="submit">Save</Button>
    </form>
  </Showcase>
);

export const DialogOpen = () => {
  const [open, setOpen] = useState(true);
  return (
    <Showcase title="Dialog">
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add Repair"
        description="Log a repair at 123 Maple Street."
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="button" onClick={() => setOpen(false)}>
              Save
            </Button>
          </>
        }
      >
        <div className={stack}>
          <Field label="Title" required>
            <Input defaultValue="Water heater replaced" />
          </Field>
          <Field label="Cost (USD)">
            <Input inputMode="decimal" defaultValue="1,450.00" />
          </Field>
        </div>
      </Dialog>
    </Showcase>
  );
};

export const ConfirmDialogDestructive = () => {
  const [open, setOpen] = useState(true);
  return (
    <Showcase title="Confirm dialog">
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        Delete repair
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this repair?"
        description="The repair and its receipt are deleted for good."
        confirmLabel="Delete"
        destructive
        onConfirm={() => setOpen(false)}
      />
    </Showcase>
  );
};
