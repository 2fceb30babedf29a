import { TextField } from '@livefully/web-kit/ui';
import { useLayoutEffect, useRef } from 'react';

type EmailInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  size?: '2' | '3';
  /** The id of a note that says what happens with the address. */
  describedBy?: string;
};

/** The e-mail box of every sign-up form here: the browser's own checks and autofill, one placeholder. */
export function EmailInput({ id, value, onChange, size = '2', describedBy }: EmailInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  // An address typed into the server's form before the page came alive is kept: once, as it does.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TextField.Root
      ref={ref}
      id={id}
      size={size}
      type="email"
      name="email"
      required
      autoComplete="email"
      aria-describedby={describedBy}
      placeholder="Enter your email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
