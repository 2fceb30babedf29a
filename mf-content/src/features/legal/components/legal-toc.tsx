import type { LegalSection } from './legal-section';

export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav className="legal-toc" aria-labelledby="legal-toc-title">
      <p id="legal-toc-title" className="legal-toc__title">
        On this page
      </p>
      <ol className="legal-toc__list">
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
