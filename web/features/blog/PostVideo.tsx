import { useState } from "react";
import { videoEmbedUrl } from "../../../domain/video.ts";

interface PostVideoProps {
  link: string;
  title: string;
  poster: string;
}

/**
 * The post's video (privacy-enhanced YouTube embed). Nothing of YouTube loads until the visitor presses the
 * poster button: only then the iframe is created (and starts playing).
 */
export function PostVideo({ link, title, poster }: PostVideoProps) {
  const [playing, setPlaying] = useState(false);
  const src = videoEmbedUrl(link);
  if (!src) return null;
  return (
    <figure className="blog-video">
      <div className="blog-video__frame">
        {playing ? (
          <iframe
            className="blog-video__iframe"
            src={src}
            title={`Video: ${title}`}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="blog-video__poster" onClick={() => setPlaying(true)}>
            <img src={poster} alt="" width={1200} height={630} loading="lazy" decoding="async" />
            <span className="blog-video__play" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="36" height="36" fill="currentColor" aria-hidden="true">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span className="blog-video__label">Ver el video</span>
          </button>
        )}
      </div>
      <figcaption className="blog-video__note">
        El video se carga desde YouTube (modo de privacidad mejorada) solo cuando usted lo pide.
      </figcaption>
    </figure>
  );
}
