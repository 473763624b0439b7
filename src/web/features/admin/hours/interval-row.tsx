import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { TimeRange } from './time-range';

/** One interval of a day ('Segunda 1', '25/12/2026 2') with its bin; the weekly and special editors share it. */
export function IntervalRow({
  of,
  index,
  open,
  close,
  onChange,
  onRemove,
}: {
  /** The day it belongs to, as the labels name it: 'Segunda', '25/12/2026'. */
  of: string;
  index: number;
  open: string;
  close: string;
  onChange: (open: string, close: string) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <TimeRange label={`${of} ${index + 1}`} open={open} close={close} onChange={onChange} />
      <Button variant="ghost" size="icon" aria-label={`Remover horário ${index + 1} de ${of}`} onClick={onRemove}>
        <Trash2 className="size-4" />
      </Button>
    </div>
  );
}
