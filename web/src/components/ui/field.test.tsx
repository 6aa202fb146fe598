import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

describe('Field', () => {
  it('associates the label with the control', () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByText('Email').closest('label')).toHaveAttribute('for', input.id);
  });

  it('does not mark the control invalid or render error text without an error', () => {
    const { container } = render(
      <Field label="Email" error="">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('[data-part="error-text"]')).toBeNull();
  });

  it('shows the error, sets aria-invalid and describes the control with the error text', async () => {
    render(
      <Field label="Email" error="Please enter a valid email." helperText="We never share it.">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByText('Please enter a valid email.');
    expect(error).toBeVisible();
    expect(error.closest('[data-part="error-text"]')).toHaveAttribute('aria-live', 'polite');
    // The error text registers via a MutationObserver, so wait for the description to settle.
    await vi.waitFor(() =>
      expect(input).toHaveAccessibleDescription(/Please enter a valid email\./),
    );
    expect(input).toHaveAccessibleDescription(/We never share it\./);
    expect(input).toHaveAccessibleErrorMessage('Please enter a valid email.');
  });

  it('passes required and disabled to the control and shows a required marker', () => {
    render(
      <Field label="Name" required disabled>
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText(/Name/);
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('works with Textarea', () => {
    render(
      <Field label="Notes" error="Too short">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByLabelText('Notes');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
  });

  it("works with react-hook-form's register() spread on the Input", async () => {
    const onSubmit = vi.fn();
    function LoginForm() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<{ email: string }>({ defaultValues: { email: '' } });
      return (
        <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
          <Field label="Email" error={errors.email?.message} required>
            <Input
              type="email"
              {...register('email', {
                required: 'Please enter a valid email.',
                pattern: { value: /^\S+@\S+\.\S+$/, message: 'Please enter a valid email.' },
              })}
            />
          </Field>
          <button type="submit">Sign in</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<LoginForm />);
    const input = screen.getByLabelText(/Email/);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    // react-hook-form focuses the first invalid field through the forwarded ref.
    expect(input).toHaveFocus();

    await user.type(input, 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@example.com' });
    expect(screen.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('Input', () => {
  it('marks itself invalid via aria-invalid outside a Field', () => {
    render(<Input aria-label="Zip" aria-invalid="true" />);
    expect(screen.getByLabelText('Zip')).toHaveAttribute('aria-invalid', 'true');
  });

  it('forwards ref as a prop (React 19)', () => {
    let node: HTMLInputElement | null = null;
    render(
      <Input
        aria-label="City"
        ref={(el) => {
          node = el;
        }}
      />,
    );
    expect(node).toBe(screen.getByLabelText('City'));
  });
});
