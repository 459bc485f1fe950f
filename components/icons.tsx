import { CalendarCheck, Crown, Gem, HeartHandshake, Scissors, ShieldCheck, Smile, Sparkles, Stethoscope, Sun, type LucideIcon } from 'lucide-react';
import type { Highlight } from '@/content/home';
import type { PriceCategory } from '@/content/price-list';

/** Icon names used in content/, mapped to their lucide components. */
const ICONS: Record<Highlight['icon'] | PriceCategory['icon'], LucideIcon> = {
  CalendarCheck,
  Crown,
  Gem,
  HeartHandshake,
  Scissors,
  ShieldCheck,
  Smile,
  Sparkles,
  Stethoscope,
  Sun,
};

export function ContentIcon({ name, className }: { name: keyof typeof ICONS; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
