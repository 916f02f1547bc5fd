/** Every half hour from 08:00 to 21:30, the times a guest can book. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 28 }, (_, i) => {
  const hour = String(8 + Math.floor(i / 2)).padStart(2, '0');
  return `${hour}:${i % 2 === 0 ? '00' : '30'}`;
});

export const isSlot = (value: string): boolean => TIME_SLOTS.includes(value);
