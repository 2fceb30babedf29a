import { TextField } from '@livefully/web-kit/ui';

type EmailInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  size?: '2' | '3';
};

/** The e-mail box of every sign-up form here: the browser's own checks and autofill, one placeholder. */
export function EmailInput({ id, value, onChange, size = '2' }: EmailInputProps) {
  return (
    <TextField.Root
      id={id}
      size={size}
      type="email"
      name="email"
      required
      autoComplete="email"
      placeholder="Enter your email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
