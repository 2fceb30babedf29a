import { TOPIC_COLORS, TOPIC_ICONS } from '@livefully/contracts';

/** How people name the icons the public pages draw for each class name. */
const ICON_LABELS: Record<(typeof TOPIC_ICONS)[number], string> = {
  'fa-utensils': 'Utensils',
  'fa-heart': 'Heart',
  'fa-trophy': 'Trophy',
  'fa-futbol': 'Football',
  'fa-leaf': 'Leaf',
  'fa-mountain': 'Mountain',
  'fa-users': 'People',
  'fa-piggy-bank': 'Piggy bank',
  'fa-book': 'Book',
  'fa-plane': 'Plane',
  'fa-spa': 'Flower',
  'fa-camera': 'Camera',
  'fa-music': 'Music',
  'fa-briefcase': 'Briefcase',
  'fa-sun': 'Sun',
  'fa-bicycle': 'Bicycle',
};

export const iconLabel = (icon: string) => ICON_LABELS[icon as keyof typeof ICON_LABELS] ?? icon;

export const colorLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);

export const ICON_CHOICES = TOPIC_ICONS.map((icon) => ({ value: icon, label: ICON_LABELS[icon] }));
export const COLOR_CHOICES = TOPIC_COLORS.map((color) => ({ value: color, label: colorLabel(color) }));
