import { useEffect } from 'react';

// What index.html says, restored when a page that set its own leaves. A page the server rendered
// has its own title and description, and keeps index.html's in `data-default`.
const initial =
  typeof document === 'undefined'
    ? null
    : {
        title: document.querySelector('title')?.dataset.default ?? document.title,
        description: describe()?.dataset.default ?? describe()?.content ?? '',
      };

function describe() {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]');
}

/**
 * The tab's title and the page's meta description (what a search result or a shared link
 * shows); nothing until `title` is known, and index.html's again when the page unmounts.
 */
export function useDocumentMeta(title: string | false | null | undefined, description?: string | false | null) {
  useEffect(() => {
    if (!title || !initial) return;
    document.title = title;
    const meta = describe();
    if (meta && description) meta.content = description;
    return () => {
      document.title = initial.title;
      if (meta) meta.content = initial.description;
    };
  }, [title, description]);
}
