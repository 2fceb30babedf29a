import type { BlogPost } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { useCallback } from 'react';
import { shareOrCopy } from '../utils/share-or-copy';

export function useShareArticle(post: Pick<BlogPost, 'slug' | 'title' | 'excerpt'>) {
  const { toast } = useToast();
  const { slug, title, excerpt } = post;

  return useCallback(async () => {
    const url = new URL(`/blog/${slug}`, window.location.origin).href;
    try {
      const outcome = await shareOrCopy({ title, text: excerpt, url });
      if (outcome === 'copied') {
        toast({ title: 'Link copied!', description: 'The article link has been copied to your clipboard.' });
      }
    } catch {
      toast({
        title: "Couldn't share this article",
        description: 'Copy the address from your browser to share it.',
        variant: 'destructive',
      });
    }
  }, [slug, title, excerpt, toast]);
}
