import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';

function ModalHarness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Lire le message</Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Message de Camille"
        footer={
          <>
            <Button>Répondre</Button>
            <Button onClick={() => setIsOpen(false)}>Fermer</Button>
          </>
        }
      >
        <p>Bonjour !</p>
      </Modal>
    </>
  );
}

afterEach(cleanup);

describe('the modal dialog', () => {
  it('takes the focus, keeps it inside, closes with Escape and gives the focus back', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Lire le message' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Message de Camille' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Fermer' })[0]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Répondre' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Fermer' })[0]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
