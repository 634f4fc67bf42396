import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageField } from './image-field';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:picked-${(n += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [value, setValue] = useState<File | null>(null);
  return (
    <ImageField
      label="Image"
      name="image"
      value={value}
      currentUrl="/api/media/rewards/saved.svg"
      aspectRatio={{ width: 16, height: 9 }}
      onChange={(file) => {
        setValue(file);
        onChange(file);
      }}
    />
  );
}

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

const input = (container: HTMLElement) => {
  const found = container.querySelector('input[type="file"]');
  if (!(found instanceof HTMLInputElement)) throw new Error('no file input');
  return found;
};

describe('ImageField', () => {
  it('shows the saved picture, then previews a new pick that can be undone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/media/rewards/saved.svg');
    expect(screen.getByText(/imageField.hintRatio.*16/)).toBeInTheDocument();
    const picked = file('cake.png', 'image/png');
    await user.upload(input(container), picked);
    expect(onChange).toHaveBeenLastCalledWith(picked);
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByRole('img')).toHaveAccessibleName('imageField.previewAlt');
    await user.click(screen.getByRole('button', { name: /imageField.undo/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/media/rewards/saved.svg');
  });

  it('refuses a file of another type or over 2 MB with a message, keeping the value', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    await user.upload(input(container), file('logo.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent('imageField.errors.type');
    await user.upload(input(container), file('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('imageField.errors.size');
    await user.upload(input(container), file('empty.png', 'image/png', 0));
    expect(screen.getByRole('alert')).toHaveTextContent('imageField.errors.empty');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is reached and opened from the keyboard by its labelled button', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness onChange={vi.fn()} />);
    const click = vi.spyOn(input(container), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'imageField.replace Image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});
