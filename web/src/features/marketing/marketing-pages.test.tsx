import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FeaturesPage } from './features-page';
import { HowItWorksPage } from './how-it-works-page';
import { LandingPage } from './landing-page';

function renderPage(node: ReactNode, url = '/') {
  render(<MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>);
}

describe('LandingPage', () => {
  it('shows the tagline as the only h1 and the two hero buttons', () => {
    renderPage(<LandingPage />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(
      "Your home's complete repair history, in one convenient place",
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });

  it('links each audience card to registration with its type', () => {
    renderPage(<LandingPage />);
    const cards = [
      ['Sign up as a homeowner', 'homeowner'],
      ['Join as a contractor', 'contractor'],
      ['Join as a realtor', 'realtor'],
    ] as const;
    for (const [name, type] of cards) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/register?type=${type}`);
    }
  });
});

describe('FeaturesPage', () => {
  it('has the two anchors, eight main features and eight at-a-glance cards', () => {
    renderPage(<FeaturesPage />, '/features');
    const homeowners = document.getElementById('homeowners');
    const contractors = document.getElementById('contractors');
    const glance = document.getElementById('at-a-glance');
    expect(homeowners).not.toBeNull();
    expect(contractors).not.toBeNull();
    const h3 = (el: HTMLElement) => within(el).getAllByRole('heading', { level: 3 }).length;
    expect(h3(homeowners!) + h3(contractors!)).toBe(8);
    expect(h3(glance!)).toBe(8);
    for (const name of ['Verified Property History', 'Listing Enhancements for Realtors']) {
      expect(within(glance!).getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('labels unbuilt features', () => {
    renderPage(<FeaturesPage />, '/features');
    const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
    expect(within(card('Maintenance Reminders')).getByText('Coming soon')).toBeInTheDocument();
    for (const name of ['PDF Export', 'Mobile Apps', 'Subscription Plans']) {
      expect(within(card(name)).getByText('Planned')).toBeInTheDocument();
    }
    expect(within(card('Complete Repair History')).queryByText(/Coming soon|Planned/)).toBeNull();
  });

  it('has Get Started and Learn How It Works', () => {
    renderPage(<FeaturesPage />, '/features');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Learn How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });
});

describe('HowItWorksPage', () => {
  it('shows three columns of four steps and four key features', () => {
    renderPage(<HowItWorksPage />, '/how-it-works');
    for (const name of ['For Homeowners', 'For Contractors', 'For Realtors']) {
      const column = screen.getByRole('article', { name });
      expect(within(column).getAllByRole('listitem')).toHaveLength(4);
    }
    const key = screen.getByRole('region', { name: 'Key features' });
    expect(within(key).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
