/** What the media library's calls answer. Client-safe. */

/** One entry of the library as GET adm/media lists it. */
export type MediaItem = {
  path: string;
  name: string;
  type: string;
  size: number | null;
  width: number | null;
  height: number | null;
  alt: { rus: string; uzb: string };
  /** How many items show the file. */
  uses: number;
  uploaded_at: string;
  uploaded_by: string | null;
};

/** One page of the library, newest first, and how many entries match. */
export type MediaPage = { items: MediaItem[]; total: number };
