import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { MarkdownImage } from './markdown-image';
import { MarkdownLink } from './markdown-link';
import { safeUrl } from './safe-url';

const components = { a: MarkdownLink, img: MarkdownImage };
const rehypePlugins = [rehypeSanitize];

export type MarkdownProps = { children: string; className?: string };

export default function MarkdownRenderer({ children, className = 'prose' }: MarkdownProps) {
  return (
    <div className={className}>
      <ReactMarkdown urlTransform={safeUrl} rehypePlugins={rehypePlugins} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
