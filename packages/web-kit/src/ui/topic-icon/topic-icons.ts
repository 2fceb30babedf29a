import {
  Bike,
  Book,
  Briefcase,
  Camera,
  CircleQuestionMark,
  Flower2,
  Heart,
  Leaf,
  Mountain,
  Music,
  PiggyBank,
  Plane,
  Sun,
  Trophy,
  Users,
  Utensils,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { FootballIcon } from './football-icon';

export type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

/** docs/requirements.md#r-topic-icon: a topic's icon is an icon class name mapped to this fixed set. */
const TOPIC_ICONS: Readonly<Record<string, IconComponent>> = {
  'fa-utensils': Utensils,
  'fa-heart': Heart,
  'fa-trophy': Trophy,
  'fa-futbol': FootballIcon,
  'fa-leaf': Leaf,
  'fa-mountain': Mountain,
  'fa-users': Users,
  'fa-piggy-bank': PiggyBank,
  'fa-book': Book,
  'fa-plane': Plane,
  'fa-spa': Flower2,
  'fa-camera': Camera,
  'fa-music': Music,
  'fa-briefcase': Briefcase,
  'fa-sun': Sun,
  'fa-bicycle': Bike,
};

export const TOPIC_ICON_NAMES = Object.keys(TOPIC_ICONS);
export const UnknownTopicIcon: IconComponent = CircleQuestionMark;

export type ResolvedTopicIcon = { Icon: IconComponent; found: boolean };

/** Accepts 'fa-heart' as well as full class lists such as 'fas fa-heart' or 'fa-solid fa-heart'. */
export function resolveTopicIcon(iconClass: string): ResolvedTopicIcon {
  const name = iconClass
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .find((token) => Object.hasOwn(TOPIC_ICONS, token));
  const Icon = name ? TOPIC_ICONS[name] : undefined;
  return Icon ? { Icon, found: true } : { Icon: UnknownTopicIcon, found: false };
}
