// A blog post's optional video: the admin pastes a YouTube link; the post page embeds it from
// youtube-nocookie.com (YouTube's privacy-enhanced mode), and only after the visitor asks for it.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);

/** The video id of a YouTube watch, shorts or youtu.be link; null for anything else. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    id = url.pathname.split("/")[1] ?? null;
    if (url.pathname.split("/").length > 2) return null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const m = /^\/shorts\/([^/]+)\/?$/.exec(url.pathname);
      id = m ? m[1]! : null;
    }
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a YouTube link, or null when the link is not one we accept. */
export function videoEmbedUrl(link: string): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

export const VIDEO_LINK_HINT = "Pegue un enlace de YouTube (youtube.com/watch?v=…, youtube.com/shorts/… o youtu.be/…).";
