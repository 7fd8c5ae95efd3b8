import { describe, expect, it } from "vitest";
import { videoEmbedUrl, youtubeVideoId } from "./video.ts";

const EMBED = "https://www.youtube-nocookie.com/embed/Qm7pXh2LrVk?autoplay=1&rel=0";

describe("videoEmbedUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=Qm7pXh2LrVk",
    "https://youtube.com/watch?v=Qm7pXh2LrVk&t=42s",
    "https://m.youtube.com/watch?feature=share&v=Qm7pXh2LrVk",
    "http://www.youtube.com/watch?v=Qm7pXh2LrVk",
    "https://www.youtube.com/shorts/Qm7pXh2LrVk",
    "https://youtube.com/shorts/Qm7pXh2LrVk/",
    "https://youtu.be/Qm7pXh2LrVk",
    "https://youtu.be/Qm7pXh2LrVk?si=abc",
    "  https://youtu.be/Qm7pXh2LrVk  ",
  ])("turns %s into a youtube-nocookie embed", (link) => {
    expect(videoEmbedUrl(link)).toBe(EMBED);
  });

  it.each([
    "",
    "Qm7pXh2LrVk",
    "https://vimeo.com/123456",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=Qm7pXh2LrVk<script>",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/embed/Qm7pXh2LrVk",
    "https://www.youtube.com.evil.example/watch?v=Qm7pXh2LrVk",
    "https://evil.example/youtu.be/Qm7pXh2LrVk",
    "javascript:alert(1)//youtu.be/Qm7pXh2LrVk",
    "https://user@www.youtube.com/watch?v=Qm7pXh2LrVk",
    "https://www.youtube.com:8443/watch?v=Qm7pXh2LrVk",
    "https://youtu.be/Qm7pXh2LrVk/extra",
    "ftp://youtu.be/Qm7pXh2LrVk",
  ])("refuses %s", (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
    expect(youtubeVideoId(link)).toBeNull();
  });
});
