import { AlarmClock, Timer } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { elapsedLabel, TONE_WORDS, type TimerTone } from './kitchen-board';

/** Time since the order was accepted ('12 min'); past the owner's thresholds a word says so beside the card's colour. */
export function KitchenTimer({ minutes, tone }: { minutes: number; tone: TimerTone }) {
  const word = TONE_WORDS[tone];
  const Icon = tone === 'normal' ? Timer : AlarmClock;
  return (
    <p data-testid="kitchen-timer" data-tone={tone} className="flex items-center gap-2 whitespace-nowrap">
      {word && (
        <span
          className={cn(
            'rounded-md px-1.5 py-0.5 text-sm font-bold tracking-wide uppercase',
            tone === 'red' ? 'bg-white text-danger' : 'bg-amber-900 text-white',
          )}
        >
          {word}
        </span>
      )}
      <span className="flex items-center gap-1.5 text-2xl font-bold tabular-nums">
        <Icon className="size-6" aria-hidden />
        <span className="sr-only">Aceito há </span>
        {elapsedLabel(minutes)}
      </span>
    </p>
  );
}
