import { IconButton, Text } from '@livefully/web-kit/ui';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD } from './toast-reducer';
import { useToast } from './toast-context';

/** Renders the toasts of the nearest ToastProvider (docs/requirements.md#r-toast-limits); F8 moves focus to them. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          duration={duration}
          className={`toast toast--${variant}`}
        >
          {/* The role sits inside the <li>: on the <li> itself it would break the list's semantics. */}
          <div className="toast__body" role={variant === 'destructive' ? 'alert' : 'status'}>
            {title ? (
              <ToastPrimitive.Title asChild>
                <Text as="div" size="2" weight="bold" color={variant === 'destructive' ? 'red' : undefined}>
                  {title}
                </Text>
              </ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description asChild>
                <Text as="div" size="2" color="gray" className="toast__description">
                  {description}
                </Text>
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close asChild>
            <IconButton variant="ghost" color="gray" size="1" aria-label="Close notification">
              <X size={16} aria-hidden="true" />
            </IconButton>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* A live list stays readable under a modal dialog, which hides everything else from
          assistive technology; "off" because each toast announces itself. */}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" aria-live="off" />
    </ToastPrimitive.Provider>
  );
}
