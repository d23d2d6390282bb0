/**
 * A confirmed option's own instalments, from its plan (percent rows adding up to 100): each row but
 * the last is rounded down to `roundTo` won (천원 미만 절사, as the sale price's plan is), the last
 * takes what is left, so the rows add up to the option's price exactly.
 */
export interface OptionPlanRow {
  label?: string | null;
  percent?: number | null;
  dueDate?: string | null;
  dueText?: string | null;
}

export interface OptionInstalment {
  key: string;
  label: string;
  kind: 'option';
  dueDate?: string;
  dueText?: string;
  amount: number;
  paid: number;
}

export function optionInstalments(option: { key: string; label: string; price: number; plan: OptionPlanRow[] }, roundTo = 1000): OptionInstalment[] {
  const rows = option.plan.length ? option.plan : [{ label: '잔금', percent: 100, dueText: '입주지정기간 내' }];
  let left = option.price;
  return rows.map((row, i) => {
    const last = i === rows.length - 1;
    const share = last ? left : Math.floor((option.price * (row.percent ?? 0)) / 100 / roundTo) * roundTo;
    left -= share;
    return {
      key: `option-${option.key}-${i + 1}`,
      label: `${option.label} ${row.label ?? ''}`.trim(),
      kind: 'option' as const,
      ...(row.dueDate ? { dueDate: row.dueDate } : {}),
      ...(row.dueText ? { dueText: row.dueText } : {}),
      amount: share,
      paid: 0,
    };
  });
}
