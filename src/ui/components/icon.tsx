/** Protect's icons: line drawings on a 24-unit grid, in the colour of the text beside them. Decorative: the words carry the meaning. */
const ICONS = {
  breach: (
    <>
      <path d="M12 3 2.5 20h19L12 3Z" />
      <path d="M12 10v4.5M12 17.2v.1" />
    </>
  ),
  broker: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6M16 8.5l5 5M21 8.5l-5 5" />
    </>
  ),
  plan: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6.5 15h4" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.6-3.6 3.3-6 7-6s6.4 2.4 7 6" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5 4.5 5.5v5.7c0 4.8 3.2 8.9 7.5 10.3 4.3-1.4 7.5-5.5 7.5-10.3V5.5L12 2.5Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  done: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  chat: <path d="M4 4h16v11H8l-4 4V4Z" />,
} as const;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className={`icon icon--${name}`} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}
