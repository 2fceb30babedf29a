export const PRIVACY_EMAIL = 'privacy@livefully.example';
export const LEGAL_EMAIL = 'legal@livefully.example';
export const DMCA_EMAIL = 'dmca@livefully.example';

export function ContactEmail({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}
