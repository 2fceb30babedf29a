import { roundFocal, shareBox, type FocalPoint, type MediaItem } from '@livefully/contracts';
import { Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { readApiProblem } from '../../../lib/api-problem';
import { useSetMediaFocal } from '../api/media-queries';
import './focal-point-picker.css';

type FocalPointPickerProps = { item: Pick<MediaItem, 'id' | 'width' | 'height' | 'focal' | 'variants' | 'path' | 'alt'> };

/** Arrow keys move the point a hundredth of the picture, a tenth with Shift. */
const STEP = 0.01;
const BIG_STEP = 0.1;
/** Keys held down save once, when they rest: every save cuts a share image in the server's image queue. */
const SAVE_AFTER_MS = 600;

/** A WebP sharp enough for the control's width (about 28rem), else the widest there is, else the original. */
function pictureOf(item: Pick<MediaItem, 'variants' | 'path'>): string {
  const webps = item.variants.filter((variant) => variant.format === 'webp');
  return (webps.find((variant) => variant.width >= 640) ?? webps.at(-1))?.path ?? item.path;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;
const focalLabel = ({ x, y }: FocalPoint) => `Focal point: ${percent(x)} from the left, ${percent(y)} from the top`;

/**
 * The focal point of an image (docs/media.md): a click on the picture puts it there, and the
 * marker is a control the arrow keys move. Each change is saved, the server cutting the share
 * image again; the preview beside it is that 1200×630 cut, drawn from the same box (shareBox).
 * Moving it is an editor's (docs/roles.md): the server's refusal shows below, as any other.
 */
export function FocalPointPicker({ item }: FocalPointPickerProps) {
  const save = useSetMediaFocal();
  const [focal, setFocal] = useState<FocalPoint>(item.focal);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ids = { hint: useId(), preview: useId() };
  // The answer of the last save names the new share file before the library's item is read again.
  const share = (save.data ?? item).variants.find((variant) => variant.format === 'jpeg')?.path;

  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);

  const commit = (next: FocalPoint, after = 0) => {
    const point = roundFocal(next);
    setFocal(point);
    clearTimeout(pending.current ?? undefined);
    pending.current = setTimeout(() => save.mutate({ id: item.id, focal: point }), after);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    commit({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    commit({ x: focal.x + move[0], y: focal.y + move[1] }, SAVE_AFTER_MS);
  };

  const picture = pictureOf(item);
  const box = shareBox(item.width, item.height, focal);
  const crop = {
    width: `${(item.width / box.width) * 100}%`,
    left: `${(-box.left / box.width) * 100}%`,
    top: `${(-box.top / box.height) * 100}%`,
  };
  const problem = save.isError ? readApiProblem(save.error) : null;

  return (
    <div className="focal-picker">
      <Text as="p" size="2" weight="medium" mb="1">
        Focal point
      </Text>
      <Text as="p" size="2" color="gray" id={ids.hint} mb="2">
        Click the subject of the picture, or move the marker with the arrow keys (Shift for larger steps). Cards, heroes and the share image
        are cut around it.
      </Text>
      {/* The click is a shortcut for the pointer; the marker below is the keyboard's control. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="focal-picker__frame" onClick={onClick}>
        <img className="focal-picker__image" src={picture} alt="" width={item.width} height={item.height} draggable={false} />
        <button
          type="button"
          className="focal-picker__marker"
          style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
          aria-label={focalLabel(focal)}
          aria-describedby={ids.hint}
          onKeyDown={onKeyDown}
          onClick={(event) => event.stopPropagation()}
        />
      </div>
      <Text as="p" size="2" weight="medium" mt="3" mb="1" id={ids.preview}>
        Share image (1200 × 630)
      </Text>
      <div className="focal-picker__share" role="img" aria-labelledby={ids.preview} data-focal={`${percent(focal.x)} ${percent(focal.y)}`}>
        <img className="focal-picker__share-image" src={picture} alt="" style={crop} draggable={false} />
      </div>
      <div role="status" aria-live="polite">
        {save.isPending ? (
          <Text as="p" size="2" color="gray" mt="1">
            Cutting the share image…
          </Text>
        ) : null}
        {save.isSuccess && !save.isPending ? (
          <Text as="p" size="2" color="green" highContrast mt="1">
            Focal point saved.{' '}
            {share ? (
              <ThemeLink href={share} target="_blank" rel="noreferrer" className="focal-picker__share-link">
                Open the share image
              </ThemeLink>
            ) : null}
          </Text>
        ) : null}
        {problem ? (
          <Text as="p" size="2" color="red" highContrast mt="1">
            Not saved: {problem.issues[0]?.message ?? problem.message}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
