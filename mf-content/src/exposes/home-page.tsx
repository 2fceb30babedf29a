import type { ReactNode } from 'react';
import { Home } from '../features/home/components/home';

export type HomePageProps = {
  /** The newsletter sign-up, rendered in the home page's newsletter section. */
  newsletterSlot?: ReactNode;
};

export default function HomePage({ newsletterSlot }: HomePageProps) {
  return <Home newsletterSlot={newsletterSlot} />;
}
