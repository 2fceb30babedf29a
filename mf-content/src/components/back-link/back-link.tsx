import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import './back-link.css';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeft aria-hidden="true" focusable="false" className="back-link__icon" />
      {children}
    </Link>
  );
}
