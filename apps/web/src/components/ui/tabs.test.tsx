import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const tabs = [
  { id: 'apercu', label: "Vue d'ensemble", content: <p>Votre agenda</p> },
  { id: 'evenements', label: 'Événements', content: <p>Vos événements</p> },
  { id: 'parametres', label: 'Paramètres', content: <p>Paramètres du compte</p> },
];

afterEach(cleanup);

describe('the tabs', () => {
  it('show one panel at a time and move with the arrow keys, Home and End', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Tabs tabs={tabs} label="Sections du profil" />);

    expect(screen.getByRole('tab', { name: "Vue d'ensemble" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Votre agenda');

    await user.click(screen.getByRole('tab', { name: "Vue d'ensemble" }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Événements' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Événements' })).toHaveTextContent('Vos événements');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Paramètres' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: "Vue d'ensemble" })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: "Vue d'ensemble" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Paramètres' })).toHaveAttribute('tabindex', '-1');
  });
});
