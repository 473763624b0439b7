import { useSearchParams } from 'react-router';
import { presetRange, REPORT_PRESETS, storeToday, type ReportPreset, type ReportRange } from '@shared/report-range';

/** The period shown, in the address (`?from=&to=`) so it survives a reload and can be shared; 'Este mês' by default. */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const today = storeToday(new Date());
  const from = params.get('from');
  const to = params.get('to');
  const range: ReportRange = from && to ? { from, to } : presetRange('thisMonth', today);
  const setRange = (next: ReportRange) => setParams({ from: next.from, to: next.to }, { replace: true });
  const preset = REPORT_PRESETS.find((p) => {
    const r = presetRange(p.id, today);
    return r.from === range.from && r.to === range.to;
  })?.id;
  return {
    range,
    today,
    preset,
    setRange,
    choosePreset: (id: ReportPreset) => setRange(presetRange(id, today)),
  };
}
