import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

function Homes({ stackOnPhones }: { stackOnPhones?: boolean }) {
  return (
    <Table scrollLabel="Homes" stackOnPhones={stackOnPhones}>
      <TableHead>
        <TableRow>
          <TableHeader>Address</TableHeader>
          <TableHeader>Actions</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell label="Address">1428 Elm Street</TableCell>
          <TableCell>
            <a href="/p/1">View Details</a>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('keeps a table’s semantics whichever layout it takes on phones', () => {
    render(<Homes stackOnPhones />);
    const table = within(screen.getByRole('region', { name: 'Homes' })).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Address' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1428 Elm Street' })).toBeInTheDocument();
  });

  it('gives a stacked table’s cells their column label and its parts the stacked layout', () => {
    render(<Homes stackOnPhones />);
    const cell = screen.getByRole('cell', { name: '1428 Elm Street' });
    expect(cell).toHaveAttribute('data-label', 'Address');
    expect(screen.getByRole('link', { name: 'View Details' }).closest('td')).not.toHaveAttribute(
      'data-label',
    );
    for (const part of [screen.getByRole('table'), cell, cell.closest('tr')!]) {
      expect(part.className).toMatch(/--layout_stacked/);
    }
  });

  it('scrolls sideways on phones by default', () => {
    render(<Homes />);
    expect(screen.getByRole('table').className).not.toMatch(/--layout_stacked/);
  });
});
