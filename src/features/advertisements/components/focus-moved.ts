/**
 * After a banner moves by its move up or move down button, the focus stays with that banner:
 * on the same button, or on the other one when the banner reached the top or the bottom.
 */
export function focusMoved(adId: string, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-ad-id="${CSS.escape(adId)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${direction === 'up' ? 'down' : 'up'}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
  });
}
