import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { Badge } from './badge';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from './card';
import { Spinner } from './spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';
import { VisuallyHidden } from './visually-hidden';

describe('Spinner', () => {
  it('is a status with a visually hidden "Loading..." label by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...').className).not.toContain('spinner__label');
  });

  it('can show a custom label', () => {
    render(<Spinner label="Loading properties" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading properties');
    expect(screen.getByText('Loading properties')).toHaveClass('spinner__label');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('%s uses role=%s', (variant, role) => {
    render(
      <Alert variant={variant} title="Heads up">
        Details here
      </Alert>,
    );
    const el = screen.getByRole(role);
    expect(el).toHaveTextContent('Heads up');
    expect(el).toHaveTextContent('Details here');
    expect(el.className).toContain(`alert__root--variant_${variant}`);
  });
});

describe('Badge', () => {
  it('applies the variant class', () => {
    render(<Badge variant="warning">Ownership Disputed</Badge>);
    expect(screen.getByText('Ownership Disputed').className).toContain('badge--variant_warning');
  });
});

describe('Card', () => {
  it('renders its parts with a heading title', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>123 Main St</CardTitle>
          <CardDescription>Springfield, IL</CardDescription>
        </CardHeader>
        <CardBody>Body</CardBody>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '123 Main St' })).toHaveClass(
      'card__title',
    );
    expect(screen.getByTestId('card')).toHaveClass('card__root');
    expect(screen.getByText('Body')).toHaveClass('card__body');
  });

  it('supports asChild for another heading level', () => {
    render(
      <CardTitle asChild>
        <h2>Level two</h2>
      </CardTitle>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Level two' })).toHaveClass('card__title');
  });
});

describe('Table', () => {
  it('renders a table inside a focusable, labelled scroll region', () => {
    render(
      <Table scrollLabel="Repairs">
        <TableHead>
          <TableRow>
            <TableHeader>Date</TableHeader>
            <TableHeader>Cost</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Jan 5, 2025</TableCell>
            <TableCell>$120.00</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Repairs' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    expect(screen.getByRole('columnheader', { name: 'Cost' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: '$120.00' })).toHaveClass('table__cell');
  });
});

describe('VisuallyHidden', () => {
  it('VisuallyHidden keeps text in the accessibility tree', () => {
    render(
      <button type="button">
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
