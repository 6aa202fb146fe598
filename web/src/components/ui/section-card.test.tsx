import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its h2, with the description, body and dialogs inside', () => {
    render(
      <SectionCard
        titleId="share-title"
        title="Share with a realtor"
        description="Realtors see the history, never the costs you hide."
        dialogs={<div role="dialog" aria-label="Revoke access" />}
      >
        <button type="button">Share</button>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Share with a realtor' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'share-title');
    expect(region).toHaveTextContent('Realtors see the history, never the costs you hide.');
    expect(region).toContainElement(screen.getByRole('button', { name: 'Share' }));
    expect(region).toContainElement(screen.getByRole('dialog', { name: 'Revoke access' }));
  });
});
